// One submit as a person makes it, timed on the page's own clock: shared by run.mjs (the submit
// numbers) and submit-timeline.mjs. The page has `<event-register>` with its form in a shadow root
// (the widget, or the floor page of server.mjs), `reset()` and `updateComplete`.

/**
 * Clicks into the widget's email field and types `text` key by key, as a person does (the
 * pointer events and key events a real click and real typing send).
 */
async function typeIntoEmail(page, text) {
  const { x, y } = await page.evaluate(() => {
    const box = document
      .querySelector('event-register')
      .shadowRoot.querySelector('input[name="email"]')
      .getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
    await page.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  for (const key of text) {
    await page.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key });
    await page.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
}

/**
 * One submit as a person makes it: clicks into the email field, types `address`, and, two frames
 * later (a person clicks once the page shows what they typed; without the wait the frame of the
 * last keystroke would fall into the timed span at random), clicks Register with real mouse
 * events. Returns, in ms:
 * - toRequest: from the click's `event.timeStamp` (when the browser took the input, read by a
 *   capturing listener on the window) to the register request's Resource Timing `startTime` (the
 *   page's call to fetch). Both are on the page's own clock, at its timer resolution (0.1 ms), so
 *   the difference needs no conversion. The DevTools Protocol's Network.requestWillBeSent is on
 *   the browser process's clock and is sent once the request has crossed to the network service;
 *   converting it to the page's clock adds the error of the conversion, and the crossing, to a
 *   span of about a millisecond. A CORS preflight is inside the entry, after its startTime.
 * - toPaint: from the same entry's `responseEnd` (the answer's last byte) to the first frame that
 *   shows the success view: a MutationObserver on the shadow root sees the view (`part~="success"`)
 *   enter the DOM; the next animation frame is the one that renders it, and a message posted from
 *   its requestAnimationFrame callback runs once that frame's style, layout and paint are done.
 *   (Element Timing would be exact, but it does not report elements in a shadow tree.)
 * - toDom: from responseEnd to the view in the DOM, the part of toPaint before the wait for a frame.
 * - delivery: from the click's timeStamp to the capturing listener (input routing; in toRequest).
 * - moments (for bench/submit-timeline.mjs): the click, the request's start, the view in the DOM,
 *   the next animation frame and that frame painted, from responseEnd; and the moments a tool's own
 *   init script put in `window.__marks` (none in the benchmark's pages), from responseEnd too.
 */
export async function submitOnce(page, address) {
  await typeIntoEmail(page, address);
  const { x, y, prefetched } = await page.evaluate(async () => {
    const el = document.querySelector('event-register');
    const root = el.shadowRoot;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const probe = {};
    window.__submit = probe;
    addEventListener(
      'click',
      (event) => {
        probe.clickTimeStamp = event.timeStamp;
        probe.clickHandled = performance.now();
      },
      { capture: true, once: true },
    );
    probe.painted = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!root.querySelector('[part~="success"]')) return;
        observer.disconnect();
        probe.inDom = performance.now();
        requestAnimationFrame(() => {
          probe.frame = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(undefined);
        });
      });
      // The view is a new node (Lit swaps the form's template for it): childList is enough, and
      // leaves the probe out of every attribute change the submit makes.
      observer.observe(root, { childList: true, subtree: true });
    });
    const chunk = performance.getEntriesByType('resource').find((r) => r.name.includes('/chunks/interaction-'));
    const box = root.querySelector('button[type="submit"]').getBoundingClientRect();
    return {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      prefetched: chunk !== undefined && chunk.responseEnd <= performance.now(),
    };
  });
  for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
    await page.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  const timed = await page.evaluate(async () => {
    const probe = window.__submit;
    const painted = await Promise.race([
      probe.painted,
      new Promise((resolve) => setTimeout(() => resolve(undefined), 10_000)),
    ]);
    const request = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('/register') && r.startTime >= probe.clickTimeStamp - 1)
      .at(-1);
    const el = document.querySelector('event-register');
    el.reset();
    await el.updateComplete;
    if (painted === undefined || !request || probe.clickTimeStamp === undefined)
      return { error: `painted ${painted}, request ${request?.name}, click ${probe.clickTimeStamp}` };
    const from = request.responseEnd;
    const moments = {
      click: probe.clickTimeStamp,
      start: request.startTime,
      inDom: probe.inDom,
      frame: probe.frame,
      painted,
    };
    for (const [key, at] of Object.entries({ ...moments, ...window.__marks })) moments[key] = at - from;
    return {
      moments,
      toRequest: request.startTime - probe.clickTimeStamp,
      toPaint: painted - request.responseEnd,
      toDom: probe.inDom - request.responseEnd,
      delivery: probe.clickHandled - probe.clickTimeStamp,
    };
  });
  if (timed.error) throw new Error(`a submit was not timed: ${timed.error}`);
  return { ...timed, prefetched };
}
