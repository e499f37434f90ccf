/**
 * The form's banner as tables: one row per branch of bannerOf()
 * (src/interaction/view/banner.ts), from a configuration problem to each kind of
 * failure, and the banner of a held submission, heldParts() (src/form/held-view.ts),
 * offline and online. Each row checks the tone, the texts (the widget's own or the
 * server's raw words) and the action. Outside a widget's withMessages(), msg() gives
 * the English source text, which the rows spell out as
 * src/interaction/messages/result-messages.ts, status/status-messages.ts and
 * src/form/messages.ts do.
 */
import { expect } from '@open-wc/testing';
import { restoreOnLine, setOnLine } from '../helpers/controller-host.js';
import type { ApiFailure, MappedFieldError } from '../../src/api/types.js';
import { formatRetryTime } from '../../src/interaction/messages/formatting.js';
import { heldParts } from '../../src/form/held-view.js';
import type { Banner } from '../../src/form/templates/form.js';
import { bannerOf, type BannerInput } from '../../src/interaction/view/banner.js';

const onCancel = (): void => {};
const onDifferentEmail = (): void => {};

/** The only place that knows the input's shape: defaults, then the row's overrides. */
function inputOf(overrides: Partial<BannerInput>): BannerInput {
  return {
    misconfigured: false,
    failure: undefined,
    backOnline: false,
    waiting: false,
    locale: 'en',
    onDifferentEmail,
    ...overrides,
  };
}

const failure = (kind: ApiFailure['kind'], more: Partial<ApiFailure> = {}): ApiFailure => ({
  kind,
  fieldErrors: [],
  ...more,
});
const error = (field: MappedFieldError['field'], message: string, code: MappedFieldError['code'] = 'other') => ({
  field,
  source: field ?? 'query.page',
  code,
  message,
});

// The English texts, as the sources write them.
const OFFLINE_QUEUED = "You're offline. We'll send your details as soon as you're back online.";
const UNAVAILABLE = 'Registration is not available right now. Please try again later.';
const BACK_ONLINE = "You're back online. Press Register to try again.";
const NETWORK = 'We could not reach the server. Check your connection and try again.';
const OFFLINE = "You're offline. Your details are still here: press Register when you're back online.";
const CONFLICT = "You're already registered — check your inbox for your link.";
const TRY_AGAIN_NOW = 'You can try again now.';
const RATE_LIMITED = 'Too many attempts. Please wait a moment and try again.';
const UNEXPLAINED = 'The server did not accept these details. Please check them and try again.';
const TIMEOUT = 'The server took too long to answer. Your details are still here: please try again.';
const SERVER = 'Something went wrong on our side. Please try again in a moment.';
const MALFORMED = 'Something went wrong on our side. Please try again.';
const NOT_FOUND = 'We could not find this event. It may have ended or moved.';

const RETRY_AT = Date.now() + 5 * 60_000;
const LONG = 'x'.repeat(250);
const SHORTENED = `${'x'.repeat(199)}…`;

type Text = [text: string, raw: boolean];
interface Expected {
  tone: 'error' | 'info';
  texts: Text[];
  action?: [label: string, run: () => void];
}
const own = (text: string): Text => [text, false];
const raw = (text: string): Text => [text, true];

