/**
 * `sessions` on a server: `renderEventRegister()` and the snippet command render the choice of a
 * time. A server cannot know the visitor's zone, nor when the page is read: the times are in the
 * organiser's zone (or UTC), named, with no distance and no "Best time for you" tag.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { main } from '../../src/server/cli.js';
import { renderEventRegister, type EventRegisterAttributes } from '../../src/server/render.js';
import { stylesheetText } from '../../src/server/styles.js';

const CONNECTION = { 'api-key': 'pk_live_1', 'base-url': 'https://api.example.com/v1' };
/** Two sessions to come (in January, outside daylight saving time), one long ended. */
const SESSIONS = [
  { eventId: 'evt_apac', start: '2099-01-06T02:00:00Z', title: 'Asia-Pacific' },
  { eventId: 'evt_emea', start: '2099-01-06T10:00:00Z', end: '2099-01-06T11:00:00Z', title: 'Europe' },
  { eventId: 'evt_past', start: '2020-01-06T10:00:00Z', title: 'Long gone' },
];

const rendered = (attributes: EventRegisterAttributes = {}): Promise<string> =>
  renderEventRegister({ ...CONNECTION, sessions: JSON.stringify(SESSIONS), ...attributes }, { styles: 'none' });

/** Each radio's tag, and the text of each session's time, Lit's markers left out. */
function choice(markup: string): { radios: string[]; times: string[] } {
  const plain = markup.replace(/<!--[^>]*-->/g, '');
  return {
    radios: [...plain.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]),
    times: [...plain.matchAll(/<span class="er-session-when">([^<]*)/g)].map((m) => m[1]!.trim()),
  };
}

describe('sessions rendered on a server', () => {
  it('renders a radio per session to come, in UTC by default, naming the zone, with no distance or tag', async () => {
    const markup = await rendered();
    assert.match(markup, /<fieldset class="er-field er-sessions" part="sessions"/);
    assert.match(markup, /<legend class="er-label">(<!--[^>]*-->)*Choose a time/);
    const { radios, times } = choice(markup);
    assert.deepEqual(
      radios.map((radio) => /value="([^"]+)"/.exec(radio)?.[1]),
      ['evt_apac', 'evt_emea'],
      'the ended session is left out',
    );
    assert.doesNotMatch(markup.slice(markup.indexOf('<template')), /Long gone/);
    assert.deepEqual(times, ['Tue, Jan 6, 2099, 2:00 AM UTC', 'Tue, Jan 6, 2099, 10:00 AM UTC']);
    assert.doesNotMatch(markup, /er-session-distance|er-session-best|Best time for you/);
    // No radio is chosen at first, and none is written `checked="false"` (which HTML reads as checked).
    assert.ok(
      radios.every((radio) => !/\bchecked\b/.test(radio)),
      radios.join('\n'),
    );
    // The group's name and the first radio's id come from the form's own id prefix.
    const email = /id="([^"]+)-email"/.exec(markup)?.[1];
    assert.ok(email);
    assert.match(radios[0]!, new RegExp(`name="${email}-session" value="evt_apac" id="${email}-session"`));
  });

  it("renders the times in the organiser's zone when it is given, naming it", async () => {
    const berlin = choice(await rendered({ 'organizer-time-zone': 'Europe/Berlin' }));
    assert.deepEqual(berlin.times, ['Tue, Jan 6, 2099, 3:00 AM GMT+1', 'Tue, Jan 6, 2099, 11:00 AM GMT+1']);
    const newYork = choice(await rendered({ 'organizer-time-zone': 'America/New_York' }));
    assert.deepEqual(newYork.times, ['Mon, Jan 5, 2099, 9:00 PM EST', 'Tue, Jan 6, 2099, 5:00 AM EST']);
    // In the widget's language: German words, the zone as German names it.
    const german = choice(await rendered({ 'organizer-time-zone': 'Europe/Berlin', locale: 'de' }));
    assert.deepEqual(german.times, ['Di., 6. Jan. 2099, 03:00 MEZ', 'Di., 6. Jan. 2099, 11:00 MEZ']);
  });

  it('checks the radio that event-id names, and shows the one time left without a group', async () => {
    const { radios } = choice(await rendered({ 'event-id': 'evt_emea' }));
    assert.deepEqual(
      radios.map((radio) => /\bchecked\b/.test(radio)),
      [false, true],
    );
    const one = await renderEventRegister(
      { ...CONNECTION, sessions: JSON.stringify(SESSIONS.slice(1)) },
      { styles: 'none' },
    );
    assert.doesNotMatch(one, /type="radio"/);
    assert.match(one, /<p class="er-session er-session-single" part="session">/);
  });

  it('renders the group in the light DOM too, without part attributes', async () => {
    const markup = await rendered({ 'render-root': 'light' });
    assert.equal(choice(markup).radios.length, 2);
    assert.doesNotMatch(markup, / part="/);
  });

  it('renders no form when every session has ended and registration is closed: the browser says so', async () => {
    const ended = JSON.stringify(SESSIONS.slice(2));
    const markup = await renderEventRegister({ ...CONNECTION, sessions: ended }, { styles: 'none' });
    assert.equal(
      markup,
      `<event-register api-key="pk_live_1" base-url="https://api.example.com/v1" sessions="${ended.replace(/"/g, '&quot;')}"></event-register>`,
    );
    // Open for the recording: the form, with no choice (there is none left to make).
    const onDemand = await renderEventRegister(
      { ...CONNECTION, sessions: ended, 'after-end': 'on-demand' },
      { styles: 'none' },
    );
    assert.match(onDemand, /<form /);
    assert.doesNotMatch(onDemand, /er-session/);
  });

  it("styles the group before the script: the server's stylesheets have the sessions' rules", () => {
    assert.match(stylesheetText('shadow'), /\.er-session-option\s*\{/);
    assert.match(stylesheetText('light'), /\.er-session-option/);
  });
});

