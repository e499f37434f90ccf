/**
 * The result view model (src/interaction/view/result-view.ts) as tables: what
 * formPartsOf() makes of a `Submission` (busy, the button's sending label and state,
 * the countdown of a wait, the banner, as data), which success view successViewOf()
 * draws, a field's errorText(), and serverProblems(), the first server error of each
 * control. Texts are the English sources (msg() outside a widget's withMessages()).
 */
import { expect } from '@open-wc/testing';
import { html, nothing, render, type TemplateResult } from 'lit';
import type { WaitInfo } from '../../src/api/client-options.js';
import type { ApiFailure, MappedFieldError } from '../../src/api/types.js';
import type { ControlName } from '../../src/fields/model.js';
import type { FieldProblem } from '../../src/fields/problem.js';
import type { SuccessViewContext } from '../../src/interaction/templates/success.js';
import type { Submission } from '../../src/interaction/submission.js';
import {
  errorText,
  formPartsOf,
  serverProblems,
  successViewOf,
  type FormPartsInput,
} from '../../src/interaction/view/result-view.js';

/** The only place that knows the input's shape: defaults, then the row's overrides. */
function inputOf(overrides: Partial<FormPartsInput>): FormPartsInput {
  return {
    misconfigured: false,
    locale: 'en',
    onDifferentEmail: () => {},
    submission: { state: 'idle' },
    secondsLeft: undefined,
    fieldError: () => undefined,
    sendingLabel: () => 'Registering…',
    summary: nothing,
    ...overrides,
  };
}

const wait = (reason: WaitInfo['reason']): WaitInfo => ({ reason, until: Date.now() + 30_000, attempt: 2 });
const submitting = (w?: WaitInfo): Submission => ({ state: 'submitting', ...(w && { wait: w }) });
const rateLimited = (retryAt?: number): ApiFailure => ({ kind: 'rate-limited', fieldErrors: [], retryAt });
const network: ApiFailure = { kind: 'network', fieldErrors: [] };

interface Expected {
  busy: boolean;
  sendingLabel?: string;
  countdown?: string;
  buttonState: 'idle' | 'busy' | 'rate-limited';
  /** The banner's tone and first text. */
  banner?: [tone: string, text: string];
}

const rows: { name: string; input: Partial<FormPartsInput>; expected: Expected }[] = [
  { name: 'idle', input: {}, expected: { busy: false, buttonState: 'idle' } },
  {
    name: 'idle, a wait not shown counts nothing',
    input: { secondsLeft: 30 },
    expected: { busy: false, buttonState: 'idle' },
  },
  {
    name: 'sending: the sending label',
    input: { submission: submitting() },
    expected: { busy: true, sendingLabel: 'Registering…', buttonState: 'busy' },
  },
  {
    name: 'a rate limit being waited out',
    input: { submission: submitting(wait('rate-limited')), secondsLeft: 30 },
    expected: {
      busy: true,
      sendingLabel: 'Registering…',
      countdown: 'Too many attempts. Trying again in 30 seconds.',
      buttonState: 'busy',
    },
  },
  {
    name: 'a retry being waited for',
    input: { submission: submitting(wait('retry')), secondsLeft: 1 },
    expected: {
      busy: true,
      sendingLabel: 'Registering…',
      countdown: 'Not sent yet. Trying again in 1 second.',
      buttonState: 'busy',
    },
  },
  {
    name: 'a wait with no seconds shown: no countdown',
    input: { submission: submitting(wait('retry')), secondsLeft: undefined },
    expected: { busy: true, sendingLabel: 'Registering…', buttonState: 'busy' },
  },
  {
    name: 'a rate limit in force after the failure: the button says so, the banner the time',
    input: { submission: { state: 'error', failure: rateLimited(Date.now() + 5 * 60_000) } },
    expected: {
      busy: false,
      buttonState: 'rate-limited',
      banner: ['error', 'Too many attempts. You can try again at'],
    },
  },
  {
    name: 'a rate limit in force at rest (idle with its failure)',
    input: { submission: { state: 'idle', failure: rateLimited(Date.now() + 5 * 60_000) } },
    expected: {
      busy: false,
      buttonState: 'rate-limited',
      banner: ['error', 'Too many attempts. You can try again at'],
    },
  },
  {
    name: 'a rate limit whose deadline has passed: try again now',
    input: { submission: { state: 'error', failure: rateLimited(Date.now() - 1_000) } },
    expected: { busy: false, buttonState: 'idle', banner: ['info', 'You can try again now.'] },
  },
  {
    name: 'a rate limit with no deadline',
    input: { submission: { state: 'error', failure: rateLimited() } },
    expected: {
      busy: false,
      buttonState: 'idle',
      banner: ['error', 'Too many attempts. Please wait a moment and try again.'],
    },
  },
  {
    name: 'a network failure',
    input: { submission: { state: 'error', failure: network } },
    expected: {
      busy: false,
      buttonState: 'idle',
      banner: ['error', 'We could not reach the server. Check your connection and try again.'],
    },
  },
  {
    name: 'a network failure, back online since',
    input: { submission: { state: 'error', failure: network, backOnline: true } },
    expected: {
      busy: false,
      buttonState: 'idle',
      banner: ['info', "You're back online. Press Register to try again."],
    },
  },
  {
    name: 'misconfigured, at rest',
    input: { misconfigured: true },
    expected: {
      busy: false,
      buttonState: 'idle',
      banner: ['error', 'Registration is not available right now. Please try again later.'],
    },
  },
];

