/**
 * Which language a widget speaks, and its catalogue. The locale comes from the
 * `locale` attribute, then the nearest ancestor's `lang`, then the browser's
 * languages (see i18n/resolve.ts); it follows changes to any of them. A new
 * catalogue is loaded before it is shown, so the widget never flashes English
 * on a German page, and a switch re-renders without touching what was typed.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { sourceLocale } from '../generated/locale-codes.js';
import { isLoaded, loadCatalogue, loadedCatalogue } from './catalogues.js';
import type { EventRegisterStrings, MessageScope } from './msg.js';
import { directionOf, inheritedLang, resolveLocale, type Locale } from './resolve.js';

/** The element: its `locale` and `strings` properties are what this controller follows. */
type Host = ReactiveControllerHost &
  HTMLElement & { readonly locale: string | undefined; readonly strings: EventRegisterStrings | undefined };

// One observer for every widget on the page: a `lang` change anywhere re-resolves them all.
const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;
const notify = (): void => listeners.forEach((listener) => listener());

/** How long the first render waits for its translations before it shows English. */
const FIRST_RENDER_WAIT_MS = 1500;

export class LocaleController implements ReactiveController {
  /** The locale shown: the one wanted once its catalogue is here. */
  locale: Locale = sourceLocale;
  private wanted: Locale | undefined;
  /** Settles when the catalogue being loaded is here (or has failed). */
  settled: Promise<unknown> = Promise.resolve();

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  hostConnected(): void {
    if (!listeners.size) {
      observer ??= new MutationObserver(notify);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
      addEventListener('languagechange', notify);
    }
    listeners.add(this.refresh);
    this.refresh();
  }

  hostDisconnected(): void {
    listeners.delete(this.refresh);
    if (!listeners.size) {
      observer?.disconnect();
      removeEventListener('languagechange', notify);
    }
  }

  get direction(): 'ltr' | 'rtl' {
    return directionOf(this.locale);
  }

  /** What `withMessages()` needs to render in this locale. */
  get messages(): MessageScope {
    return { catalogue: loadedCatalogue(this.locale), strings: this.host.strings };
  }

  /** Resolves once the first catalogue is here, or after a short wait: the first render awaits it. */
  get firstRender(): Promise<unknown> {
    // English, or a catalogue already here: no wait, and no timer per widget.
    if (this.ready) return Promise.resolve();
    return Promise.race([this.settled, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  }

  /** Resolves the preferences again; call it when `locale` changes. */
  readonly refresh = (): void => {
    const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
    const wanted = resolveLocale([this.host.locale, inheritedLang(this.host), ...languages]);
    if (wanted === this.wanted) return;
    this.wanted = wanted;
    if (isLoaded(wanted)) return this.show(wanted);
    const settled = loadCatalogue(wanted).then((ok) => {
      // A later change asked for another locale meanwhile: that one decides.
      if (this.wanted !== wanted) return;
      this.show(ok ? wanted : sourceLocale);
      // A part added while shown (the result messages): render with it.
      this.host.requestUpdate();
      // A part failed to load, and no newer load is under way: try again on the next change.
      if (this.settled === settled && !isLoaded(wanted)) this.wanted = undefined;
    });
    this.settled = settled;
  };

  /** Loads what a new catalogue part adds to the current locale (see addCataloguePart). */
  reload(): Promise<unknown> {
    this.wanted = undefined;
    this.refresh();
    return this.settled;
  }

  /** Whether every part of the wanted locale's catalogue is here. */
  get ready(): boolean {
    return this.wanted === undefined || isLoaded(this.wanted);
  }

  private show(locale: Locale): void {
    if (locale === this.locale) return;
    this.locale = locale;
    this.host.requestUpdate();
  }
}
