import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The `theme` attribute: follow the page (`auto`), or force one scheme. */
import type { Theme } from '../public-types.js';

/** Normalizes the `theme` attribute; anything unknown is `auto`. */
export const themeOf = (value: string | null | undefined): Theme =>
  value === 'light' || value === 'dark' ? value : 'auto';

/** Relative luminance (WCAG 2) of an `rgb()`/`rgba()` colour string, or undefined when unreadable. */
export const luminance = (color: string): number | undefined => {
  const match = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(color);
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * The scheme `theme="auto"` should use where the page does not say. A page
 * that declares `color-scheme` is followed by CSS itself (`light-dark()`), so
 * this returns undefined; a page that declares nothing but sets light text
 * (a dark page) gets `dark`, so errors and links stay readable on it.
 */
export const pageScheme = (style: Pick<CSSStyleDeclaration, 'color' | 'colorScheme'>): 'dark' | undefined => {
  const declared = (style.colorScheme ?? '').trim();
  if (declared && declared !== 'normal') return undefined;
  return (luminance(style.color) ?? 0) > 0.4 ? 'dark' : undefined;
};

/**
 * Watches the page around the widget for `theme="auto"`: its inherited text
 * colour and `color-scheme`, re-read when the page switches themes (a class or
 * style change on <html> or <body>, or the system preference).
 */
export class ColorSchemeController implements ReactiveController {
  /** The root's classes for `theme`: its own surface, or the page's scheme where CSS cannot tell it. */
  classes(theme: string): string {
    const chosen = themeOf(theme);
    return `er-theme-${chosen}${chosen === 'auto' && this.detected ? ' er-scheme-dark' : ''}`;
  }

  /** `dark` when the widget should use its dark palette though the page declares no scheme. */
  private detected: 'dark' | undefined;
  private observer: MutationObserver | undefined;
  private media: MediaQueryList | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode }) {
    host.addController(this);
  }

  hostConnected(): void {
    const doc = this.host.ownerDocument;
    this.observer = new MutationObserver(this.check);
    for (const node of [doc.documentElement, doc.body]) {
      if (node) this.observer.observe(node, { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] });
    }
    this.media = doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)');
    this.media?.addEventListener('change', this.check);
    // Over a pre-rendered form, already on screen in the palette a server can choose, the page's
    // colours are read once it is taken over (hydration binds the server's palette) and a frame is
    // painted: then reading them forces no style pass of a page still being parsed.
    if (this.host.renderRoot.querySelector('.er-prerendered'))
      void this.host.updateComplete.then(() => requestAnimationFrame(() => setTimeout(this.check)));
    else this.check();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.media?.removeEventListener('change', this.check);
  }

  private readonly check = (): void => {
    const next = pageScheme(getComputedStyle(this.host));
    if (next !== this.detected) {
      this.detected = next;
      this.host.requestUpdate();
    }
  };
}
