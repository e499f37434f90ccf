/**
 * The attend view's state in an app's own browser: whether the page is in one, the calendar menu
 * without the file (a Blob download does nothing in those web views), and "Copy link": copied and
 * said once, or, where the clipboard is refused, the link shown in a field, selected, to copy by hand.
 */
import type { TemplateResult } from 'lit';
import type { AttendHost } from '../attend-host.js';
import type { CalendarTarget } from '../calendar/open.js';
import { inAppTemplate } from '../templates/in-app-view.js';
import { inAppOf, openInBrowserUrl, type InApp } from './detect.js';

interface Order {
  order: CalendarTarget[];
  suggested: boolean;
}

export class InAppController {
  /** The in-app browser the page is shown in, read once from its user agent; undefined in a browser. */
  readonly here: InApp | undefined = inAppOf(navigator.userAgent);
  private copied = false;
  /** The link shown to copy by hand, once the clipboard was refused. */
  private field: string | undefined;

  constructor(
    private readonly host: AttendHost,
    private readonly fieldId: string,
  ) {}

  /** The menu's order, in an in-app browser without the file (and its suggestion, if it led). */
  menu({ order, suggested }: Order, inApp: InApp | undefined): Order {
    if (!inApp) return { order, suggested };
    return { order: order.filter((target) => target !== 'ics'), suggested: suggested && order[0] !== 'ics' };
  }

  /**
   * The part for an in-app browser: the event's page (`url`, or else the page itself) to open in the
   * browser, and the link to copy: the event's page, or else `calendarLink()`, built when pressed.
   */
  view(inApp: InApp, url: string | undefined, calendarLink: () => string): TemplateResult {
    return inAppTemplate({
      openUrl: openInBrowserUrl(url ?? this.host.ownerDocument.URL, inApp.platform),
      onCopy: () => void this.copy(url ?? calendarLink()),
      copied: this.copied,
      field: this.field,
      fieldId: this.fieldId,
    });
  }

  private async copy(link: string): Promise<void> {
    try {
      // Missing in an old web view (a TypeError here), refused in a frame without clipboard-write.
      await navigator.clipboard.writeText(link);
      this.copied = true;
    } catch {
      this.field = link;
    }
    this.host.requestUpdate();
    await this.host.updateComplete;
    const input = this.field && this.host.renderRoot.querySelector<HTMLTextAreaElement>(`#${this.fieldId}`);
    if (input) {
      input.focus();
      input.select();
    }
  }
}