const rows: { name: string; input: Partial<BannerInput>; expected: Expected | undefined }[] = [
  {
    name: 'misconfigured, whatever the failure',
    input: { misconfigured: true, failure: failure('conflict') },
    expected: { tone: 'error', texts: [own(UNAVAILABLE)] },
  },
  { name: 'no failure', input: {}, expected: undefined },
  {
    name: 'network, back online',
    input: { failure: failure('network'), backOnline: true },
    expected: { tone: 'info', texts: [own(BACK_ONLINE)] },
  },
  { name: 'network', input: { failure: failure('network') }, expected: { tone: 'error', texts: [own(NETWORK)] } },
  {
    name: 'network, offline',
    input: { failure: failure('network', { offline: true }) },
    expected: { tone: 'error', texts: [own(OFFLINE)] },
  },
  {
    name: 'conflict: another address',
    input: { failure: failure('conflict', { status: 409 }) },
    expected: { tone: 'info', texts: [own(CONFLICT)], action: ['Use a different email address', onDifferentEmail] },
  },
  {
    name: 'rate-limited, waiting: the time to try again',
    input: { failure: failure('rate-limited', { retryAt: RETRY_AT }), waiting: true },
    expected: {
      tone: 'error',
      texts: [own(`Too many attempts. You can try again at ${formatRetryTime(RETRY_AT, 'en')}.`)],
    },
  },
  {
    name: 'rate-limited, the wait over',
    input: { failure: failure('rate-limited', { retryAt: RETRY_AT }), waiting: false },
    expected: { tone: 'info', texts: [own(TRY_AGAIN_NOW)] },
  },
  {
    name: 'rate-limited, no deadline',
    input: { failure: failure('rate-limited'), waiting: true },
    expected: { tone: 'error', texts: [own(RATE_LIMITED)] },
  },
  {
    name: 'validation, unmapped: distinct, at most 3, shortened, then a count with the omitted',
    input: {
      failure: failure('validation', {
        omittedFieldErrors: 10,
        fieldErrors: [
          error('email', 'shown at the field'),
          error(null, 'first'),
          error(null, 'first'),
          error(null, ''),
          error('external_id', 'second'),
          error(null, LONG),
          error(null, 'fourth'),
        ],
      }),
    },
    expected: { tone: 'error', texts: [raw('first'), raw('second'), raw(SHORTENED), own('…and 11 more')] },
  },
  {
    name: 'validation, unknown properties read as one sentence; the count in the locale',
    input: {
      locale: 'en',
      failure: failure('validation', {
        omittedFieldErrors: 1234,
        fieldErrors: [error(null, 'unexpected property', 'unexpected'), error(null, 'also', 'unexpected')],
      }),
    },
    expected: { tone: 'error', texts: [own(UNEXPLAINED), own('…and 1,234 more')] },
  },
  {
    name: 'validation, no field errors: the detail, raw and shortened',
    input: { failure: failure('validation', { detail: LONG }) },
    expected: { tone: 'error', texts: [raw(SHORTENED)] },
  },
  {
    name: 'validation, no field errors nor detail',
    input: { failure: failure('validation', { fieldErrors: [error(null, '')] }) },
    expected: { tone: 'error', texts: [own(UNEXPLAINED)] },
  },
  {
    name: 'validation, field errors only: the fields say it',
    input: { failure: failure('validation', { detail: 'd', fieldErrors: [error('email', 'x'), error(null, '')] }) },
    expected: undefined,
  },
  { name: 'timeout', input: { failure: failure('timeout') }, expected: { tone: 'error', texts: [own(TIMEOUT)] } },
  { name: 'server', input: { failure: failure('server') }, expected: { tone: 'error', texts: [own(SERVER)] } },
  {
    name: 'malformed-response',
    input: { failure: failure('malformed-response') },
    expected: { tone: 'error', texts: [own(MALFORMED)] },
  },
  { name: 'not-found', input: { failure: failure('not-found') }, expected: { tone: 'error', texts: [own(NOT_FOUND)] } },
  ...(['auth', 'forbidden', 'config', 'redirect'] as const).map((kind) => ({
    name: kind,
    input: { failure: failure(kind) },
    expected: { tone: 'error' as const, texts: [own(UNAVAILABLE)] },
  })),
];

/** The banner as the rows spell it out. */
function expectBanner(banner: Banner | undefined, expected: Expected | undefined): void {
  if (!expected) {
    expect(banner).to.equal(undefined);
    return;
  }
  expect(banner?.tone).to.equal(expected.tone);
  expect(banner?.texts.map((t): Text => [t.text, t.raw])).to.deep.equal(expected.texts);
  expect(banner?.action && [banner.action.label, banner.action.run]).to.deep.equal(expected.action);
}

describe('bannerOf', () => {
  for (const { name, input, expected } of rows) {
    it(name, () => expectBanner(bannerOf(inputOf(input)), expected));
  }
});

describe('heldParts', () => {
  // navigator.onLine as a browser sets it, restored after each row.
  afterEach(restoreOnLine);

  const heldRows: { name: string; onLine: boolean; expected: Expected }[] = [
    {
      name: 'offline: it will be sent once back online, with Cancel',
      onLine: false,
      expected: { tone: 'info', texts: [own(OFFLINE_QUEUED)], action: ['Cancel', onCancel] },
    },
    {
      name: 'online: the server could not be reached, with Cancel',
      onLine: true,
      expected: { tone: 'error', texts: [own(NETWORK)], action: ['Cancel', onCancel] },
    },
  ];
  for (const row of heldRows) {
    it(row.name, () => {
      setOnLine(row.onLine);
      const parts = heldParts(onCancel);
      expect(parts.busy).to.equal(true);
      expect(parts.buttonState).to.equal('busy');
      expect(parts.sendingLabel, 'the button keeps its label at rest').to.equal(undefined);
      expectBanner(parts.banner, row.expected);
    });
  }
});
