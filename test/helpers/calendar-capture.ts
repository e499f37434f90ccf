/**
 * What the attend view's calendar options hand to the browser (`window.open`, the `<a download>`'s
 * click), captured where the widget hands them over: a test cannot follow a new tab or a download.
 */
import ICAL from 'ical.js';

export interface Opened {
  urls: string[];
  files: { name: string; text: Promise<string> }[];
  restore(): void;
}

/** Captures what the calendar options hand to the browser, and keeps the browser from acting on it. */
export function captureOpened(): Opened {
  const opened: Opened = { urls: [], files: [], restore: () => {} };
  // Kept to be put back; called with their own `this` (window, the anchor).
  const open = window.open.bind(window);
  const click = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'click')!.value as (this: HTMLElement) => void;
  window.open = (url?: string | URL) => {
    opened.urls.push(String(url));
    // A tab, as far as the widget can tell (null would be a refusal, which it offers a link for).
    return {} as Window;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (!this.download) return click.call(this);
    // The object URL is the widget's Blob: read back before the widget revokes it.
    opened.files.push({ name: this.download, text: fetch(this.href).then((r) => r.text()) });
  };
  opened.restore = () => {
    window.open = open;
    delete (HTMLAnchorElement.prototype as Partial<HTMLAnchorElement>).click; // HTMLElement's again.
  };
  return opened;
}

/** Every event of an .ics text, read by ical.js. */
export function parsedEvents(text: string): InstanceType<typeof ICAL.Event>[] {
  const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}
