/**
 * The widget in a frame of another origin, as site builders' "Embed HTML" boxes put it: the
 * stand-in CDN's `/__frame` page (demo/cdn-server.ts) loads the built entry and holds the
 * element, in a frame sandboxed with `allow-scripts allow-forms` (an opaque origin: no storage,
 * `Origin: null`, no new tab, no download), and in one that adds `allow-same-origin allow-popups
 * allow-downloads`. The parent cannot reach into either: the frame's probe
 * (test/pages/frame-probe.js) posts what happened and does what it is asked.
 *
 * In the opaque frame the browser acts, and its sandbox refuses for real (Chromium and WebKit
 * return null from `open()`, Firefox throws). In the frame that allows tabs and downloads, the
 * probe records what the widget asks for instead of doing it: a real window takes the focus from
 * the test page, which Firefox does not give back, and a real download may not finish in a
 * headless browser. The assertions there are on what the widget did: `open()` with its link in a
 * new tab, a `.ics` Blob offered by `<a download>`, and no link to copy.
 */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import * as api from '../../helpers/api.js';
import * as ui from '../../helpers/widget.js';

interface ProbeMessage {
  probe: true;
  type: string;
  [key: string]: unknown;
}

const OPAQUE = 'allow-scripts allow-forms';
const ALLOWED = `${OPAQUE} allow-same-origin allow-popups allow-downloads`;

/** A frame of the stand-in CDN's origin, with every message its probe posted. */
class EmbeddedFrame {
  readonly messages: ProbeMessage[] = [];
  private waiters: (() => void)[] = [];
  readonly frame = document.createElement('iframe');

  constructor(sandbox: string, attrs: Record<string, string>, width = 600) {
    // The frame that allows everything records what the widget asks for (test/pages/frame-probe.js).
    const act = sandbox.includes('allow-popups') ? '?act=record' : '';
    const probe = new URL(`/test/pages/frame-probe.js${act}`, location.href).href;
    this.frame.setAttribute('sandbox', sandbox);
    this.frame.title = 'embedded widget';
    // At the viewport's corner, so that a pointer press lands where the probe measured.
    this.frame.style.cssText = `position:fixed;inset-block-start:0;inset-inline-start:0;border:0;inline-size:${width}px;block-size:560px`;
    this.frame.src = `${api.env.cdnOrigin}/__frame?attrs=${encodeURIComponent(JSON.stringify(attrs))}&probe=${encodeURIComponent(probe)}`;
    addEventListener('message', this.onMessage);
    document.body.append(this.frame);
  }

  private readonly onMessage = (event: MessageEvent): void => {
    if (event.source !== this.frame.contentWindow || !(event.data as ProbeMessage)?.probe) return;
    this.messages.push(event.data as ProbeMessage);
    for (const wake of this.waiters.splice(0)) wake();
  };

  /** Anything uncaught in the frame, or the probe failing: the test fails at once with it. */
  private trouble(): string | undefined {
    const bad = this.messages.find((m) => m.type === 'uncaught' || m.type === 'probe-failed');
    return bad ? `${bad.type} in the frame: ${String(bad.text)}` : undefined;
  }

  /** The first message of `type` that `match` accepts; fails at once on `failing` (another outcome) or trouble. */
  async next(type: string, step: string, match: (m: ProbeMessage) => boolean = () => true, failing?: string) {
    const found = new Promise<ProbeMessage>((resolve, reject) => {
      const look = (): void => {
        const trouble = this.trouble();
        const other = failing && this.messages.find((m) => m.type === failing);
        const hit = this.messages.find((m) => m.type === type && match(m));
        if (trouble) reject(new Error(`${step}: ${trouble}`));
        else if (other) reject(new Error(`${step}: ${failing} instead: ${JSON.stringify(other)}`));
        else if (hit) resolve(hit);
        else this.waiters.push(look);
      };
      look();
    });
    return api.within(found, step);
  }

  ask(request: Record<string, unknown>): void {
    this.frame.contentWindow?.postMessage(request, '*');
  }

  /** A real pointer press on the widget's part `selector` (user activation, which a new tab needs). */
  async press(selector: string): Promise<void> {
    const before = this.messages.length;
    this.ask({ do: 'rect', selector });
    const rect = await this.next(
      'rect',
      `the position of ${selector}`,
      (m) => this.messages.indexOf(m) >= before && m.selector === selector,
    );
    expect(rect.missing, `${selector} is shown`).to.equal(undefined);
    const frame = this.frame.getBoundingClientRect();
    const x = Math.round(frame.left + Number(rect.left) + Number(rect.width) / 2);
    const y = Math.round(frame.top + Number(rect.top) + Number(rect.height) / 2);
    await sendMouse({ type: 'click', position: [x, y] });
  }

  async state(): Promise<{ height: number; copyLink?: string; copyLabel?: string; remembered?: unknown }> {
    const before = this.messages.length;
    this.ask({ do: 'state' });
    const state = await this.next('state', 'the frame state', (m) => this.messages.indexOf(m) >= before);
    return state as unknown as { height: number; copyLink?: string; copyLabel?: string; remembered?: unknown };
  }

