// The engines' browser builds, imported for their side effect only: each defines a global
// (window.axe, window.ace_ibma; typed in test/helpers/a11y.ts) and exports nothing. Their packages ship
// types for the API (axe-core's axe.d.ts, accessibility-checker-engine's ace.d.ts), not for these files.
declare module 'axe-core/axe.min.js';
declare module 'accessibility-checker-engine/ace-window.js';
