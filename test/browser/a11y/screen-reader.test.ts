/**
 * What a screen-reader user hears, through a virtual screen reader
 * (@guidepup/virtual-screen-reader: it reads the DOM's accessibility semantics as
 * a screen reader would, and speaks live regions and focus changes). It does not
 * enter shadow roots, so it starts on the widget's own root element, inside the
 * shadow root or the light DOM (the suite runs this file in both).
 *
 * Two logs per state:
 * - what is said by itself while the state arrives (live regions, focus), each
 *   thing once and in a fixed order (docs/accessibility.md has the table);
 * - one walk through the whole widget afterwards, as a person reading it with
 *   the reader's "next" command: each title, announcement and next step once.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { sendKeys } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

/** The widget's root element: where the reader starts, in whichever root the form renders. */
function widgetRoot(el: EventRegister): Element {
  const found = ui.root(el).querySelector('.er-root');
  if (!found) throw new Error('<event-register> rendered no .er-root');
  return found;
}

/**
 * What the reader says by itself while `action` runs, as a listener hears it. The reader speaks
 * once per DOM mutation record in a live region, and says an atomic region whole each time: Lit's
 * development build inserts a text node and then sets its text, two records for one change of the
 * region. A listener hears the region's new text once, so identical phrases in a row are one; a
 * region emptied says nothing. Anything said again after something else stays in, and fails.
 */
async function saidDuring(el: EventRegister, action: () => Promise<void>): Promise<string[]> {
  await virtual.start({ container: widgetRoot(el) });
  try {
    await virtual.clearSpokenPhraseLog();
    await action();
    await ui.settled(el);
    const heard: string[] = [];
    for (const phrase of await virtual.spokenPhraseLog()) {
      if (/^(polite|assertive): $/.test(phrase)) continue;
      if (heard.at(-1) !== phrase) heard.push(phrase);
    }
    return heard;
  } finally {
    await virtual.stop();
  }
}

/** One pass through the widget with the reader's "next", from its first item until it comes round again (at most 200 steps). */
async function walk(el: EventRegister): Promise<string[]> {
  await virtual.start({ container: widgetRoot(el) });
  try {
    const [first] = await virtual.spokenPhraseLog();
    for (let step = 0; step < 200; step++) {
      await virtual.next();
      const log = await virtual.spokenPhraseLog();
      if (log.length > 1 && log.at(-1) === first) return log.slice(0, -1);
    }
    throw new Error(
      `the walk did not come round to "${first}" within 200 steps: ${JSON.stringify(await virtual.spokenPhraseLog())}`,
    );
  } finally {
    await virtual.stop();
  }
}

/** A phrase without the bidirectional isolates around addresses (a screen reader does not voice them). */
const plain = (phrase: string): string => phrase.replace(/[\u2068\u2069]/g, '');

/** Fails unless exactly one phrase of `phrases` contains `text`, listing the phrases. */
function saidOnce(phrases: readonly string[], text: string, where: string): void {
  const count = phrases.filter((phrase) => phrase.includes(text)).length;
  if (count !== 1) throw new Error(`${where}: "${text}" said ${count} times, expected once:\n${phrases.join('\n')}`);
}

/** Fails unless `phrases` are exactly `expected`, listing both (chai's diff of long arrays says only their lengths). */
function expectPhrases(phrases: readonly string[], expected: readonly string[], where: string): void {
  if (phrases.length === expected.length && phrases.every((phrase, i) => phrase === expected[i])) return;
  throw new Error(
    `${where}: heard\n  ${phrases.join('\n  ') || '(nothing)'}\nexpected\n  ${expected.join('\n  ') || '(nothing)'}`,
  );
}

// The form as a person hears it, from the form landmark to the (empty) status region.
const FORM_START = ['form, Event registration', 'paragraph', 'Test mode', 'end of paragraph'];
const FORM_END = ['button, Register', 'end of form, Event registration', 'status'];

/** The success view's line once the address chunk is here: the next step, the link's purpose and the address. */
const SENT_TO = (email: string) => `Check your inbox: we emailed ${email} your link to join the event.`;