  warnings(): string[] {
    return this.messages.filter((m) => m.type === 'console').map((m) => String(m.text));
  }

  remove(): void {
    removeEventListener('message', this.onMessage);
    this.frame.remove();
  }
}

/** Registers in the frame against the local API: the `registered` detail (no secrets) and its link. */
async function register(frame: EmbeddedFrame): Promise<ProbeMessage> {
  await frame.next('loaded', 'the frame page to load');
  frame.ask({ do: 'register', email: `frame-${Date.now()}@example.com` });
  const registered = await frame.next('registered', 'a registration from the frame', undefined, 'submit-error');
  expect(registered.detail, 'the event carries no secret to the parent').to.not.have.property('magicLink');
  return registered;
}

ui.forEachRoot((root) => {
  describe('in a sandboxed frame of another origin', () => {
    let frames: EmbeddedFrame[] = [];
    let eventId: string;
    const embed = (sandbox: string, extra: Record<string, string> = {}): EmbeddedFrame => {
      const frame = new EmbeddedFrame(sandbox, {
        'event-id': eventId,
        'api-key': api.env.publishableKey,
        'base-url': api.env.baseUrl,
        'render-root': root,
        remember: '',
        'show-link': '',
        // Joinable now: Join now shows.
        'event-start': new Date(Date.now() + 5 * 60_000).toISOString(),
        ...extra,
      });
      frames.push(frame);
      return frame;
    };

    beforeEach(async () => {
      await api.normalServer();
      eventId = await api.freshEvent();
    });
    afterEach(() => {
      for (const frame of frames) frame.remove();
      frames = [];
    });

    it('registers from an opaque origin, says once that it cannot remember, and offers the link where a tab and a file are refused', async () => {
      const frame = embed(OPAQUE);
      const loaded = await frame.next('loaded', 'the frame page to load');
      expect(loaded.origin, 'the sandbox makes the origin opaque').to.equal('null');
      await register(frame);
      expect((await api.registrations(eventId)).length, 'the API has the registration').to.equal(1);
      const says = (pattern: RegExp): string[] => frame.warnings().filter((line) => pattern.test(line));
      // Said while the success is told, before the registered event: here already.
      expect(says(/^<event-register> remember: /), 'remember says it cannot remember here').to.have.length(1);

      await frame.press('[part~="join"]');
      await frame.next('join', 'the join event');
      const open = await frame.next('open', 'Join now to try a new tab');
      expect(open.opened, 'the sandbox refuses the tab').to.equal(false);
      // Asked after the press was handled: every line it caused is here.
      const state = await frame.state();
      expect(state.remembered, 'no storage in an opaque origin').to.equal('no storage');
      expect(says(/^<event-register> .*allow-popups/), 'one line names allow-popups').to.have.length(1);
      const magicLink = frame.messages.find((m) => m.type === 'join')?.magicLink;
      expect(state.copyLink, 'the person can copy the link').to.equal(magicLink);
      expect(state.copyLabel).to.include('copy this link');

      await frame.press('.er-calendar-button');
      await frame.press('[data-calendar="ics"]');
      const download = await frame.next('download', 'the .ics file to be offered');
      expect(download.name).to.match(/\.ics$/);
      await frame.state();
      expect(says(/^<event-register> .*allow-downloads/), 'one line names allow-downloads').to.have.length(1);
      expect(says(/remember:/), 'remember said it once').to.have.length(1);
      expect(says(/allow-popups/), 'allow-popups named once').to.have.length(1);
      expect(
        frame.messages.filter((m) => m.type === 'uncaught'),
        'nothing uncaught',
      ).to.deep.equal([]);
    });

    it('with allow-same-origin, allow-popups and allow-downloads: remembers, Join now opens a tab, the .ics downloads', async () => {
      const frame = embed(ALLOWED);
      const loaded = await frame.next('loaded', 'the frame page to load');
      expect(loaded.origin, 'the frame keeps its origin').to.equal(api.env.cdnOrigin);
      await register(frame);
      await frame.press('[part~="join"]');
      await frame.next('join', 'the join event');
      const open = await frame.next('open', 'Join now to open a new tab');
      expect(open.url, 'the link, in a tab').to.equal(frame.messages.find((m) => m.type === 'join')?.magicLink);
      expect(open.target).to.equal('_blank');
      await frame.press('.er-calendar-button');
      await frame.press('[data-calendar="ics"]');
      const download = await frame.next('download', 'the .ics file to be offered');
      expect(download.blob, 'a file made in the page').to.equal(true);
      const state = await frame.state();
      expect(state.copyLink, 'nothing to copy: everything opened').to.equal(undefined);
      expect(state.remembered, 'remember kept the registration').to.equal(true);
      expect(frame.warnings(), 'no console line').to.deep.equal([]);
      expect(
        frame.messages.filter((m) => m.type === 'uncaught'),
        'nothing uncaught',
      ).to.deep.equal([]);
    });
  });
});
