/**
 * The held submission (src/form/held-submission.ts) as a unit, on a fake host with a
 * `renderRoot`: when it tries `ready` again (the `online` event; a backoff only while
 * the browser says it is online), that it is released once, and never once cancelled
 * (Cancel, the banner's Cancel, the holder's `signal`), and that a disconnected host
 * stops it trying until connected again. The `online` event is dispatched on this
 * window, with `navigator.onLine` set as a browser offline sets it; no timers are
 * awaited: every try here starts synchronously from the event or a stubbed timer.
 */
import { expect } from '@open-wc/testing';
import { FakeHost, goOnline, restoreOnLine, setOnLine } from '../helpers/controller-host.js';
import { HeldSubmissionController } from '../../src/form/held-submission.js';

/** A holder whose tries the test settles: `tries` counts them, `tries[i](true)` says it can be sent. */
function heldSubmission() {
  const host = new FakeHost();
  const tries: ((ready: boolean) => void)[] = [];
  const holder = new HeldSubmissionController(host);
  const ready = (): Promise<boolean> => new Promise<boolean>((resolve) => tries.push(resolve));
  /** Holds, and records each release (true: sent; false: let go). */
  const hold = (signal?: AbortSignal) => {
    const releases: boolean[] = [];
    const held = holder.hold(ready, signal).then((sent) => void releases.push(sent));
    return { releases, held };
  };
  return { host, holder, tries, hold };
}

/** The focused element, for a failure's message (a DOM node in an assertion stalls the runner's report). */
const focused = (el: Element | null): string => el?.outerHTML ?? 'nothing';
const realSetTimeout = window.setTimeout.bind(window);
/** Lets the try that awaited `ready` run on. */
const settled = (): Promise<void> => new Promise((resolve) => realSetTimeout(resolve));

