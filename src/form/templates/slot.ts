import type { TemplateResult } from 'lit';

/** The element's named slots. */
export type SlotName = 'consent' | 'success' | 'dialog-button';

/**
 * Renders a named slot with fallback content, whatever the rendering root:
 * a real `<slot>` in the shadow root, or a placeholder that the host's content
 * is moved into in the light DOM (see form/slot-content.ts).
 */
export type SlotRenderer = (name: SlotName, fallback?: TemplateResult) => TemplateResult;
