// Runs right after the classic script's tag on the strict-CSP host page (a 'self' script), as a
// page builder's or tag manager's own script would: records what it finds of the widget's global
// then, and what `ready` brings.
const widget = window.EventRegisterWidget;
window.__classicProbe = {
  atOnce: { global: typeof widget, ready: typeof widget?.ready?.then, integrity: typeof widget?.integrity },
  ready: widget?.ready.then(
    (settled) => ({
      same: settled === widget,
      definesTheTag: typeof settled.defineEventRegister,
      tag: settled.TAG_NAME,
      element: typeof settled.EventRegister,
    }),
    (error) => ({ rejected: String(error) }),
  ),
};
