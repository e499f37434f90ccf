/**
 * The kept press (src/form/pending-press.ts) as a unit: when it tries to load
 * the interaction code again, and that it replays a press once, and never a
 * cancelled one. The `online` event is dispatched on this window, with
 * `navigator.onLine` set as a browser offline sets it; no timers are awaited:
 * every attempt here starts synchronously from the event.
 */
import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PendingPress } from '../../src/form/pending-press.js';

class Host implements ReactiveControllerHost {
  readonly controllers: ReactiveController[] = [];
  updates = 0;
  addController(controller: ReactiveController): void {
    this.controllers.push(controller);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.updates += 1;
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

/** A PendingPress whose loads the test settles: `loads` counts them, `settle(true)` lets the latest one succeed. */
function pendingPress() {
  const host = new Host();
  const loads: ((loaded: boolean) => void)[] = [];
  const replays: number[] = [];
  const press = new PendingPress(
    host,
    () => new Promise<boolean>((resolve) => loads.push(resolve)),
    () => void replays.push(replays.length + 1),
  );
  return { host, press, loads, replays };
}

const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
const setOffline = (): void =>
  void Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
const online = (): void => {
  Object.defineProperty(Navigator.prototype, 'onLine', onLine);
  window.dispatchEvent(new Event('online'));
};
const realSetTimeout = window.setTimeout.bind(window);
/** Lets the attempt that awaited a load run on. */
const settled = (): Promise<void> => new Promise((resolve) => realSetTimeout(resolve));

describe('PendingPress', () => {
  const created: PendingPress[] = [];
  afterEach(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    created.splice(0).forEach((press) => press.hostDisconnected());
  });

  it('offline, tries nothing until the online event, then replays the press once', async () => {
    const { press, loads, replays } = pendingPress();
    created.push(press);
    setOffline();
    press.keep();
    press.keep(); // A second press keeps no second submission.
    expect(press.kept).to.equal(true);
    expect(loads, 'no load while offline').to.have.length(0);
    online();
    expect(loads, 'one load at the online event').to.have.length(1);
    loads[0]!(true);
    await settled();
    expect(replays).to.deep.equal([1]);
    expect(press.kept).to.equal(false);
    online();
    expect(loads, 'nothing more once replayed').to.have.length(1);
  });

  it('a cancelled press is never loaded for nor replayed', () => {
    const { press, loads, replays } = pendingPress();
    created.push(press);
    setOffline();
    press.keep();
    press.cancel();
    expect(press.kept).to.equal(false);
    online();
    expect(loads).to.have.length(0);
    expect(replays).to.deep.equal([]);
  });

  it('cancelled while a load is under way: the load ends, nothing is replayed', async () => {
    const { press, loads, replays } = pendingPress();
    created.push(press);
    setOffline();
    press.keep();
    online();
    expect(loads).to.have.length(1);
    press.cancel();
    loads[0]!(true);
    await settled();
    expect(replays).to.deep.equal([]);
  });

  it('a failed load tries again at the next online event, and says so (an update)', async () => {
    const { host, press, loads, replays } = pendingPress();
    created.push(press);
    setOffline();
    press.keep();
    online();
    const updates = host.updates;
    setOffline();
    loads[0]!(false);
    await settled();
    expect(host.updates, 'the form re-renders: offline or not, it says which').to.be.above(updates);
    expect(replays).to.deep.equal([]);
    online();
    expect(loads).to.have.length(2);
    loads[1]!(true);
    await settled();
    expect(replays).to.deep.equal([1]);
  });

  it('online, tries on a backoff; after the last failed attempt, only the online event or a press tries again', async () => {
    // The backoff's timers, run by the test rather than waited for (1 + 2 + … + 30 s).
    const timers: { run: () => void; ms: number }[] = [];
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((run: () => void, ms: number) =>
      timers.push({ run, ms })) as unknown as typeof window.setTimeout;
    try {
      const { press, loads, replays } = pendingPress();
      created.push(press);
      press.keep();
      for (let attempt = 0; attempt < 8; attempt++) {
        expect(timers, `a timer before attempt ${attempt + 1}`).to.have.length(attempt + 1);
        timers[attempt]!.run();
        expect(loads, `attempt ${attempt + 1} loads`).to.have.length(attempt + 1);
        loads[attempt]!(false);
        await settled();
      }
      expect(timers.map((t) => t.ms)).to.deep.equal([1, 2, 4, 8, 16, 30, 30, 30].map((s) => s * 1000));
      expect(timers, 'no timer after the last attempt').to.have.length(8);
      expect(press.kept, 'still kept: Cancel still offered').to.equal(true);
      online();
      expect(loads, 'the online event tries again').to.have.length(9);
      loads[8]!(true);
      await settled();
      expect(replays).to.deep.equal([1]);
    } finally {
      window.setTimeout = original;
    }
  });

  it('disconnected, it stops listening; connected again with a kept press, it listens again', () => {
    const { press, loads } = pendingPress();
    created.push(press);
    setOffline();
    press.keep();
    press.hostDisconnected();
    online();
    expect(loads).to.have.length(0);
    setOffline();
    press.hostConnected();
    online();
    expect(loads).to.have.length(1);
  });
});
