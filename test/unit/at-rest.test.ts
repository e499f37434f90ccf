/**
 * What the form shows at rest (src/interaction/memory/at-rest.ts) as a table:
 * atRest(now, record, limit, reconfigured) gives the `Submission` to show instead of
 * `now`, or undefined to keep it. A remembered registration shows at rest, and
 * replaces what belonged to an old configuration; a rate limit in force shows at
 * rest; a submission under way or a fresh result is kept unless reconfigured.
 */
import { expect } from '@open-wc/testing';
import type { ApiFailure } from '../../src/api/types.js';
import { atRest } from '../../src/interaction/memory/at-rest.js';
import type { RememberedRegistration } from '../../src/interaction/memory/remember.js';
import type { Submission } from '../../src/interaction/submission.js';

interface Input {
  now: Submission;
  record: RememberedRegistration | undefined;
  limit: ApiFailure | undefined;
  reconfigured: boolean;
}

/** The only place that knows the input's shape: defaults, then the row's overrides. */
function inputOf(overrides: Partial<Input>): Input {
  return { now: { state: 'idle' }, record: undefined, limit: undefined, reconfigured: false, ...overrides };
}

const record: RememberedRegistration = {
  email: 'a@example.com',
  magicLink: 'https://example.com/join/1',
  viewerId: 'v1',
  registrationId: 'r1',
  savedAt: 1_700_000_000_000,
};
const remembered: Submission = {
  state: 'success',
  success: { remembered: true, shown: { view: 'remembered', email: record.email, magicLink: record.magicLink } },
};
const fresh: Submission = {
  state: 'success',
  success: { shown: { view: 'registered', email: 'ada@example.com', magicLink: 'https://x.test' } },
};
const limit: ApiFailure = { kind: 'rate-limited', fieldErrors: [], retryAt: Date.now() + 60_000 };
const network: ApiFailure = { kind: 'network', fieldErrors: [] };
const error: Submission = { state: 'error', failure: network };
const submitting: Submission = { state: 'submitting' };

const rows: { name: string; input: Partial<Input>; expected: Submission | undefined }[] = [
  { name: 'idle, nothing remembered: kept', input: {}, expected: undefined },
  { name: 'idle, a registration remembered: shown', input: { record }, expected: remembered },
  { name: 'idle, remembered and a rate limit: the registration', input: { record, limit }, expected: remembered },
  { name: 'idle, a rate limit: shown at rest', input: { limit }, expected: { state: 'idle', failure: limit } },
  {
    name: 'idle showing an old failure, nothing in force: kept',
    input: { now: { state: 'idle', failure: network } },
    expected: undefined,
  },
  { name: 'submitting, remembered: kept', input: { now: submitting, record }, expected: undefined },
  { name: 'submitting, a rate limit: kept', input: { now: submitting, limit }, expected: undefined },
  {
    name: 'submitting, reconfigured: to rest',
    input: { now: submitting, reconfigured: true },
    expected: { state: 'idle' },
  },
  {
    name: 'submitting, reconfigured, remembered: the registration',
    input: { now: submitting, record, reconfigured: true },
    expected: remembered,
  },
  { name: 'an error, a rate limit: kept', input: { now: error, limit }, expected: undefined },
  {
    name: 'an error, reconfigured with a rate limit: the rate limit',
    input: { now: error, limit, reconfigured: true },
    expected: { state: 'idle', failure: limit },
  },
  { name: 'a fresh success, remembered: kept', input: { now: fresh, record }, expected: undefined },
  {
    name: 'a fresh success, reconfigured: to rest',
    input: { now: fresh, reconfigured: true },
    expected: { state: 'idle' },
  },
  {
    name: 'a remembered success, forgotten since: to rest',
    input: { now: remembered },
    expected: { state: 'idle' },
  },
  {
    name: 'a remembered success, forgotten, a rate limit: the rate limit',
    input: { now: remembered, limit },
    expected: { state: 'idle', failure: limit },
  },
  {
    name: 'a remembered success, still remembered: shown again',
    input: { now: remembered, record },
    expected: remembered,
  },
];

describe('atRest', () => {
  for (const { name, input, expected } of rows) {
    it(name, () => {
      const { now, record, limit, reconfigured } = inputOf(input);
      expect(atRest(now, record, limit, reconfigured)).to.deep.equal(expected);
    });
  }
});
