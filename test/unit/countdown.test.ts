/**
 * The countdown (src/interaction/countdown.ts) with a fake host that counts
 * updates: follow() counts down to a deadline, whole seconds rounded up; following
 * undefined or a deadline already past stops it; following the same deadline again
 * changes nothing; the end (onDone, awaited as a promise on a deadline 1.9 s ahead)
 * and disconnection. It keeps no deadline of its own beyond the one it follows.
 */
import { expect } from '@open-wc/testing';
import { FakeHost } from '../helpers/controller-host.js';
import { CountdownController } from '../../src/interaction/countdown.js';

describe('CountdownController', () => {
  const started: CountdownController[] = [];
  afterEach(() => started.splice(0).forEach((countdown) => countdown.follow(undefined)));

  function countdown(onDone?: () => void) {
    const host = new FakeHost();
    const controller = new CountdownController(host, onDone);
    started.push(controller);
    return { host, controller };
  }

  it('registers with its host, and counts nothing until it follows a deadline', () => {
    const { host, controller } = countdown();
    expect(host.controllers).to.deep.equal([controller]);
    expect(controller.secondsLeft).to.equal(undefined);
    expect(host.updates).to.equal(0);
  });

  it('follow counts whole seconds, rounded up; following undefined stops it, with one update each', () => {
    const { host, controller } = countdown();
    controller.follow(Date.now() + 4_500);
    expect(controller.secondsLeft).to.equal(5);
    expect(host.updates).to.equal(1);
    controller.follow(undefined);
    expect(controller.secondsLeft).to.equal(undefined);
    expect(host.updates).to.equal(2);
    controller.follow(undefined);
    expect(host.updates, 'stopping a stopped countdown re-renders nothing').to.equal(2);
  });

  it('following the same deadline again changes nothing; a new one replaces it', () => {
    const { host, controller } = countdown();
    const until = Date.now() + 10_000;
    controller.follow(until);
    controller.follow(until);
    expect(host.updates, 'the same deadline').to.equal(1);
    expect(controller.secondsLeft).to.equal(10);
    controller.follow(Date.now() + 2_500);
    expect(controller.secondsLeft).to.equal(3);
  });

  it('a deadline already past does not start, and stops one under way', () => {
    const { host, controller } = countdown();
    controller.follow(Date.now() - 1);
    expect(controller.secondsLeft).to.equal(undefined);
    expect(host.updates).to.equal(0);
    controller.follow(Date.now() + 10_000);
    controller.follow(Date.now());
    expect(controller.secondsLeft).to.equal(undefined);
  });

  it('calls onDone when the deadline passes, and stops', async function () {
    this.timeout(10_000);
    let done!: () => void;
    const ended = new Promise<void>((resolve) => (done = resolve));
    const { host, controller } = countdown(() => done());
    // The first tick (at 1 s) must come before the deadline to be counted: 0.9 s of room for a
    // late timer on a loaded machine, and the test still ends at the second tick.
    controller.follow(Date.now() + 1_900);
    await ended;
    expect(controller.secondsLeft).to.equal(undefined);
    expect(host.updates, 'at the start, each second, at the end').to.be.at.least(3);
  });

  it('stops when the host disconnects', () => {
    const { host, controller } = countdown();
    controller.follow(Date.now() + 10_000);
    controller.hostDisconnected();
    expect(controller.secondsLeft).to.equal(undefined);
    expect(host.updates).to.equal(2);
  });
});