describe('HeldSubmissionController', () => {
  const created: HeldSubmissionController[] = [];
  afterEach(() => {
    restoreOnLine();
    created.splice(0).forEach((holder) => {
      holder.cancel();
      holder.hostDisconnected();
    });
    document.body.replaceChildren();
  });

  it('offline, tries nothing until the online event, then is released once, sent', async () => {
    const { host, holder, tries, hold } = heldSubmission();
    created.push(holder);
    expect(host.controllers).to.deep.equal([holder]);
    setOnLine(false);
    const { releases, held } = hold();
    expect(holder.holding).to.equal(true);
    expect(tries, 'no try while offline').to.have.length(0);
    goOnline();
    expect(tries, 'one try at the online event').to.have.length(1);
    tries[0]!(true);
    await held;
    expect(releases).to.deep.equal([true]);
    expect(holder.holding).to.equal(false);
    goOnline();
    expect(tries, 'nothing more once sent').to.have.length(1);
  });

  it('holding again while held returns the same promise, tries again, and is released once', async () => {
    const { holder, tries } = heldSubmission();
    created.push(holder);
    setOnLine(false);
    const ready = (): Promise<boolean> => new Promise<boolean>((resolve) => tries.push(resolve));
    const first = holder.hold(ready);
    const second = holder.hold(ready);
    expect(second === first, 'the same held submission').to.equal(true);
    const releases: boolean[] = [];
    void first.then((sent) => releases.push(sent));
    goOnline();
    expect(tries, 'one try for both').to.have.length(1);
    tries[0]!(true);
    await first;
    await settled();
    expect(releases).to.deep.equal([true]);
  });

  it('a cancelled submission is let go, and never tried nor sent', async () => {
    const { host, holder, tries, hold } = heldSubmission();
    created.push(holder);
    setOnLine(false);
    const { releases, held } = hold();
    const updates = host.updates;
    holder.cancel();
    await held;
    expect(releases).to.deep.equal([false]);
    expect(holder.holding).to.equal(false);
    expect(host.updates, 'the banner goes').to.be.above(updates);
    goOnline();
    expect(tries).to.have.length(0);
  });

  it('cancelled while a try is under way: the try ends, nothing is sent', async () => {
    const { holder, tries, hold } = heldSubmission();
    created.push(holder);
    setOnLine(false);
    const { releases, held } = hold();
    goOnline();
    expect(tries).to.have.length(1);
    holder.cancel();
    tries[0]!(true);
    await held;
    await settled();
    expect(releases).to.deep.equal([false]);
    expect(holder.holding).to.equal(false);
  });

  it('the holder’s signal, aborted, cancels it', async () => {
    const { holder, tries, hold } = heldSubmission();
    created.push(holder);
    setOnLine(false);
    const controller = new AbortController();
    const { releases, held } = hold(controller.signal);
    controller.abort();
    await held;
    expect(releases).to.deep.equal([false]);
    goOnline();
    expect(tries).to.have.length(0);
  });

  it('the banner’s Cancel focuses the form’s button first, then cancels', async () => {
    const { host, holder, hold } = heldSubmission();
    created.push(holder);
    const button = document.createElement('button');
    button.className = 'er-submit';
    host.renderRoot.append(button);
    document.body.append(host.renderRoot);
    setOnLine(false);
    const { releases, held } = hold();
    let holdingAtFocus: boolean | undefined;
    button.addEventListener('focus', () => (holdingAtFocus = holder.holding));
    holder.cancelFromBanner();
    await held;
    expect(document.activeElement === button, `focus on ${focused(document.activeElement)}`).to.equal(true);
    expect(holdingAtFocus, 'focus moved while the banner was still there').to.equal(true);
    expect(releases).to.deep.equal([false]);
  });

  it('a try that finds it not ready tries again at the next online event, and says so (an update)', async () => {
    const { host, holder, tries, hold } = heldSubmission();
    created.push(holder);
    setOnLine(false);
    const { releases, held } = hold();
    goOnline();
    const updates = host.updates;
    setOnLine(false);
    tries[0]!(false);
    await settled();
    expect(host.updates, 'the form re-renders: offline or not, it says which').to.be.above(updates);
    expect(releases).to.deep.equal([]);
    expect(holder.holding).to.equal(true);
    goOnline();
    expect(tries).to.have.length(2);
    tries[1]!(true);
    await held;
    expect(releases).to.deep.equal([true]);
  });

  it('online, tries on a backoff; offline, no timer; after the last try, only the online event tries again', async () => {
    // The backoff's timers, run by the test rather than waited for (1 + 2 + … + 30 s).
    const timers: { run: () => void; ms: number }[] = [];
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((run: () => void, ms: number) =>
      timers.push({ run, ms })) as unknown as typeof window.setTimeout;
    try {
      const { holder, tries, hold } = heldSubmission();
      created.push(holder);
      const { releases } = hold();
      for (let attempt = 0; attempt < 8; attempt++) {
        expect(timers, `a timer before try ${attempt + 1}`).to.have.length(attempt + 1);
        timers[attempt]!.run();
        expect(tries, `try ${attempt + 1}`).to.have.length(attempt + 1);
        tries[attempt]!(false);
        await settled();
      }
      expect(timers.map((t) => t.ms)).to.deep.equal([1, 2, 4, 8, 16, 30, 30, 30].map((s) => s * 1000));
      expect(timers, 'no timer after the last try').to.have.length(8);
      expect(holder.holding, 'still held: Cancel still offered').to.equal(true);
      setOnLine(false);
      holder.hold(() => new Promise<boolean>((resolve) => tries.push(resolve)));
      expect(timers, 'held again offline: no timer').to.have.length(8);
      goOnline();
      expect(tries, 'the online event tries again').to.have.length(9);
      tries[8]!(true);
      // Not `await held`: were it never released, the stubbed timers would stall the runner.
      await settled();
      expect(releases).to.deep.equal([true]);
    } finally {
      window.setTimeout = original;
    }
  });

  it('disconnected, it stops trying; connected again while held, it tries again', () => {
    const { holder, tries, hold } = heldSubmission();
    created.push(holder);
    setOnLine(false);
    hold();
    holder.hostDisconnected();
    goOnline();
    expect(tries).to.have.length(0);
    setOnLine(false);
    holder.hostConnected();
    goOnline();
    expect(tries).to.have.length(1);
  });

  it('connected with nothing held, it listens for nothing', () => {
    const { holder, tries } = heldSubmission();
    created.push(holder);
    holder.hostConnected();
    goOnline();
    expect(tries).to.have.length(0);
    expect(holder.holding).to.equal(false);
  });
});
