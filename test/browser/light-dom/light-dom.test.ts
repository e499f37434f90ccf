/**
 * render-root="light": the form as ordinary elements in the page's document,
 * so browser autofill and password managers see its inputs. These tests build
 * light-DOM widgets themselves (the widget suites also run in that mode,
 * through forEachRoot in test/helpers/widget.ts) and check what only the light DOM raises:
 * several widgets in one document, the page's CSS, and autofill.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';
import * as a11y from '../../helpers/a11y.js';

// snippet: theming-light-dom: the element with render-root="light", event-id, api-key and base-url.
async function lightWidget(eventId: string, extra = ''): Promise<EventRegister> {
  const el = document.createElement('event-register');
  el.setAttribute('render-root', 'light');
  el.setAttribute('event-id', eventId);
  el.setAttribute('api-key', api.env.publishableKey);
  el.setAttribute('base-url', api.env.baseUrl);
  if (extra) el.setAttribute('name-field', extra);
  await fixture(html`<div>${el}</div>`);
  await el.updateComplete;
  return el;
}

/** Every computed property of an element, as a plain object. */
function computed(el: Element): Record<string, string> {
  const style = getComputedStyle(el);
  return Object.fromEntries([...style].map((name) => [name, style.getPropertyValue(name)]));
}

/** Computed styles of the widget's own form controls. */
function widgetLook(el: EventRegister): Record<string, Record<string, string>> {
  return {
    input: computed(ui.emailInput(el)),
    label: computed(ui.emailInput(el).labels![0]!),
    button: computed(ui.submitButton(el)),
    form: computed(el.querySelector('form')!),
  };
}

