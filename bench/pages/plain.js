// The baseline: a hand-written form doing the same request with fetch, and nothing else
// (no retries, no field errors, no localization).
const params = new URLSearchParams(location.search);
const form = document.getElementById('register');
const result = document.getElementById('result');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const response = await fetch(`${params.get('api')}/events/${params.get('event')}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': params.get('key'), 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ email: form.email.value }),
  });
  result.textContent = response.ok ? 'Registered' : 'Failed';
  form.dispatchEvent(new CustomEvent('registered'));
});
performance.mark('ready');

window.benchSubmit = async () => {
  const start = performance.now();
  const done = new Promise((resolve) => form.addEventListener('registered', resolve, { once: true }));
  form.requestSubmit();
  await done;
  return performance.now() - start;
};
window.benchReset = async () => form.reset();
