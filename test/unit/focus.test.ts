/**
 * Where focus goes after a submission (src/interaction/focus.ts), on a fake host whose
 * renderRoot is a div in the document holding the parts the focus looks for: the
 * success view, the error summary, the submit button and the inputs. A request moves
 * focus only once the host's update has completed (then `moved` resolves); after a failure,
 * to the summary when there is one, else to the button only when focus was outside the
 * form; follow() is a summary link's, to its control.
 */
import { expect } from '@open-wc/testing';
import { FakeHost } from '../helpers/controller-host.js';
import { FocusMover, type FocusHost, type FocusTarget } from '../../src/interaction/focus.js';

/** A host whose update completes when the test says, as a Lit element's does once it has rendered. */
class Host extends FakeHost implements FocusHost {
  completeUpdate: () => void = () => undefined;
  private update: Promise<boolean> = Promise.resolve(true);
  override requestUpdate(): void {
    super.requestUpdate();
    this.update = new Promise((resolve) => (this.completeUpdate = () => resolve(true)));
  }
  override get updateComplete(): Promise<boolean> {
    return this.update;
  }
  matches(selectors: string): boolean {
    return this.renderRoot.matches(selectors);
  }
}

/** The form's parts, as the templates render them; `summary: false` leaves the error summary out. */
function hostOf({ summary = true }: { summary?: boolean } = {}) {
  const host = new Host();
  host.renderRoot.innerHTML = `
    <div class="er-success" tabindex="-1"></div>
    ${summary ? '<div class="er-error-summary" tabindex="-1"></div>' : ''}
    <input class="er-input" name="email">
    <input class="er-input" name="name">
    <input class="er-checkbox" type="checkbox" name="consent">
    <button class="er-submit" type="submit">Register</button>`;
  document.body.append(host.renderRoot);
  const focus = new FocusMover(host);
  const part = (selector: string): HTMLElement => host.renderRoot.querySelector<HTMLElement>(selector)!;
  return { host, focus, part };
}

/** A button on the page, outside the form, where the visitor may be. */
function outside(): HTMLElement {
  const button = document.createElement('button');
  button.textContent = 'elsewhere';
  document.body.append(button);
  return button;
}

/** The focused element, for a failure's message (a DOM node in an assertion stalls the runner's report). */
const focused = (el: Element | null): string => el?.outerHTML ?? 'nothing';

async function moveTo(host: Host, focus: FocusMover, target: FocusTarget): Promise<void> {
  focus.request(target);
  host.completeUpdate();
  await focus.moved;
}

describe('FocusMover', () => {
  afterEach(() => document.body.replaceChildren());

  const rows: { name: string; target: FocusTarget; summary: boolean; from: 'outside' | 'email'; expected: string }[] = [
    { name: 'success: the success view', target: 'success', summary: true, from: 'outside', expected: '.er-success' },
    {
      name: 'failure with a summary: the summary',
      target: 'failure',
      summary: true,
      from: 'email',
      expected: '.er-error-summary',
    },
    {
      name: 'failure, no summary, focus outside the form: the button',
      target: 'failure',
      summary: false,
      from: 'outside',
      expected: '.er-submit',
    },
    {
      name: 'failure, no summary, focus in the form: it stays',
      target: 'failure',
      summary: false,
      from: 'email',
      expected: '.er-input[name="email"]',
    },
    {
      name: 'a control: its input',
      target: 'name',
      summary: true,
      from: 'outside',
      expected: '.er-input[name="name"]',
    },
    { name: 'consent: its checkbox', target: 'consent', summary: true, from: 'outside', expected: '[name="consent"]' },
  ];
  for (const { name, target, summary, from, expected } of rows) {
    it(name, async () => {
      const { host, focus, part } = hostOf({ summary });
      (from === 'outside' ? outside() : part('.er-input[name="email"]')).focus();
      await moveTo(host, focus, target);
      expect(document.activeElement === part(expected), `focus on ${focused(document.activeElement)}`).to.equal(true);
    });
  }

  it('a request asks for an update, and moves nothing before it completes', async () => {
    const { host, focus, part } = hostOf();
    expect(host.controllers, 'not a controller: it has no lifecycle').to.deep.equal([]);
    const elsewhere = outside();
    elsewhere.focus();
    focus.request('success');
    expect(host.updates).to.equal(1);
    // Microtasks run, the update is not complete: focus has not moved.
    await Promise.resolve();
    expect(
      document.activeElement === elsewhere,
      `not updated yet: focus on ${focused(document.activeElement)}`,
    ).to.equal(true);
    host.completeUpdate();
    await focus.moved;
    expect(document.activeElement === part('.er-success'), `focus on ${focused(document.activeElement)}`).to.equal(
      true,
    );
  });

  it('moved resolves at once when nothing was asked; a request moves focus once', async () => {
    const { host, focus, part } = hostOf();
    const elsewhere = outside();
    elsewhere.focus();
    await focus.moved;
    expect(document.activeElement === elsewhere, `focus on ${focused(document.activeElement)}`).to.equal(true);
    await moveTo(host, focus, 'email');
    expect(
      document.activeElement === part('.er-input[name="email"]'),
      `focus on ${focused(document.activeElement)}`,
    ).to.equal(true);
    elsewhere.focus();
    host.requestUpdate();
    host.completeUpdate();
    await focus.moved;
    expect(
      document.activeElement === elsewhere,
      `asked once, moved once: focus on ${focused(document.activeElement)}`,
    ).to.equal(true);
  });

  it('follow focuses the control at once', () => {
    const { focus, part } = hostOf();
    outside().focus();
    const { follow } = focus; // Passed unbound, as the summary's links do.
    follow('email');
    expect(
      document.activeElement === part('.er-input[name="email"]'),
      `focus on ${focused(document.activeElement)}`,
    ).to.equal(true);
  });
});
