/**
 * What the polite live region says (src/interaction/announcer.ts): sending, a
 * wait (the rate limit's or a retry's wording, its seconds rounded up, at least 1),
 * back online, try again now, and nothing. `current` is a function, so a wait's
 * duration follows the locale getter when the language changes. Texts are the
 * English sources of src/interaction/status/status-messages.ts and result-messages.ts.
 */
import { expect } from '@open-wc/testing';
import { Announcer } from '../../src/interaction/announcer.js';

describe('Announcer', () => {
  let locale = 'en';
  const announcer = (): Announcer => new Announcer(() => locale);
  afterEach(() => (locale = 'en'));

  it('says nothing at first, and the progress given while sending', () => {
    const a = announcer();
    expect(a.current).to.equal(undefined);
    a.sending(() => 'Registering…');
    expect(a.current?.()).to.equal('Registering…');
  });

  const waits = [
    { reason: 'rate-limited', inMs: 29_500, said: 'Too many attempts. Trying again in 30 seconds.' },
    { reason: 'retry', inMs: 2_000, said: 'Not sent yet. Trying again in 2 seconds.' },
    { reason: 'retry', inMs: 10, said: 'Not sent yet. Trying again in 1 second.' },
    { reason: 'rate-limited', inMs: -5_000, said: 'Too many attempts. Trying again in 1 second.' },
  ] as const;
  for (const { reason, inMs, said } of waits) {
    it(`a ${reason} wait ${inMs} ms ahead: "${said}"`, () => {
      const a = announcer();
      a.waiting({ reason, until: Date.now() + inMs, attempt: 2 });
      expect(a.current?.()).to.equal(said);
    });
  }

  it('a wait follows the locale, with the seconds counted when it was announced', () => {
    const a = announcer();
    a.waiting({ reason: 'retry', until: Date.now() + 5_000, attempt: 2 });
    expect(a.current?.()).to.equal('Not sent yet. Trying again in 5 seconds.');
    locale = 'de';
    expect(a.current?.()).to.equal('Not sent yet. Trying again in 5 Sekunden.');
  });

  it('back online, try again now, and clear', () => {
    const a = announcer();
    a.backOnline();
    expect(a.current?.()).to.equal("You're back online. Press Register to try again.");
    a.tryAgainNow();
    expect(a.current?.()).to.equal('You can try again now.');
    a.clear();
    expect(a.current).to.equal(undefined);
  });
});
