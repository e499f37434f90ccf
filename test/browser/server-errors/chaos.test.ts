/**
 * Chaos: the widget, driven in the browser, submits 200 registrations while
 * the local API injects random faults (503s, 429s with a short Retry-After,
 * latency, connections dropped before and after the server committed).
 * Every submission must end in `registered` or a reported error with the
 * input intact, and the server must hold exactly one registration per email.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { EventRegister } from '../../../src/event-register.js';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

const SUBMISSIONS = 200;
const WORKERS = 8;
// A person who sees "try again" tries again; bounded so the test always ends.
const MAX_MANUAL_RETRIES = 3;

type Outcome = { registered: boolean; errors: string[]; inputKept: boolean };

function outcomeOf(el: EventRegister): Promise<{ type: string; kind?: string }> {
  return new Promise((resolve) => {
    const done = (event: Event): void => {
      el.removeEventListener('registered', done);
      el.removeEventListener('submit-error', done);
      resolve({ type: event.type, kind: (event as CustomEvent<{ kind?: string }>).detail.kind });
    };
    el.addEventListener('registered', done);
    el.addEventListener('submit-error', done);
  });
}

async function submitOne(eventId: string, email: string): Promise<Outcome> {
  const el = await ui.mountWidget({ 'event-id': eventId });
  await ui.fill(el, { email });
  const outcome: Outcome = { registered: false, errors: [], inputKept: true };
  try {
    for (let attempt = 0; attempt <= MAX_MANUAL_RETRIES && !outcome.registered; attempt += 1) {
      // A person presses Register when it is available (another widget's rate limit for the same key may hold it).
      await waitUntil(
        () => ui.submitButton(el).getAttribute('aria-disabled') !== 'true',
        'the button to be available',
        {
          timeout: 30_000,
          interval: 100,
        },
      );
      const result = outcomeOf(el);
      ui.submitButton(el).click();
      const { type, kind } = await api.within(result, 'the outcome of a submission under chaos', 30_000);
      await el.updateComplete;
      if (type === 'registered') {
        outcome.registered = true;
      } else {
        outcome.errors.push(kind ?? 'unknown');
        if (ui.emailInput(el).value !== email) outcome.inputKept = false;
        // A long rate limit keeps the button disabled until its time; the chaos ones are short.
        await waitUntil(
          () => ui.submitButton(el).getAttribute('aria-disabled') !== 'true',
          'the button to be enabled again',
          { timeout: 30_000, interval: 100 },
        );
      }
    }
  } finally {
    el.parentElement?.remove();
  }
  return outcome;
}

ui.forEachRoot(() => {
  describe('chaos', function () {
    this.timeout(90_000);
    beforeEach(api.normalServer);
    afterEach(api.normalServer);

    it(`${SUBMISSIONS} registrations under random faults: exactly one each, none lost`, async () => {
      const eventId = await api.freshEvent();
      await api.control('chaos', {
        match: 'register',
        seed: 20261122,
        p503: 0.12,
        p429: 0.12,
        pLatency: 0.12,
        latencyMs: 250,
        pDrop: 0.03,
        pDropAfter: 0.03,
        retryAfterSeconds: 1,
      });
      const emails = Array.from({ length: SUBMISSIONS }, (_, i) => `chaos.${i}.${Date.now().toString(36)}@example.com`);
      const outcomes = new Map<string, Outcome>();
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (next < emails.length) {
            const email = emails[next++]!;
            outcomes.set(email, await submitOne(eventId, email));
          }
        }),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      await api.control('chaos', {});

      const stored = await api.registrations(eventId);
      const perEmail = new Map<string, number>();
      for (const r of stored) perEmail.set(r.email, (perEmail.get(r.email) ?? 0) + 1);
      const registered = [...outcomes.values()].filter((o) => o.registered).length;
      const duplicates = [...perEmail.values()].filter((n) => n > 1).length;
      const lost = emails.filter((e) => !outcomes.get(e)?.registered && !outcomes.get(e)?.errors.length).length;
      const reported = [...outcomes.values()].flatMap((o) => o.errors);
      const requests = await api.control<{ requests: { path: string; fault: string | null }[] }>('requests');
      const faults = requests.requests.filter((r) => r.path.includes(eventId) && r.fault).length;

      console.log(
        `chaos: ${SUBMISSIONS} submitted, ${registered} registered, ${duplicates} duplicates, ${lost} lost ` +
          `(${faults} faults injected, ${reported.length} errors reported and retried by hand: ${[...new Set(reported)].join(', ') || 'none'}; ${seconds} s)`,
      );

      expect(faults, 'faults were actually injected').to.be.above(SUBMISSIONS * 0.3);
      expect(lost).to.equal(0);
      expect(duplicates).to.equal(0);
      expect(registered).to.equal(SUBMISSIONS);
      expect(
        [...outcomes.values()].every((o) => o.inputKept),
        'input kept after every error',
      ).to.equal(true);
      expect(stored).to.have.length(SUBMISSIONS);
      expect(new Set(stored.map((r) => r.email))).to.deep.equal(new Set(emails));
    });
  });
});
