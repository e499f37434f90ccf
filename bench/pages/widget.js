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

window.benchRegister = async (email) => {
  const input = el.shadowRoot.querySelector('input[name="email"]');
  input.value = email;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
  const start = performance.now();
  const done = new Promise((resolve) => el.addEventListener('registered', resolve, { once: true }));
  el.shadowRoot.querySelector('button[type="submit"]').click();
  await done;
  return performance.now() - start;
};
