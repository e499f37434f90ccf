// Loaded first by the stand-in CDN's `/__frame` page (demo/cdn-server.ts), inside a frame of
// another origin: the parent cannot reach in, so this script tells it, by postMessage, what
// happened (console warnings and errors, uncaught errors, the widget's events, the tabs it
// opened and the files it offered) and does what the parent asks (fill and register, measure).
(() => {
  const tell = (message) => parent.postMessage({ probe: true, ...message }, '*');
  for (const level of ['warn', 'error']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      tell({ type: 'console', level, text: args.map(String).join(' ') });
      original(...args);
    };
  }
  addEventListener('error', (event) =>
    tell({ type: 'uncaught', text: `${String(event.message)} ${event.error?.stack ?? ''}` }),
  );
  addEventListener('unhandledrejection', (event) =>
    tell({ type: 'uncaught', text: `unhandled rejection: ${String(event.reason)} ${event.reason?.stack ?? ''}` }),
  );
  // `?act=record` (the frame that allows tabs and downloads): what the widget asks for is recorded,
  // not done. A real new window takes the focus from the test page (Firefox does not give it back
  // when it closes), and the keyboard tests that run after this file would type into nowhere.
  // Elsewhere the browser acts, so that its sandbox refuses for real.
  const record = new URL(document.currentScript.src).searchParams.get('act') === 'record';
  const open = window.open.bind(window);
  window.open = (url, target, features) => {
    if (record) {
      tell({ type: 'open', url: String(url), target, features, opened: true });
      return { opener: window, close() {} };
    }
    let tab;
    try {
      tab = open(url, target, features);
    } catch (error) {
      // Firefox throws where the sandbox lacks allow-popups.
      tell({ type: 'open', url: String(url), target, features, opened: false, threw: String(error) });
      throw error;
    }
    tell({ type: 'open', url: String(url), target, features, opened: !!tab });
    tab?.close();
    return tab;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.download) tell({ type: 'download', name: this.download, blob: this.href.startsWith('blob:') });
    if (!(record && this.download)) return click.call(this);
  };
  const el = () => document.querySelector('event-register');
  const root = () => el().shadowRoot ?? el();
  for (const name of ['registered', 'join', 'submit-error']) {
    document.addEventListener(name, (event) => {
      // The registration minus its secrets: the parent needs to know it happened, not the link.
      const { magicLink, registrationToken: _token, ...detail } = event.detail ?? {};
      tell({ type: name, detail, magicLink: typeof magicLink === 'string' ? magicLink : undefined });
    });
  }
  tell({ type: 'loaded', origin: self.origin });
  addEventListener('message', async (event) => {
    const ask = event.data;
    if (!ask || typeof ask.do !== 'string') return;
    try {
      if (ask.do === 'register') {
        await customElements.whenDefined('event-register');
        await el().updateComplete;
        const input = root().querySelector('input[name="email"]');
        input.value = ask.email;
        input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        await el().submit();
        tell({ type: 'submitted' });
      } else if (ask.do === 'rect') {
        const target = root().querySelector(ask.selector);
        if (!target) return tell({ type: 'rect', selector: ask.selector, missing: true });
        target.scrollIntoView({ block: 'center' });
        const { left, top, width, height } = target.getBoundingClientRect();
        tell({ type: 'rect', selector: ask.selector, left, top, width, height });
      } else if (ask.do === 'press') {
        // A click from a script: no user activation (a popup blocker may refuse what it opens).
        root().querySelector(ask.selector).click();
        await el().updateComplete;
        tell({ type: 'pressed', selector: ask.selector });
      } else if (ask.do === 'state') {
        await el().updateComplete;
        const copy = root().querySelector('[part~="copy-link"]');
        tell({
          type: 'state',
          height: document.documentElement.scrollHeight,
          copyLink: copy?.querySelector('.er-copy-link')?.textContent,
          copyLabel: copy?.textContent?.trim(),
          remembered: (() => {
            try {
              return Object.keys(localStorage).some((key) => key.startsWith('event-register:'));
            } catch {
              return 'no storage';
            }
          })(),
        });
      }
    } catch (error) {
      tell({ type: 'probe-failed', text: String(error) });
    }
  });
})();
