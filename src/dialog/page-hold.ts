/**
 * What an open dialog holds of the page: its scrolling, and on a phone the dialog's height, kept to
 * the visual viewport (the part the on-screen keyboard leaves), with the focused control in view.
 * Returns what lets it go.
 */
export function holdPage(dialog: HTMLElement): () => void {
  const doc = dialog.ownerDocument;
  const root = doc.documentElement.style;
  const saved = [root.overflow, root.scrollbarGutter] as const;
  // The page's scrollbar keeps its place, so nothing behind moves sideways.
  if (doc.documentElement.scrollHeight > doc.documentElement.clientHeight) root.scrollbarGutter = 'stable';
  root.overflow = 'hidden';
  const viewport = doc.defaultView?.visualViewport;
  const fit = (): void => {
    if (!viewport) return;
    dialog.style.setProperty('--er-viewport-height', `${viewport.height}px`);
    dialog.style.setProperty('--er-viewport-top', `${viewport.offsetTop}px`);
    // The keyboard came up over the field being typed in: bring it (or the button) back into view.
    const active = deepActiveElement(doc);
    if (active && dialog.contains(active)) active.scrollIntoView({ block: 'nearest' });
  };
  fit();
  viewport?.addEventListener('resize', fit);
  viewport?.addEventListener('scroll', fit);
  return () => {
    [root.overflow, root.scrollbarGutter] = saved;
    viewport?.removeEventListener('resize', fit);
    viewport?.removeEventListener('scroll', fit);
  };
}

/** The focused element, through open shadow roots. */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