describe('formPartsOf', () => {
  for (const { name, input, expected } of rows) {
    it(name, () => {
      const parts = formPartsOf(inputOf(input));
      expect(parts.busy).to.equal(expected.busy);
      expect(parts.sendingLabel).to.equal(expected.sendingLabel);
      expect(parts.countdown).to.equal(expected.countdown);
      expect(parts.buttonState).to.equal(expected.buttonState);
      const banner = parts.banner && [parts.banner.tone, parts.banner.texts[0]?.text];
      // A rate limit's time is the locale's: only the words before it are compared.
      if (expected.banner?.[1].endsWith(' at')) {
        expect(banner?.[0]).to.equal(expected.banner[0]);
        expect(banner?.[1]).to.match(new RegExp(`^${expected.banner[1]} .+\\.$`));
      } else expect(banner).to.deep.equal(expected.banner);
    });
  }

  it('passes the summary through, and the conflict banner action runs onDifferentEmail', () => {
    const summary = html`<p>summary</p>`;
    let runs = 0;
    const conflict: ApiFailure = { kind: 'conflict', fieldErrors: [] };
    const parts = formPartsOf(
      inputOf({ summary, submission: { state: 'error', failure: conflict }, onDifferentEmail: () => (runs += 1) }),
    );
    expect(parts.summary).to.equal(summary);
    expect(parts.banner?.action?.label).to.equal('Use a different email address');
    parts.banner?.action?.run();
    expect(runs).to.equal(1);
  });
});

describe('successViewOf', () => {
  const context: SuccessViewContext = {
    showLink: true,
    slot: (_name, fallback) => fallback ?? html``,
    onNotYou: () => {},
  };
  const textOf = (view: TemplateResult | undefined): string => {
    const div = document.createElement('div');
    render(view, div);
    return (div.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  const success = (shown: Extract<Submission, { state: 'success' }>['success']['shown']): Submission => ({
    state: 'success',
    success: { shown },
  });
  const viewer = { progress_percent: 0, registration_token: 't', slug: 's', viewer_id: 'v' };

  const successRows: { name: string; submission: Submission; expected: string | undefined }[] = [
    { name: 'idle: none', submission: { state: 'idle' }, expected: undefined },
    { name: 'submitting: none', submission: submitting(), expected: undefined },
    { name: 'error: none', submission: { state: 'error', failure: network }, expected: undefined },
    {
      name: 'registered',
      submission: success({ view: 'registered', email: 'ada@example.com', magicLink: 'https://example.com/join' }),
      expected: "You're registered! Check your inbox: we sent you a link to join the event. Open the event",
    },
    {
      name: 'remembered',
      submission: success({ view: 'remembered', email: 'a@example.com', magicLink: 'https://example.com/join' }),
      expected: "You're registered! Registered as \u2068a@example.com\u2069. Open the event Not you?",
    },
    {
      name: 'identified, watching',
      submission: success({ view: 'identified', viewer: { ...viewer, status: 'watching' } }),
      expected: 'Welcome back! Pick up where you left off.',
    },
  ];
  for (const { name, submission, expected } of successRows) {
    it(name, () => {
      const view = successViewOf(submission, context);
      if (expected === undefined) expect(view).to.equal(undefined);
      else expect(textOf(view)).to.equal(expected);
    });
  }
});

const serverError = (field: MappedFieldError['field'], message: string, code: MappedFieldError['code'] = 'other') => ({
  field,
  source: `body.${field}`,
  code,
  message,
});

describe('errorText', () => {
  const cases: { name: string; field: ControlName; problem: FieldProblem | undefined; expected: unknown }[] = [
    { name: 'no problem', field: 'email', problem: undefined, expected: undefined },
    {
      name: 'a client check',
      field: 'email',
      problem: { source: 'client', code: 'required' },
      expected: { text: 'Enter your email address.', raw: false },
    },
    {
      name: 'consent',
      field: 'consent',
      problem: { source: 'client', code: 'required' },
      expected: { text: 'Please agree to continue.', raw: false },
    },
    {
      name: 'a server error we recognise: our words',
      field: 'name',
      problem: { source: 'server', error: serverError('name', 'expected length <= 200', 'too-long') },
      expected: { text: 'Use a name of at most 200 characters.', raw: false },
    },
    {
      name: 'a server error we do not: its words',
      field: 'email',
      problem: { source: 'server', error: serverError('email', 'nope') },
      expected: { text: 'nope', raw: true },
    },
  ];
  for (const { name, field, problem, expected } of cases) {
    it(name, () => expect(errorText(field, problem)).to.deep.equal(expected));
  }
});

describe('serverProblems', () => {
  it('keeps the first error of each control, and leaves out fields with no control', () => {
    const first = serverError('email', 'first', 'invalid');
    const name = serverError('name', 'name');
    const failure: ApiFailure = {
      kind: 'validation',
      fieldErrors: [
        serverError('external_id', 'id'),
        first,
        serverError(null, 'x'),
        serverError('email', 'second'),
        name,
      ],
    };
    expect(serverProblems(failure)).to.deep.equal({
      email: { source: 'server', error: first },
      name: { source: 'server', error: name },
    });
  });
});