describe('npx event-register snippet --sessions', () => {
  async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const code = await main(
      ['snippet', '--api-key', 'pk_live_1', '--base-url', 'https://api.example.com/v1', ...args],
      (text) => (out += text),
      (text) => (err += text),
    );
    return { code, out, err };
  }

  it('renders the group with the sessions flags, and needs no --event-id', async () => {
    const { code, out } = await run(
      '--sessions',
      JSON.stringify(SESSIONS),
      '--organizer-time-zone',
      'Europe/Berlin',
      '--sessions-mode',
      'one',
    );
    assert.equal(code, 0);
    assert.deepEqual(choice(out).times, ['Tue, Jan 6, 2099, 3:00 AM GMT+1', 'Tue, Jan 6, 2099, 11:00 AM GMT+1']);
    assert.match(out, /organizer-time-zone="Europe\/Berlin"/);
    // The sessions' rules are in the inline style.
    assert.match(/<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '', /\.er-session-option/);
  });

  it('refuses bad sessions JSON, an unknown zone, and sessions that have all ended, with exit code 2', async () => {
    const json = await run('--sessions', '[{"eventId": "evt_1",');
    assert.equal(json.code, 2);
    assert.equal(json.out, '');
    assert.match(json.err, /^<event-register> sessions\b.*\n$/);
    const zone = await run('--sessions', JSON.stringify(SESSIONS), '--organizer-time-zone', 'Mars/Olympus');
    assert.equal(zone.code, 2);
    assert.match(zone.err, /^<event-register> organizer-time-zone\b.*\n$/);
    const ended = await run('--sessions', JSON.stringify(SESSIONS.slice(2)));
    assert.equal(ended.code, 2);
    assert.match(ended.err, /^--sessions: every session has ended, and registration is closed/);
    // Without sessions, an event ID is still needed.
    const none = await run();
    assert.equal(none.code, 2);
    assert.match(none.err, /event-id/);
  });
});
