/**
 * The address (src/address/): "Did you mean …@gmail.com?" under the email field when it loses
 * focus, or instead of sending a press whose address has a suggestion not yet seen; the success
 * view's "Check your inbox: we emailed … your link to join the event." with "Wrong address?".
 * Against the local API, in both roots.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { EventRegister } from '../../../src/event-register.js';
import { expectAccessible } from '../../helpers/a11y.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

// snippet: embedding-email-suggestions (email-suggestions naming the page's own domains)

const hint = (el: EventRegister): HTMLElement | null => ui.root(el).querySelector('[part~="email-hint"]');
const useButton = (el: EventRegister) => ui.part<HTMLButtonElement>(el, '[part~="email-hint-use"]');
const keepButton = (el: EventRegister) => ui.part<HTMLButtonElement>(el, '[part~="email-hint-keep"]');
// Presence is asserted as a boolean: chai's message for a failed comparison with an element would
// inspect Lit's object graph, long enough to time the whole run out (test/helpers/widget.ts).

/** Text without the bidirectional isolates around the addresses. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u2068\u2069]/g, '').trim();

/** A unique address at a mistyped gmail.com, and the one it meant. */
function typo(): { typed: string; meant: string } {
  const local = api.uniqueEmail('Ada').split('@')[0]!;
  return { typed: `${local}@gmial.com`, meant: `${local}@gmail.com` };
}

/** Waits for the hint, failing at once if the widget sends the address instead. */
async function untilHint(el: EventRegister, step: string): Promise<HTMLElement> {
  let sent = false;
  const onSend = (): void => void (sent = true);
  el.addEventListener('register-submit', onSend);
  try {
    await waitUntil(() => hint(el) || sent, `${step}: no hint within 5 s`, { timeout: 5000 });
  } finally {
    el.removeEventListener('register-submit', onSend);
  }
  if (sent) throw new Error(`${step}: the address was sent, with no hint`);
  return hint(el)!;
}

/** A widget for a fresh event whose first press, with a mistyped address, is held to show the hint. */
async function heldPress() {
  const eventId = await api.freshEvent();
  const el = await ui.mountWidget({ 'event-id': eventId });
  const { typed, meant } = typo();
  await ui.fill(el, { email: typed });
  ui.submitButton(el).click();
  await untilHint(el, 'a press with an unseen suggestion');
  return { eventId, el, typed, meant };
}

/** Focus into the email field, then out to the name field, with the keyboard. */
async function typeThenLeave(el: EventRegister, address: string): Promise<void> {
  ui.emailInput(el).focus();
  await ui.typeInto(el, 'email', address);
  await sendKeys({ press: 'Tab' });
}

