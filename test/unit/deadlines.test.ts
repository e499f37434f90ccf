/**
 * The deadlines a `Submission` holds (src/interaction/deadlines.ts), read from it:
 * failureOf() the failure it shows, rateLimitOf() a rate limit still in force at
 * `now`, deadlineOf() what the form counts down to (a retry's wait while sending, a
 * rate limit's deadline otherwise), and resumedRateLimit(), a deadline kept in
 * sessionStorage for the same API and key (written here through rememberRateLimit,
 * removed after each test) and not for a configuration with a problem.
 */
import { expect } from '@open-wc/testing';
import type { WaitInfo } from '../../src/api/client-options.js';
import type { ApiFailure } from '../../src/api/types.js';
import { deadlineOf, failureOf, rateLimitOf, resumedRateLimit } from '../../src/interaction/deadlines.js';
import { rememberRateLimit } from '../../src/interaction/memory/rate-limit-memory.js';
import type { Settings } from '../../src/interaction/settings/settings.js';
import type { Submission } from '../../src/interaction/submission.js';

function settingsOf(overrides: Partial<Settings> = {}): Settings {
  return {
    eventId: 'evt_1',
    apiKey: 'pk_test_1',
    baseUrl: 'https://api.example.com',
    mode: 'register',
    externalId: '',
    identifyAttributes: {},
    check: {
      warnings: [],
      input: { eventId: 'evt_1', apiKey: 'pk_test_1', baseUrl: 'https://api.example.com' },
    },
    ...overrides,
  };
}

const NOW = 1_700_000_000_000;
const rateLimited = (retryAt?: number): ApiFailure => ({ kind: 'rate-limited', fieldErrors: [], retryAt });
const server: ApiFailure = { kind: 'server', fieldErrors: [], retryAt: NOW + 60_000 };
const wait: WaitInfo = { reason: 'retry', until: NOW + 3_000, attempt: 2 };
const success: Submission = {
  state: 'success',
  success: { shown: { view: 'registered', email: 'ada@example.com', magicLink: 'https://x.example' } },
};

const rows: {
  name: string;
  submission: Submission;
  failure: ApiFailure | undefined;
  rateLimit: ApiFailure | undefined;
}[] = [
  { name: 'idle', submission: { state: 'idle' }, failure: undefined, rateLimit: undefined },
  { name: 'submitting', submission: { state: 'submitting', wait }, failure: undefined, rateLimit: undefined },
  { name: 'success', submission: success, failure: undefined, rateLimit: undefined },
  {
    name: 'idle with a rate limit ahead',
    submission: { state: 'idle', failure: rateLimited(NOW + 60_000) },
    failure: rateLimited(NOW + 60_000),
    rateLimit: rateLimited(NOW + 60_000),
  },
  {
    name: 'an error with a rate limit ahead',
    submission: { state: 'error', failure: rateLimited(NOW + 1) },
    failure: rateLimited(NOW + 1),
    rateLimit: rateLimited(NOW + 1),
  },
  {
    name: 'a rate limit due now: no longer in force',
    submission: { state: 'error', failure: rateLimited(NOW) },
    failure: rateLimited(NOW),
    rateLimit: undefined,
  },
  {
    name: 'a rate limit with no deadline',
    submission: { state: 'error', failure: rateLimited() },
    failure: rateLimited(),
    rateLimit: undefined,
  },
  {
    name: 'another failure with a deadline',
    submission: { state: 'error', failure: server },
    failure: server,
    rateLimit: undefined,
  },
];

describe('failureOf and rateLimitOf', () => {
  for (const row of rows) {
    it(row.name, () => {
      expect(failureOf(row.submission)).to.deep.equal(row.failure);
      expect(rateLimitOf(row.submission, NOW)).to.deep.equal(row.rateLimit);
    });
  }

  it('rateLimitOf reads the clock when no time is given', () => {
    expect(rateLimitOf({ state: 'error', failure: rateLimited(Date.now() + 60_000) })).to.not.equal(undefined);
    expect(rateLimitOf({ state: 'error', failure: rateLimited(Date.now() - 1) })).to.equal(undefined);
  });
});

describe('deadlineOf', () => {
  const ahead = Date.now() + 60_000;
  const cases: { name: string; submission: Submission; expected: number | undefined }[] = [
    { name: 'idle', submission: { state: 'idle' }, expected: undefined },
    { name: 'sending, no wait', submission: { state: 'submitting' }, expected: undefined },
    { name: 'sending, a wait: its end', submission: { state: 'submitting', wait }, expected: wait.until },
    {
      name: 'a rate limit ahead: its deadline',
      submission: { state: 'error', failure: rateLimited(ahead) },
      expected: ahead,
    },
    { name: 'a rate limit at rest', submission: { state: 'idle', failure: rateLimited(ahead) }, expected: ahead },
    {
      name: 'a rate limit past',
      submission: { state: 'error', failure: rateLimited(Date.now() - 1) },
      expected: undefined,
    },
    { name: 'another failure', submission: { state: 'error', failure: server }, expected: undefined },
    { name: 'success', submission: success, expected: undefined },
  ];
  for (const { name, submission, expected } of cases) {
    it(name, () => expect(deadlineOf(submission)).to.equal(expected));
  }
});

describe('resumedRateLimit', () => {
  afterEach(() =>
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('event-register:rate-limit:'))
      .forEach((key) => sessionStorage.removeItem(key)),
  );

  it('finds the deadline kept for this API and key', () => {
    const retryAt = Date.now() + 60_000;
    expect(resumedRateLimit(settingsOf()), 'nothing kept').to.equal(undefined);
    rememberRateLimit('https://api.example.com/', 'pk_test_1', retryAt);
    expect(resumedRateLimit(settingsOf({ apiKey: 'pk_test_2' })), 'another key').to.equal(undefined);
    expect(resumedRateLimit(settingsOf({ baseUrl: 'https://other.example.com' })), 'another API').to.equal(undefined);
    const problem = settingsOf({ check: { ...settingsOf().check, problem: 'invalid-event-id' } });
    expect(resumedRateLimit(problem), 'a configuration problem').to.equal(undefined);
    expect(resumedRateLimit(settingsOf()), 'the same API, its trailing slash aside').to.deep.equal(
      rateLimited(retryAt),
    );
  });

  it('ignores a deadline already past', () => {
    rememberRateLimit('https://api.example.com', 'pk_test_1', Date.now() - 1_000);
    expect(resumedRateLimit(settingsOf())).to.equal(undefined);
  });

  it('a later deadline kept wins over an earlier one', () => {
    const later = Date.now() + 120_000;
    rememberRateLimit('https://api.example.com', 'pk_test_1', later);
    rememberRateLimit('https://api.example.com', 'pk_test_1', Date.now() + 60_000);
    expect(resumedRateLimit(settingsOf())?.retryAt).to.equal(later);
  });
});
