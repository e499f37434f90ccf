/**
 * Sending with a submission made offline held (src/interaction/send-or-hold.ts), on a
 * real HeldSubmissionController with a fake host: a network failure online, or any
 * other failure, returns at once; a network failure offline is held (onHold told)
 * until the browser is back online, then sent again and returned as `held`; Cancel
 * while held returns `cancelled` and sends nothing more. `navigator.onLine` is set as
 * a browser offline sets it, and the `online` event dispatched on this window.
 */
import { expect } from '@open-wc/testing';
import { FakeHost, goOnline, restoreOnLine, setOnLine } from '../helpers/controller-host.js';
import type { ApiFailure, ApiResult } from '../../src/api/types.js';
import { HeldSubmissionController } from '../../src/form/held-submission.js';
import type { Success } from '../../src/interaction/modes/mode.js';
import { sendOrHold } from '../../src/interaction/send-or-hold.js';

const success: Success = {
  shown: { view: 'registered', email: 'ada@example.com', magicLink: 'https://example.com/join' },
};
const failed = (kind: ApiFailure['kind']): ApiResult<Success> => ({ ok: false, failure: { kind, fieldErrors: [] } });
const ok: ApiResult<Success> = { ok: true, status: 201, data: success };

/** A send that answers each call with the next result given, and a way to wait for the next hold. */
function fixture(...results: ApiResult<Success>[]) {
  const holder = new HeldSubmissionController(new FakeHost());
  let sends = 0;
  const send = (): Promise<ApiResult<Success>> => Promise.resolve(results[Math.min(sends++, results.length - 1)]!);
  let holds = 0;
  let told: () => void = () => {};
  const onHold = (): void => {
    holds++;
    told();
  };
  /** Resolves once the next hold has been told (and the holder holds). */
  const nextHold = (): Promise<void> => new Promise((resolve) => (told = resolve));
  return { holder, send, onHold, nextHold, sends: () => sends, holds: () => holds };
}

describe('sendOrHold', () => {
  const holders: HeldSubmissionController[] = [];
  afterEach(() => {
    restoreOnLine();
    holders.splice(0).forEach((holder) => {
      holder.cancel();
      holder.hostDisconnected();
    });
  });

  it('sent: returned at once, not held', async () => {
    const f = fixture(ok);
    holders.push(f.holder);
    const outcome = await sendOrHold(f.send, f.holder, new AbortController().signal, f.onHold);
    expect(outcome).to.deep.equal({ sent: ok, held: false, cancelled: false });
    expect(f.holds()).to.equal(0);
  });

  it('a network failure online: returned at once, not held', async () => {
    const f = fixture(failed('network'), ok);
    holders.push(f.holder);
    const outcome = await sendOrHold(f.send, f.holder, new AbortController().signal, f.onHold);
    expect(outcome).to.deep.equal({ sent: failed('network'), held: false, cancelled: false });
    expect(f.sends()).to.equal(1);
    expect(f.holds()).to.equal(0);
    expect(f.holder.holding).to.equal(false);
  });

  const others: ApiFailure['kind'][] = ['timeout', 'server', 'rate-limited', 'validation', 'conflict'];
  for (const kind of others) {
    it(`a ${kind} failure offline is never held`, async () => {
      const f = fixture(failed(kind), ok);
      holders.push(f.holder);
      setOnLine(false);
      const outcome = await sendOrHold(f.send, f.holder, new AbortController().signal, f.onHold);
      expect(outcome).to.deep.equal({ sent: failed(kind), held: false, cancelled: false });
      expect(f.sends()).to.equal(1);
      expect(f.holds()).to.equal(0);
    });
  }

  it('a network failure offline is held, then sent again once back online', async () => {
    const f = fixture(failed('network'), ok);
    holders.push(f.holder);
    setOnLine(false);
    const held = f.nextHold();
    const sending = sendOrHold(f.send, f.holder, new AbortController().signal, f.onHold);
    await held;
    expect(f.holds()).to.equal(1);
    expect(f.holder.holding).to.equal(true);
    expect(f.sends(), 'not sent again while offline').to.equal(1);
    goOnline();
    const outcome = await sending;
    expect(outcome).to.deep.equal({ sent: ok, held: true, cancelled: false });
    expect(f.sends()).to.equal(2);
    expect(f.holder.holding).to.equal(false);
  });

  it('sent again and failing offline again: held again, told again', async () => {
    const f = fixture(failed('network'), failed('network'), ok);
    holders.push(f.holder);
    // The connection goes again by the time the second send fails.
    const send = (): Promise<ApiResult<Success>> => {
      if (f.sends() === 1) setOnLine(false);
      return f.send();
    };
    setOnLine(false);
    let held = f.nextHold();
    const sending = sendOrHold(send, f.holder, new AbortController().signal, f.onHold);
    await held;
    held = f.nextHold();
    goOnline();
    await held;
    expect(f.holds()).to.equal(2);
    expect(f.sends()).to.equal(2);
    expect(f.holder.holding).to.equal(true);
    goOnline();
    expect(await sending).to.deep.equal({ sent: ok, held: true, cancelled: false });
    expect(f.sends()).to.equal(3);
  });

  it('cancelled while held: returned as cancelled, and never sent again', async () => {
    const f = fixture(failed('network'), ok);
    holders.push(f.holder);
    setOnLine(false);
    const held = f.nextHold();
    const sending = sendOrHold(f.send, f.holder, new AbortController().signal, f.onHold);
    await held;
    f.holder.cancel();
    const outcome = await sending;
    expect(outcome).to.deep.equal({ sent: failed('network'), held: true, cancelled: true });
    goOnline();
    expect(f.sends()).to.equal(1);
  });

  it('its signal aborted while held: cancelled', async () => {
    const f = fixture(failed('network'), ok);
    holders.push(f.holder);
    setOnLine(false);
    const controller = new AbortController();
    const held = f.nextHold();
    const sending = sendOrHold(f.send, f.holder, controller.signal, f.onHold);
    await held;
    controller.abort();
    expect((await sending).cancelled).to.equal(true);
    goOnline();
    expect(f.sends()).to.equal(1);
  });
});
