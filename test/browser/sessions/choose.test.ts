/**
 * Choosing a time (src/sessions/): a widget with several sessions shows a radio group in the
 * visitor's own time, with no choice made at first; a press with no choice is a field error in the
 * summary; the chosen session is the event registered at the local API.
 */
import { expect } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Whole minutes from now, as ISO 8601 with Z. */
const iso = (offset: number): string => new Date(Math.floor((Date.now() + offset) / 60_000) * 60_000).toISOString();

/** Three fresh events as sessions, a day apart, titled. */
async function threeSessions(first = DAY): Promise<{ eventId: string; start: string; title: string }[]> {
  const ids = await Promise.all([api.freshEvent(), api.freshEvent(), api.freshEvent()]);
  return ids.map((eventId, i) => ({
    eventId,
    start: iso(first + i * DAY),
    title: ['Asia-Pacific', 'Europe', 'Americas'][i]!,
  }));
}

const radios = (el: EventRegister) => Array.from(ui.root(el).querySelectorAll<HTMLInputElement>('input[type="radio"]'));

async function sessionsWidget(sessions: unknown, attrs: Record<string, string | boolean> = {}) {
  const el = await ui.mountWidget({ 'event-id': '', sessions: JSON.stringify(sessions), ...attrs });
  await ui.fill(el, { email: api.uniqueEmail(), name: 'Session Person' });
  return el;
}

ui.forEachRoot(() => {
  it('shows a group of every upcoming session, none chosen, and registers the one chosen', async () => {
    const sessions = await threeSessions();
    const el = await sessionsWidget(sessions);
    const group = ui.part(el, 'fieldset[part~="sessions"]');
    expect(group.querySelector('legend')!.textContent.trim()).to.equal('Choose a time');
    expect(radios(el).map((r) => r.value)).to.deep.equal(sessions.map((s) => s.eventId));
    expect(radios(el).filter((r) => r.checked)).to.have.length(0);
    radios(el)[1]!.click();
    const registered = api.nextOutcome(el, 'registered');
    ui.submitButton(el).click();
    expect((await registered).detail.eventId).to.equal(sessions[1]!.eventId);
    expect(await api.requestsFor(sessions[0]!.eventId)).to.have.length(0);
  });

  it('a press with no choice is the error "Choose a time." in the summary, linked to the first radio', async () => {
    const sessions = await threeSessions();
    const el = await sessionsWidget(sessions);
    ui.submitButton(el).click();
    await ui.settled(el);
    expect(ui.summaryEntries(el)).to.deep.equal(['Choose a time.']);
    const link = ui.part<HTMLAnchorElement>(el, '[part~="error-summary"] a');
    expect(link.getAttribute('href')).to.equal(`#${radios(el)[0]!.id}`);
    for (const s of sessions) expect(await api.requestsFor(s.eventId)).to.have.length(0);
  });

  it('event-id naming a session chooses it at first', async () => {
    const sessions = await threeSessions();
    const el = await sessionsWidget(sessions, { 'event-id': sessions[2]!.eventId });
    expect(radios(el).map((r) => r.checked)).to.deep.equal([false, false, true]);
  });

  it('closes once every session has ended, and sends nothing', async () => {
    const id = await api.freshEvent();
    const sessions = [{ eventId: id, start: iso(-3 * HOUR), end: iso(-2 * HOUR) }];
    const el = await ui.mountWidget({ 'event-id': '', sessions: JSON.stringify(sessions) });
    expect(ui.root(el).querySelector('form')).to.equal(null);
    expect(ui.part(el, '[part~="closed"]').textContent.trim()).to.equal('Registration has closed.');
    await el.submit();
    expect(await api.requestsFor(id)).to.have.length(0);
  });
});
