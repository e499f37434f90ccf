// Configures the widget from the query string, marks when it is ready to type into,
// and measures a registration from click to the `registered` event.
const params = new URLSearchParams(location.search);
const el = document.querySelector('event-register');
el.setAttribute('event-id', params.get('event'));
el.setAttribute('api-key', params.get('key'));
el.setAttribute('base-url', params.get('api'));

await import('/cdn/event-register.js');
await customElements.whenDefined('event-register');
await el.updateComplete;
performance.mark('ready');

// The person has typed (run.mjs types with real key events, which is also what fetches the
// widget's interaction code); time from the click to the `registered` event.
window.benchSubmit = async () => {
  const start = performance.now();
  const done = new Promise((resolve) => el.addEventListener('registered', resolve, { once: true }));
  el.shadowRoot.querySelector('button[type="submit"]').click();
  await done;
  const chunk = performance.getEntriesByType('resource').find((r) => r.name.includes('/chunks/interaction-'));
  window.benchChunkBeforeClick = chunk !== undefined && chunk.responseEnd <= start;
  return performance.now() - start;
};
window.benchReset = async () => {
  el.reset();
  await el.updateComplete;
};
