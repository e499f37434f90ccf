// The order probe of a pre-rendered test page (`order=1`), run right after the pasted snippet: a
// frame that renders the form, then a task, marks `frameDone`; the entry's first statement with an
// effect (Lit's `reactiveElementVersions.push`, in its first module) records whether that had
// happened. A module evaluation is one synchronous run, so this is an order, not a time.
(() => {
  const order = (window.__order = { frameDone: false, entryAfterFrame: undefined });
  requestAnimationFrame(() => setTimeout(() => (order.frameDone = true)));
  const versions = [];
  versions.push = function (...values) {
    if (order.entryAfterFrame === undefined) order.entryAfterFrame = order.frameDone;
    return Array.prototype.push.apply(this, values);
  };
  window.reactiveElementVersions = versions;
})();
