/**
 * What unit tests of the widget's controllers stand on, instead of an element: a host that
 * records its controllers and counts the updates asked of it, and `navigator.onLine` set as a
 * browser that goes offline sets it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** A controller host whose updates complete at once; its render root is a detached div. */
export class FakeHost implements ReactiveControllerHost {
  readonly controllers: ReactiveController[] = [];
  readonly renderRoot = document.createElement('div');
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

const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;

/** `navigator.onLine` reads `online` (no event is fired). */
export function setOnLine(online: boolean): void {
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
}

/** The browser's own `navigator.onLine` again (no event is fired): for afterEach. */
export function restoreOnLine(): void {
  Object.defineProperty(Navigator.prototype, 'onLine', onLine);
}

/** Offline, as a browser says it when the network goes: `navigator.onLine` false, then the `offline` event. */
export function goOffline(): void {
  setOnLine(false);
  window.dispatchEvent(new Event('offline'));
}

/** Back online, as a browser says it: `navigator.onLine` restored, then the `online` event. */
export function goOnline(): void {
  restoreOnLine();
  window.dispatchEvent(new Event('online'));
}