ui.forEachRoot(() => {
  describe('what a screen-reader user hears', () => {
    it('idle: the form, each control named once, no "not invalid", "not busy" or "not disabled"', async () => {
      const el = await ui.mountWidget();
      const heard = await walk(el);
      expectPhrases(
        heard,
        [
          ...FORM_START,
          'Email',
          'textbox, Email, required',
          'Name',
          '(optional)',
          'textbox, Name (optional)',
          ...FORM_END,
        ],
        'the walk at rest',
      );
    });

    it('an empty submit: focus on the error summary, "There is a problem" once, then each error at its field', async () => {
      const el = await ui.mountWidget();
      const said = await saidDuring(el, async () => {
        ui.submitButton(el).click();
        await api.within(
          waitUntil(() => ui.errorSummary(el), 'no error summary'),
          'an empty submit shows the error summary',
        );
      });
      // The summary's alert is inserted with its content: a screen reader speaks it (the virtual one
      // does not model that), and the summary's container, which takes focus, has no name to say again.
      expectPhrases(said, [], 'said by itself after an empty submit');
      ui.expectFocus(el, ui.errorSummary(el), 'after an empty submit');
      const heard = await walk(el);
      saidOnce(heard, 'There is a problem', 'the walk after an empty submit');
      expectPhrases(
        heard,
        [
          ...FORM_START,
          'alert',
          'heading, There is a problem, level 2',
          'list',
          'listitem, level 1, position 1, set size 1',
          'link, Enter your email address.',
          'end of listitem, level 1, position 1, set size 1',
          'end of list',
          'end of alert',
          'Email',
          'paragraph',
          'Error:',
          'Enter your email address.',
          'end of paragraph',
          'textbox, Email, Error: Enter your email address., invalid, required',
          'Name',
          '(optional)',
          'textbox, Name (optional)',
          ...FORM_END,
        ],
        'the walk after an empty submit',
      );
    });

    it('a server error: "Sending" once, then focus on the summary with the server’s reason at its field', async () => {
      const el = await ui.mountWidget();
      // Well formed, so the widget sends it; the local API knows .invalid cannot receive mail (a 422).
      await ui.fill(el, { email: 'someone@example.invalid', name: 'Ada' });
      const said = await saidDuring(el, async () => void (await ui.submitAndWait(el, 'submit-error')));
      expectPhrases(said, ['polite: Sending your registration…'], 'said by itself after a server error');
      ui.expectFocus(el, ui.errorSummary(el), 'after the server’s 422');
      const heard = await walk(el);
      saidOnce(heard, 'There is a problem', 'the walk after a server error');
      saidOnce(heard, 'link, Use an email address that can receive mail.', 'the walk after a server error');
      // The status region is empty again: nothing left behind to be read a second time.
      expect(heard.filter((phrase) => phrase.includes('Sending'))).to.deep.equal([]);
    });

    it('a suggested address: said once as it appears, then read with the field only', async () => {
      const el = await ui.mountWidget();
      const local = api.uniqueEmail('ada').split('@')[0]!;
      ui.emailInput(el).focus();
      await ui.typeInto(el, 'email', `${local}@gmial.com`);
      const hint = `Did you mean ${local}@gmail.com?`;
      const said = await saidDuring(el, async () => {
        await sendKeys({ press: 'Tab' });
        await api.within(
          waitUntil(() => ui.root(el).querySelector('[part~="email-hint"]'), 'no hint'),
          'leaving the email field shows the hint',
        );
      });
      // The field focus moved to, and the hint, once (the virtual reader speaks the region first).
      expectPhrases(
        said.map(plain).sort(),
        [`polite: ${hint}`, 'textbox, Name (optional)'],
        'said by itself when the field loses focus',
      );
      // The person moves on (Tab, to the Name field's next stop): the live region has said it, and is empty again.
      await sendKeys({ press: 'Tab' });
      await ui.settled(el);
      const heard = (await walk(el)).map(plain);
      saidOnce(heard, 'Did you mean', 'the walk with the hint shown');
      expectPhrases(
        heard,
        [
          ...FORM_START,
          'Email',
          `textbox, Email, ${local}@gmial.com, ${hint}, required`,
          `button, Use ${local}@gmail.com`,
          `button, Keep ${local}@gmial.com`,
          'Name',
          '(optional)',
          'textbox, Name (optional)',
          ...FORM_END,
        ],
        'the walk with the hint shown',
      );
    });

    it('a success: "You’re registered!" and the next step said once, by the view itself', async () => {
      const { el, email } = await ui.filledWidget();
      const said = await saidDuring(el, async () => void (await ui.submitAndWait(el, 'registered')));
      expectPhrases(
        said.map(plain),
        [
          'polite: Sending your registration…',
          `polite: You're registered! ${SENT_TO(email)} Wrong address?`,
          // Focus arrives on the view: its role, and no name to say the message again.
          'group',
        ],
        'said by itself after a success',
      );
      ui.expectFocus(el, ui.root(el).querySelector('[part~="success"]'), 'after the success');
      const heard = (await walk(el)).map(plain);
      expectPhrases(
        heard,
        [
          'region, Event registration',
          'status',
          'group',
          "heading, You're registered!, level 2",
          'paragraph',
          SENT_TO(email),
          'button, Wrong address?',
          'end of paragraph',
          'end of group',
          'end of status',
          'end of region, Event registration',
        ],
        'the walk after a success',
      );
      saidOnce(heard, "You're registered!", 'the walk after a success');
      // The next step and where the link went, heard once and in one phrase.
      saidOnce(heard, 'inbox', 'the walk after a success');
      saidOnce(heard, email, 'the walk after a success');
      expect(
        heard.find((phrase) => phrase.includes('inbox')),
        'the next step names the address',
      ).to.include(email);
      saidOnce(said, email, 'said by itself after a success');
    });
  });
});