describe('render-root="light"', () => {
  beforeEach(api.normalServer);

  it('renders into the element itself, with ordinary inputs in the document', async () => {
    const el = await lightWidget(await api.freshEvent());
    expect(el.shadowRoot).to.equal(null);
    expect(el.querySelector('form input[name="email"]')).to.equal(ui.emailInput(el));
    expect(document.getElementById(ui.emailInput(el).id)).to.equal(ui.emailInput(el));
    await a11y.expectAccessible(el);
  });

  it('lets two widgets in one document each register through their own labelled inputs', async () => {
    const [eventA, eventB] = [await api.freshEvent(), await api.freshEvent()];
    const a = await lightWidget(eventA);
    const b = await lightWidget(eventB);
    const ids = [...document.querySelectorAll('[id]')].map((node) => node.id);
    expect(new Set(ids).size, 'ids are unique in the document').to.equal(ids.length);
    for (const el of [a, b]) {
      for (const input of [ui.emailInput(el), ui.nameInput(el)]) {
        expect(input.labels).to.have.length(1);
        expect(el.contains(input.labels![0]!), 'each input is labelled by its own widget').to.equal(true);
      }
    }

    // A failed check in one widget moves focus within that widget only (to its error summary).
    ui.submitButton(b).click();
    await b.updateComplete;
    await b.updateComplete;
    ui.expectFocus(b, ui.errorSummary(b), 'b’s error summary');
    expect(ui.errorSummary(a)).to.equal(null);
    expect(ui.emailInput(a).getAttribute('aria-invalid')).to.equal(null);

    const [emailA, emailB] = [api.uniqueEmail('light-a'), api.uniqueEmail('light-b')];
    await ui.fill(a, { email: emailA, name: 'Light A' });
    await ui.fill(b, { email: emailB, name: 'Light B' });
    await ui.submitAndWait(a, 'registered');
    await ui.submitAndWait(b, 'registered');
    expect((await api.registrations(eventA)).map((r) => [r.email, r.name])).to.deep.equal([[emailA, 'Light A']]);
    expect((await api.registrations(eventB)).map((r) => [r.email, r.name])).to.deep.equal([[emailB, 'Light B']]);
  });

  it('leaves the page’s own inputs, labels and buttons exactly as they were', async () => {
    const page = await fixture(html`<form class="page-form" aria-label="page form">
      <label for="page-input">Page label</label><input id="page-input" /><button type="button">Page button</button>
    </form>`);
    const controls = [...page.querySelectorAll('label, input, button')];
    const before = controls.map(computed);
    await lightWidget(await api.freshEvent());
    await lightWidget(await api.freshEvent());
    expect(controls.map(computed)).to.deep.equal(before);
  });

  it('looks the same as the shadow-root form, error states and consent included', async () => {
    const visual = [
      'display',
      'color',
      'background-color',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'letter-spacing',
      'text-transform',
      'text-decoration-line',
      'border-top-width',
      'border-top-style',
      'border-top-color',
      'border-top-left-radius',
      'padding-top',
      'padding-left',
      'margin-top',
      'margin-bottom',
      'width',
      'height',
    ];
    const look = (node: Element): Record<string, string> => {
      const style = getComputedStyle(node);
      return Object.fromEntries(visual.map((name) => [name, style.getPropertyValue(name)]));
    };
    const parts = (el: EventRegister): Record<string, Record<string, string>> => {
      const form = el.shadowRoot ?? el;
      const pick = (selector: string): Element => form.querySelector(selector)!;
      return Object.fromEntries(
        [
          'label',
          'input[name="email"]',
          '[part~="field-error"]',
          '.er-optional',
          '[part~="consent-label"]',
          '[part~="consent-checkbox"]',
          'button',
        ].map((selector) => [selector, look(pick(selector))]),
      );
    };
    const mount = async (renderRootValue: string): Promise<EventRegister> => {
      const wrapper = await fixture(html`<div style="inline-size: 24rem">
        <event-register render-root=${renderRootValue} event-id="evt_x" api-key=${api.env.publishableKey} base-url=${api.env.baseUrl}>
          <span slot="consent">I agree to the <a href="#terms">terms</a>.</span>
        </event-register>
      </div>`);
      const el = wrapper.querySelector('event-register')!;
      await el.updateComplete;
      ui.submitButton(el).click();
      await el.updateComplete;
      return el;
    };
    const shadow = parts(await mount('shadow'));
    const light = parts(await mount('light'));
    expect(light).to.deep.equal(shadow);
  });

  it('keeps its layout under ordinary page CSS', async () => {
    const el = await lightWidget(await api.freshEvent());
    const before = widgetLook(el);
    const pageCss = document.createElement('style');
    pageCss.textContent = `
      input { width: 100%; margin: 2rem; border: 5px dotted red; font-size: 30px; }
      label { display: block; color: red; text-transform: uppercase; margin-bottom: 3rem; }
      button { background: red; width: 50%; float: right; letter-spacing: 1em; }
      form { display: flex; padding: 4rem; }`;
    document.head.append(pageCss);
    try {
      expect(widgetLook(el)).to.deep.equal(before);
    } finally {
      pageCss.remove();
    }
  });

  it('keeps its look under class-qualified page CSS such as `.content button` (specificity 0,1,1)', async () => {
    // A page's content styles are usually scoped to a container (`.content button`, `.prose input`,
    // `input[type="email"]`): one class or attribute and one type. The widget's rules carry an id's
    // specificity; host-pages.test.ts measures it under real frameworks' rules.
    const el = await lightWidget(await api.freshEvent());
    el.parentElement!.classList.add('content');
    const before = widgetLook(el);
    const pageCss = document.createElement('style');
    pageCss.textContent = `
      .content input { width: 50%; margin: 2rem; padding: 1.5rem; border: 5px dotted red; border-radius: 0; font-size: 30px; background: yellow; color: red; }
      input[type="email"] { min-height: 5rem; letter-spacing: 0.5em; }
      .content label { display: inline; color: red; font-weight: 100; text-transform: uppercase; margin-bottom: 3rem; }
      .content button { background: red; color: yellow; width: 50%; padding: 2rem; border: 4px solid green; border-radius: 0; font-size: 40px; letter-spacing: 1em; float: right; }
      .content form { display: flex; gap: 0; padding: 4rem; }`;
    document.head.append(pageCss);
    try {
      const after = widgetLook(el);
      // Per control, the computed properties the page's rules changed: none.
      const changed = Object.fromEntries(
        Object.entries(before).map(([control, look]) => [
          control,
          Object.keys(look).filter((name) => after[control]![name] !== look[name]),
        ]),
      );
      expect(changed).to.deep.equal({ input: [], label: [], button: [], form: [] });
      // The widget's own look, not merely an unchanged one.
      const button = getComputedStyle(ui.submitButton(el));
      expect(button.backgroundColor, 'the button keeps the accent fill').to.equal('rgb(11, 92, 213)');
      expect(button.float).to.equal('none');
      expect(getComputedStyle(ui.emailInput(el)).borderTopStyle, 'the input keeps its solid border').to.equal('solid');
    } finally {
      pageCss.remove();
    }
  });

  it('takes the integrator’s styles through an id and [part~="…"] selectors, as ::part() would in a shadow root', async () => {
    const el = await lightWidget(await api.freshEvent());
    el.id = 'brand-widget';
    const brandCss = document.createElement('style');
    // snippet: theming-light-dom-parts: the rule docs/theming.md gives for winning on purpose.
    brandCss.textContent = `
      #brand-widget { --event-register-accent: rgb(15, 118, 110); }
      event-register#brand-widget [part~="submit"] { letter-spacing: 3px; }`;
    document.head.append(brandCss);
    try {
      const button = getComputedStyle(ui.submitButton(el));
      expect(button.letterSpacing).to.equal('3px');
      expect(button.backgroundColor).to.equal('rgb(15, 118, 110)');
    } finally {
      brandCss.remove();
    }
  });

  it('adopts its stylesheet once per document, whatever the number of widgets', async () => {
    await lightWidget(await api.freshEvent());
    const count = document.adoptedStyleSheets.length;
    await lightWidget(await api.freshEvent());
    await lightWidget(await api.freshEvent());
    expect(document.adoptedStyleSheets.length).to.equal(count);
    expect(count).to.be.greaterThan(0);
  });

  it('reads render-root when it connects: a later change warns and changes nothing', async () => {
    const el = await lightWidget(await api.freshEvent());
    const output = await ui.captureConsole(async () => {
      el.setAttribute('render-root', 'shadow');
      await el.updateComplete;
    });
    expect(output.warnings.join('\n')).to.include('render-root is read when the element connects');
    expect(el.shadowRoot).to.equal(null);
    expect(el.querySelector('form')).to.not.equal(null);
  });

  it('is filled by the browser’s autofill from a saved address, and sends what it filled', async function () {
    const eventId = await api.freshEvent();
    const el = await lightWidget(eventId);
    const result = await executeServerCommand<{ filled?: boolean; unsupported?: string }, unknown>('autofill', {
      inputId: ui.emailInput(el).id,
      fields: [
        { name: 'NAME_FULL', value: 'Ada Lovelace' },
        { name: 'EMAIL_ADDRESS', value: 'ada.autofill@example.com' },
      ],
    });
    // Only Chromium exposes its autofill to automation (the DevTools Protocol's Autofill domain).
    if (result?.unsupported) this.skip();
    expect(result?.filled).to.equal(true);
    await el.updateComplete;
    expect(ui.emailInput(el).value).to.equal('ada.autofill@example.com');
    expect(ui.nameInput(el).value).to.equal('Ada Lovelace');
    await ui.submitAndWait(el, 'registered');
    const sent = (await api.requestsFor(eventId)).map((r) => r.body);
    expect(sent).to.deep.equal([{ email: 'ada.autofill@example.com', name: 'Ada Lovelace' }]);
  });
});
