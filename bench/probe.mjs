// Runs in every benchmark page before the page's own scripts (an init script), the same in
// both variants. It records what the page costs as the browser reports it:
// - usable: the first moment the email input exists, has a box and takes focus (the focus is
//   given back at once), in ms from navigation start, checked on every DOM change and every
//   animation frame;
// - first paint and first contentful paint;
// - long tasks (PerformanceObserver `longtask`) and layout shifts (`layout-shift`, without
//   recent input, summed as CLS);
// - how long each of its own checks took, so that the benchmark can take them out of the long
//   tasks they ran in;
// - ready (the widget's pages only): the element is defined, has finished its first update and
//   holds its own form, with no pre-rendered markup left: a press of Register is now handled
//   (before it, on the pre-rendered page, a press does nothing).
// The usable check focuses the form, and a focus makes the widget fetch its interaction code: a
// page that measures when that code is fetched opts out with `<html data-bench-passive>`. On a
// page with a `dialog` widget (`<html data-bench-dialog>`), whose form is in a closed dialog,
// usable is the first moment the widget's button exists and has a box; it is not focused, as a
// focus of it is an approach that fetches the form's code.
export function probe() {
  const state = {
    usable: undefined,
    defined: undefined,
    ready: undefined,
    longTasks: [],
    cls: 0,
    shifts: [],
    probeChecks: [],
  };
  window.__bench = state;
  // Awaited by the benchmark over the DevTools Protocol: nothing else is injected into the page.
  let usable;
  window.__benchUsable = new Promise((resolve) => (usable = resolve));
  // The same for ready, so that the benchmark hears of it at once rather than at its next poll.
  let markReady;
  window.__benchReady = new Promise((resolve) => (markReady = resolve));
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        state.shifts.push({
          start: entry.startTime,
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => ({
            node: source.node
              ? `${source.node.nodeName}${source.node.className ? `.${source.node.className}` : ''}`
              : null,
            from: [source.previousRect.y, source.previousRect.height],
            to: [source.currentRect.y, source.currentRect.height],
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // Not Chromium: the benchmark runs in Chromium only.
  }
  const emailInput = () => {
    const host = document.querySelector('event-register');
    return (host?.shadowRoot ?? document).querySelector('input[name="email"]');
  };
  // Checked whenever the DOM changes (the parser adding the plain form; Lit rendering into a
  // shadow root), at once, in the mutation observer's callback, and at every animation frame:
  // usable is the first moment it holds, not a frame number, nor whenever a task posted for
  // the check gets its turn (which would delay the parsed form more than the widget). Making the
  // input's style current and focusing it is work done inside the page's own task; its duration is
  // recorded, so that the benchmark can take it out of that task's length.
  const timedCheck = () => {
    const start = performance.now();
    const done = check();
    const end = performance.now();
    // Most checks (the input not there yet) take less than the clock's resolution: nothing to subtract.
    if (end > start) state.probeChecks.push({ start, end });
    return done;
  };
  const observed = new WeakSet();
  const observer = new MutationObserver(() => {
    if (state.usable !== undefined) return;
    // A declarative shadow root (pre-rendered markup) is attached by the parser, not through
    // attachShadow: observe it once seen, so that its form is found as it is parsed.
    const root = document.querySelector('event-register')?.shadowRoot;
    if (root && !observed.has(root)) {
      observed.add(root);
      observer.observe(root, { childList: true, subtree: true });
    }
    timedCheck();
  });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (state.usable === undefined) observer.observe(root, { childList: true, subtree: true });
    return root;
  };
  const done = () => {
    observer.disconnect();
    Element.prototype.attachShadow = attachShadow;
  };
  const check = () => {
    if (state.usable !== undefined) return true;
    // A page marked `data-bench-passive` (the marketing pages) is never focused: a focus is
    // an interaction, and the widget fetches its interaction code on one. Such a page has no usable.
    if (document.documentElement?.hasAttribute('data-bench-passive')) {
      done();
      return true;
    }
    if (document.documentElement?.hasAttribute('data-bench-dialog')) {
      const host = document.querySelector('event-register');
      const button = (host?.shadowRoot ?? host)?.querySelector('[part~="dialog-button"]');
      if (!button?.isConnected || !button.checkVisibility()) return false;
      state.usable = performance.now();
      usable(state.usable);
      done();
      return true;
    }
    const input = emailInput();
    if (!input || !input.isConnected) return false;
    // Has a box: checkVisibility() answers from style alone, where measuring the box would force
    // a layout in the middle of the page's own task, work the next frame does anyway.
    if (!input.checkVisibility()) return false;
    const before = document.activeElement;
    input.focus({ preventScroll: true });
    if (input.getRootNode().activeElement !== input) return false;
    state.usable = performance.now();
    usable(state.usable);
    input.blur();
    if (before instanceof HTMLElement) before.focus({ preventScroll: true });
    done();
    return true;
  };
  observer.observe(document, { childList: true, subtree: true });
  const frame = () => {
    if (!timedCheck()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Never resolves on the plain page, which defines nothing.
  customElements.whenDefined('event-register').then(async () => {
    state.defined = performance.now();
    const host = document.querySelector('event-register');
    await host.updateComplete;
    const root = host.shadowRoot ?? host;
    const ready = () => {
      if (root.querySelector('form') && !root.querySelector('.er-prerendered')) {
        state.ready = performance.now();
        markReady(state.ready);
      } else requestAnimationFrame(ready);
    };
    ready();
  });
}