ui.forEachRoot(() => {
  describe('a mistyped mail domain', () => {
    it('shows a hint when the field loses focus, tied to the field, not an error; Use puts the address in', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      const { typed, meant } = typo();
      await typeThenLeave(el, typed);
      const shown = await untilHint(el, 'leaving the field');
      expect(plain(shown.querySelector('p')?.textContent)).to.equal(`Did you mean ${meant}?`);
      const input = ui.emailInput(el);
      const described = (input.getAttribute('aria-describedby') ?? '').split(/\s+/);
      expect(described, 'the hint describes the field').to.include(shown.querySelector('p')!.id);
      expect(input.hasAttribute('aria-invalid'), 'not invalid').to.equal(false);
      expect(ui.errorSummary(el) !== null, 'not in an error summary').to.equal(false);
      expect(getComputedStyle(shown.querySelector('p')!).color, 'in the text colour, not red').to.equal(
        getComputedStyle(ui.part(el, 'label')).color,
      );
      expect(plain(ui.statusRegion(el).textContent), 'said politely').to.equal(`Did you mean ${meant}?`);
      expect(plain(useButton(el).textContent)).to.equal(`Use ${meant}`);
      expect(plain(keepButton(el).textContent)).to.equal(`Keep ${typed}`);
      await expectAccessible(el, 'the hint shown on leaving the field');

      useButton(el).click();
      await ui.settled(el);
      expect(hint(el) !== null, 'the hint goes').to.equal(false);
      expect(ui.emailInput(el).value).to.equal(meant);
      ui.expectFocus(el, ui.emailInput(el), 'Use keeps the focus in the field');
      const event = await ui.submitAndWait(el, 'registered', 'submit the suggested address');
      expect(event.detail.eventId).to.equal(eventId);
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([meant]);
    });

    it('holds a press with a suggestion not yet seen, once: Keep sends the address as typed', async () => {
      const { eventId, el, typed, meant } = await heldPress();
      expect(el.state, 'nothing is sent').to.equal('idle');
      expect(await api.requestsFor(eventId), 'no request').to.deep.equal([]);
      expect(plain(useButton(el).textContent)).to.equal(`Use ${meant}`);
      await expectAccessible(el, 'the hint of a held press');

      keepButton(el).click();
      await ui.settled(el);
      expect(hint(el) !== null, 'Keep hides the hint').to.equal(false);
      ui.expectFocus(el, ui.emailInput(el), 'after Keep');
      await ui.submitAndWait(el, 'registered', 'the next press sends the address as typed');
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([typed]);
    });

    it('holds a press once: Use, then the next press sends the suggested address', async () => {
      const { eventId, el, meant } = await heldPress();
      useButton(el).click();
      await ui.settled(el);
      await ui.submitAndWait(el, 'registered', 'the press after Use');
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([meant]);
    });

    it('never moves Register under a press: a hint due as the field loses focus waits for the click', async () => {
      // The chunk is on the page, so that the widget has it before the press (as after any typing).
      await import('../../../src/address/address.js');
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      const { typed } = typo();
      ui.emailInput(el).focus();
      await ui.typeInto(el, 'email', typed);
      await ui.settled(el);
      const button = ui.submitButton(el);
      let clicks = 0;
      button.addEventListener('click', () => clicks++);
      const box = button.getBoundingClientRect();
      const position: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
      await sendMouse({ type: 'move', position });
      await sendMouse({ type: 'down' });
      let hintDuringPress = true;
      try {
        await ui.settled(el);
        hintDuringPress = hint(el) !== null;
      } finally {
        // Released whatever happens: a button left down would hold up every test after this one.
        await sendMouse({ type: 'up' });
      }
      expect(hintDuringPress, 'a hint while the pointer is down').to.equal(false);
      await untilHint(el, 'the press, held');
      expect(clicks, 'the press reached Register').to.equal(1);
      expect(el.state, 'held: nothing is sent').to.equal('idle');
      expect(await api.requestsFor(eventId), 'no request').to.deep.equal([]);
    });

    it('a press past a shown hint sends, and a declined suggestion never comes back for that address', async () => {
      const eventId = await api.freshEvent();
      const el = await ui.mountWidget({ 'event-id': eventId });
      const { typed } = typo();
      await typeThenLeave(el, typed);
      await untilHint(el, 'leaving the field');
      keepButton(el).click();
      await ui.settled(el);
      // Into the field and out again: the same address, declined.
      await sendKeys({ press: 'Tab' });
      await ui.settled(el);
      expect(hint(el) !== null, 'a hint again after Keep').to.equal(false);
      await ui.submitAndWait(el, 'registered', 'a press after Keep is not held');
      expect((await api.registrations(eventId)).map((r) => r.email)).to.deep.equal([typed]);
    });

    it('right to left, on a dark surface: in Arabic, the addresses read left to right', async () => {
      const el = await ui.mountWidget({ locale: 'ar', theme: 'dark' });
      const { typed, meant } = typo();
      await typeThenLeave(el, typed);
      const shown = await untilHint(el, 'leaving the field, in Arabic');
      expect(getComputedStyle(shown).direction).to.equal('rtl');
      // Isolated (FSI … PDI): the address keeps its own left-to-right order inside the Arabic sentence.
      expect(shown.querySelector('p')!.textContent).to.include(`\u2068${meant}\u2069`);
      expect(keepButton(el).textContent).to.include(`\u2068${typed}\u2069`);
      expect(shown.querySelector('p')!.textContent, 'in Arabic').to.match(/[\u0600-\u06ff]/);
      await expectAccessible(el, 'the hint in Arabic on a dark surface');
    });

    it('says nothing for a real domain, and nothing at all with email-suggestions="off"', async () => {
      const el = await ui.mountWidget({ 'email-suggestions': 'off' });
      await ui.fill(el, { email: typo().typed });
      await ui.submitAndWait(el, 'registered', 'with suggestions off, a typo is sent at once');
      expect(hint(el) !== null, 'a hint with suggestions off').to.equal(false);
      const real = await ui.mountWidget();
      await ui.fill(real, { email: api.uniqueEmail('viewer').replace('example.com', 'gmx.at') });
      await ui.submitAndWait(real, 'registered', 'a real neighbour of a popular domain is sent at once');
    });

    it("knows the integrator's own domains (email-suggestions), and says which words are none", async () => {
      const el = await ui.mountWidget({
        'email-suggestions': 'acme-corp.example, acme.example https://acme.example',
      });
      const local = api.uniqueEmail('ada').split('@')[0]!;
      let shown: HTMLElement | undefined;
      const logged = await ui.captureConsole(async () => {
        await typeThenLeave(el, `${local}@acme-crop.example`);
        shown = await untilHint(el, 'leaving the field with a typo of an own domain');
        // Into the field and out again: the same value is explained once.
        ui.emailInput(el).focus();
        await sendKeys({ press: 'Tab' });
        await ui.settled(el);
      });
      expect(plain(shown?.querySelector('p')?.textContent)).to.equal(`Did you mean ${local}@acme-corp.example?`);
      expect(logged.warnings).to.deep.equal([
        '<event-register> email-suggestions: not a domain name, left out: https://acme.example',
      ]);
    });
  });

  describe('the address after sending', () => {
    it('says the next step and where the link went; "Wrong address?" brings the form back for a new registration', async () => {
      const { el, eventId, email } = await ui.filledWidget({ remember: true });
      await ui.submitAndWait(el, 'registered');
      await ui.settled(el);
      const sentTo = ui.part(el, '[part~="sent-to"]');
      expect(plain(sentTo.textContent)).to.match(
        new RegExp(`^Check your inbox: we emailed ${email.replace(/\./g, '\\.')} your link to join the event\\.`),
      );
      await expectAccessible(el, 'the success view with the address');

      ui.part<HTMLButtonElement>(el, '[part~="wrong-address"]').click();
      await ui.settled(el);
      expect(el.state).to.equal('idle');
      const input = ui.emailInput(el);
      expect(input.value, 'the address is kept').to.equal(email);
      ui.expectFocus(el, input, 'after "Wrong address?"');
      // Its text is selected (an email input has no selection API to read): typing replaces it.
      await ui.typeKeys('c');
      expect(input.value, 'the typed key replaced the selected address').to.equal('c');

      const corrected = api.uniqueEmail('corrected');
      await ui.typeInto(el, 'email', corrected);
      await ui.submitAndWait(el, 'registered', 'the corrected address');
      const posts = (await api.requestsFor(eventId)).filter((r) => r.method === 'POST');
      expect(posts.map((r) => (r.body as { email: string }).email)).to.deep.equal([email, corrected]);
      const [first, second] = posts.map((r) => r.headers['idempotency-key']);
      expect(second, 'a new idempotency key').to.not.equal(first);
      const stored = JSON.parse(localStorage.getItem(api.rememberKey(eventId)) ?? '{}') as { email?: string };
      expect(stored.email, 'remember keeps the new registration').to.equal(corrected);
      localStorage.removeItem(api.rememberKey(eventId));
    });
  });
});
