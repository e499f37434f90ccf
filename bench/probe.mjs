// Runs in every benchmark page before the page's own scripts (an init script), the same in
// both variants. It records what the page costs as the browser reports it:
// - usable: the first animation frame in which the email input exists, has a box and takes
//   focus (the focus is given back at once), in ms from navigation start;
// - first paint and first contentful paint;
// - long tasks (PerformanceObserver `longtask`) and layout shifts (`layout-shift`, without
//   recent input, summed as CLS).
export function probe() {
  const state = { usable: undefined, longTasks: [], cls: 0, shifts: [] };
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
  const check = () => {
    const input = emailInput();
    if (input) {
      const box = input.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) {
        const before = document.activeElement;
        input.focus({ preventScroll: true });
        if (input.getRootNode().activeElement === input) {
          state.usable = performance.now();
          usable(state.usable);
          input.blur();
          if (before instanceof HTMLElement) before.focus({ preventScroll: true });
          return;
        }
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
