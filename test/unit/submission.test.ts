/**
 * The submission controller (src/interaction/submission.ts) on a fake host, after
 * the manner of @lit/task's own tests: each run's work is a deferred promise the test
 * settles, so every state in between can be looked at. A run goes submitting, then
 * success or error, each change told to onChange(next, previous) in order; one run at
 * a time; show() and a disconnected host abort a run and drop its late result; a wait
 * reported by the work shows while sending; a work that throws is a network failure.
 */
import { expect } from '@open-wc/testing';
import { FakeHost } from '../helpers/controller-host.js';
import type { WaitInfo } from '../../src/api/client-options.js';
import type { ApiFailure, ApiResult } from '../../src/api/types.js';
import type { Success } from '../../src/interaction/modes/mode.js';
import { SubmissionController, type Submission, type SubmissionWork } from '../../src/interaction/submission.js';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A work the test finishes, with what it was handed. */
function workOf() {
  const result = deferred<ApiResult<Success>>();
  const calls: { signal: AbortSignal; onWait: (wait: WaitInfo) => void }[] = [];
  const work: SubmissionWork = (signal, onWait) => {
    calls.push({ signal, onWait });
    return result.promise;
  };
  return { work, result, calls };
}

function controllerOf() {
  const host = new FakeHost();
  const changes: [next: Submission, previous: Submission][] = [];
  const controller = new SubmissionController(host, (next, previous) => changes.push([next, previous]));
  return { host, controller, changes };
}

const success: Success = {
  shown: { view: 'registered', email: 'ada@example.com', magicLink: 'https://example.com/join' },
};
const failure: ApiFailure = { kind: 'server', fieldErrors: [], status: 503 };
const idle: Submission = { state: 'idle' };
const submitting: Submission = { state: 'submitting' };

describe('SubmissionController', () => {
  it('registers with its host, and is idle at first', () => {
    const { host, controller, changes } = controllerOf();
    expect(host.controllers).to.deep.equal([controller]);
    expect(controller.submission).to.deep.equal(idle);
    expect(controller.busy).to.equal(false);
    expect(changes).to.deep.equal([]);
  });

  it('run: submitting, then success, each change told in order and rendered', async () => {
    const { host, controller, changes } = controllerOf();
    const { work, result } = workOf();
    const ran = controller.run(work);
    expect(controller.busy).to.equal(true);
    expect(controller.submission).to.deep.equal(submitting);
    result.resolve({ ok: true, status: 201, data: success });
    await ran;
    expect(controller.submission).to.deep.equal({ state: 'success', success });
    expect(changes).to.deep.equal([
      [submitting, idle],
      [{ state: 'success', success }, submitting],
    ]);
    expect(host.updates).to.equal(2);
  });

  it('run: submitting, then error with the failure', async () => {
    const { controller, changes } = controllerOf();
    const { work, result } = workOf();
    const ran = controller.run(work);
    result.resolve({ ok: false, failure });
    await ran;
    expect(controller.submission).to.deep.equal({ state: 'error', failure });
    expect(controller.busy).to.equal(false);
    expect(changes.map(([next]) => next.state)).to.deep.equal(['submitting', 'error']);
  });

  it('a second run while one is under way is ignored', async () => {
    const { controller, changes } = controllerOf();
    const first = workOf();
    const second = workOf();
    const ran = controller.run(first.work);
    await controller.run(second.work);
    expect(second.calls, 'the second work never starts').to.have.length(0);
    first.result.resolve({ ok: true, status: 201, data: success });
    await ran;
    expect(changes.map(([next]) => next.state)).to.deep.equal(['submitting', 'success']);
  });

  it('a wait reported by the work shows while sending', async () => {
    const { controller, changes } = controllerOf();
    const { work, result, calls } = workOf();
    const ran = controller.run(work);
    const wait: WaitInfo = { reason: 'retry', until: Date.now() + 2_000, attempt: 2 };
    calls[0]!.onWait(wait);
    expect(controller.submission).to.deep.equal({ state: 'submitting', wait });
    expect(controller.busy).to.equal(true);
    expect(changes[1]).to.deep.equal([{ state: 'submitting', wait }, submitting]);
    result.resolve({ ok: false, failure });
    await ran;
    expect(controller.submission).to.deep.equal({ state: 'error', failure });
  });

  it('show() aborts a run under way; its late result and waits are dropped', async () => {
    const { controller, changes } = controllerOf();
    const { work, result, calls } = workOf();
    const ran = controller.run(work);
    const shown: Submission = { state: 'success', success: { ...success, remembered: true } };
    controller.show(shown);
    expect(calls[0]!.signal.aborted, 'the work is told').to.equal(true);
    expect(controller.submission).to.deep.equal(shown);
    calls[0]!.onWait({ reason: 'retry', until: Date.now() + 1_000, attempt: 2 });
    result.resolve({ ok: false, failure });
    await ran;
    expect(controller.submission, 'the late result changes nothing').to.deep.equal(shown);
    expect(changes).to.deep.equal([
      [submitting, idle],
      [shown, submitting],
    ]);
  });

  it('a run after show() runs again, with a fresh signal', async () => {
    const { controller } = controllerOf();
    const first = workOf();
    void controller.run(first.work);
    controller.show(idle);
    const second = workOf();
    const ran = controller.run(second.work);
    expect(second.calls[0]!.signal.aborted).to.equal(false);
    second.result.resolve({ ok: true, status: 201, data: success });
    first.result.resolve({ ok: false, failure });
    await ran;
    expect(controller.submission).to.deep.equal({ state: 'success', success });
  });

  it('a work that throws is a network failure, and the console is told', async () => {
    const { controller } = controllerOf();
    const { work, result } = workOf();
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const ran = controller.run(work);
      const bug = new Error('a bug');
      result.reject(bug);
      await ran;
      expect(controller.submission).to.deep.equal({ state: 'error', failure: { kind: 'network', fieldErrors: [] } });
      expect(logged).to.have.length(1);
      expect(logged[0]).to.include(bug);
    } finally {
      console.error = original;
    }
  });

  it('a work that throws once aborted is dropped, silently', async () => {
    const { controller, changes } = controllerOf();
    const { work, result } = workOf();
    const ran = controller.run(work);
    controller.show(idle);
    result.reject(new DOMException('aborted', 'AbortError'));
    await ran;
    expect(controller.submission).to.deep.equal(idle);
    expect(changes).to.have.length(2);
  });

  it('the host disconnected while busy: idle, the signal aborted, the late result dropped', async () => {
    const { controller, changes } = controllerOf();
    const { work, result, calls } = workOf();
    const ran = controller.run(work);
    controller.hostDisconnected();
    expect(calls[0]!.signal.aborted).to.equal(true);
    expect(controller.submission).to.deep.equal(idle);
    result.resolve({ ok: true, status: 201, data: success });
    await ran;
    expect(controller.submission).to.deep.equal(idle);
    expect(changes).to.deep.equal([
      [submitting, idle],
      [idle, submitting],
    ]);
  });

  it('the host disconnected at rest: what is shown stays', () => {
    const { controller, changes } = controllerOf();
    controller.show({ state: 'error', failure });
    controller.hostDisconnected();
    expect(controller.submission).to.deep.equal({ state: 'error', failure });
    expect(changes).to.have.length(1);
  });
});
