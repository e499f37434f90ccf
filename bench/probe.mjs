// Runs in every benchmark page before the page's own scripts (an init script), the same in
// both variants. It records what the page costs as the browser reports it:
// - usable: the first moment the email input exists, has a box and takes focus (the focus is
//   given back at once), in ms from navigation start, checked on every DOM change and every
//   animation frame;
// - first paint and first contentful paint;
// - long tasks (PerformanceObserver `longtask`) and layout shifts (`layout-shift`, without
//   recent input, summed as CLS);
// - the probe's own tasks, so that the benchmark can leave them out of the long tasks.
export function probe() {
  const state = { usable: undefined, longTasks: [], cls: 0, shifts: [], probeTasks: [] };
  window.__bench = state;
  // Awaited by the benchmark over the DevTools Protocol: nothing else is injected into the page.
  let usable;
  window.__benchUsable = new Promise((resolve) => (usable = resolve));
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
            node: source.node ? `${source.node.nodeName}${source.node.className ? `.${source.node.className}` : ''}` : null,
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
  // shadow root) and at every animation frame: usable is a moment, not a frame number, so
  // both pages are timed to the same precision instead of to the next 16.7 ms vsync.
  // The check runs in a task of its own, just after the one that changed the DOM: focusing
  // the input makes the browser compute styles, and that work must not count in the page's
  // own tasks (the widget's longest task above all).
  const channel = new MessageChannel();
  let queued = false;
  channel.port1.onmessage = () => {
    queued = false;
    const start = performance.now();
    check();
    state.probeTasks.push({ start, end: performance.now() });
  };
  const observer = new MutationObserver(() => {
    if (queued || state.usable !== undefined) return;
    queued = true;
    channel.port2.postMessage(null);
  });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (state.usable === undefined) observer.observe(root, { childList: true, subtree: true });
    return root;
  };
  const done = () => {
    observer.disconnect();
    channel.port1.close();
    Element.prototype.attachShadow = attachShadow;
  };
  const check = () => {
    if (state.usable !== undefined) return true;
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
    if (!check()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}