/**
 * The attend view of one widget: it reads the event's details from the element's attributes,
 * draws the view for a success, and redraws it when it must change (the relative time each minute,
 * "Join now" at the edge of the join window, "ended" at the end), with one timer at a time.
 */
import { JoinEvent } from '../events/join.js';
import { entryOf } from './calendar/entry-of.js';
import { openCalendar, openTab, type CalendarTarget, type Missing } from './calendar/open.js';
import type { AttendHost, AttendLocale } from './attend-host.js';
import { readEventDetails, type EventDetails } from './event-details.js';
import { nothing, type ReactiveController, type TemplateResult } from 'lit';
import { localeLoaders as attendLocaleLoaders } from '../generated/attend-locale-loaders.js';
import { addCataloguePart } from '../i18n/catalogues.js';
import { attendText } from './messages.js';
import { canJoin, nextChange, phaseAt, startText } from './schedule.js';
import { relativeStartText } from '../interaction/messages/relative-time.js';
import { styleAdopter } from '../interaction/styles/style-adopter.js';
import { attendRules } from './styles/attend-rules.js';

const adoptAttendStyles = styleAdopter(attendRules);
import { attendTemplate } from './templates/attend-view.js';
import { progressTemplate } from './templates/progress-view.js';
import type { FeatureController, SuccessContext, SuccessParts } from '../interaction/flow-feature.js';
import type { SuccessShown } from '../interaction/modes/mode.js';
import { PREFIX } from '../interaction/messages/console-prefix.js';
import { focusedIn } from '../interaction/focus.js';

let menus = 0;
/** The sandbox flags the console has named: once each per page. */
let named = '';

export class AttendController implements ReactiveController, FeatureController {
  private details: EventDetails | undefined;
  /** The attributes the details were read from, so that each value is checked (and reported) once. */
  private readFrom = '';
  private menuOpen = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the last render drew the view: only then does it need redrawing. */
  private shown = false;
  /** The attend view's element that had focus before an update. */
  private focused: Element | undefined;
  private readonly menuId = `er-calendar-${++menus}`;
  /** The link of what could not open here, shown to copy. */
  private copyLink: string | undefined;
  /** Settles once the chunk's part of the widget's language is here (or has failed: English then). */
  readonly ready: Promise<unknown>;

  constructor(
    private readonly host: AttendHost,
    private readonly i18n: AttendLocale,
  ) {
    // The chunk's part of each locale, loaded now for the locale shown.
    addCataloguePart(attendLocaleLoaders);
    this.ready = i18n.reload();
    host.addController(this);
  }

  hostConnected(): void {
    adoptAttendStyles(this.host.renderRoot, (this.host.renderRoot as unknown) === this.host);
    // Moved in the page: the timer that hostDisconnected cleared starts again with a new draw.
    if (this.shown) this.host.requestUpdate();
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
  }

  hostUpdate(): void {
    this.shown = false;
    const root = this.host.renderRoot;
    const active = focusedIn(root);
    this.focused = active && root.querySelector('.er-attend')?.contains(active) ? active : undefined;
  }

  hostUpdated(): void {
    // A part that had focus went (the event ended, the menu with it): focus stays in the view.
    if (this.focused && !this.focused.isConnected)
      this.host.renderRoot.querySelector<HTMLElement>('.er-success')?.focus();
    clearTimeout(this.timer);
    const delay = this.shown && this.details ? nextChange(this.details, Date.now()) : undefined;
    // At most once a minute, and at the very edge of a phase; none once the event has ended.
    if (delay !== undefined) this.timer = setTimeout(() => this.host.requestUpdate(), delay);
  }

  /**
   * The view for a success: `link` is the person's link, `linkShown` whether the page shows it
   * (`show-link`, or a remembered registration), which "Join now" needs. Nothing without valid details.
   */
  private view(link: string, linkShown: boolean): TemplateResult | typeof nothing {
    const details = this.read();
    if (!details) return nothing;
    this.shown = true;
    const now = Date.now();
    const phase = phaseAt(details, now);
    const { locale } = this.i18n;
    // Said now, in the widget's language: the messages answer only while the widget renders.
    const description = this.personal ? attendText.entryDescriptionPersonal() : attendText.entryDescription();
    return attendTemplate({
      phase,
      startIso: new Date(details.start).toISOString(),
      startText: startText(details.start, now, locale),
      // Shown before the start only (an ended event's view shows no time at all).
      relativeText: phase === 'live' ? undefined : relativeStartText(details.start, now, locale),
      joinLink: linkShown && canJoin(phase) ? link : undefined,
      menuOpen: this.menuOpen,
      menuId: this.menuId,
      onToggle: () => this.toggle(!this.menuOpen),
      onKeydown: (event) => {
        if (event.key !== 'Escape' || !this.menuOpen) return;
        event.stopPropagation();
        this.toggle(false, true);
      },
      onChoose: (target) => this.choose(target, details, link, description),
      onJoin: (event) => {
        if (!this.host.dispatchEvent(new JoinEvent({ eventId: this.host.eventId, magicLink: link })))
          event.preventDefault();
        // In a frame the event's page gets a tab of its own, not the frame's box.
        else if (self !== top) {
          event.preventDefault();
          this.offer(link, openTab(link, self));
        }
      },
      copyLink: this.copyLink,
    });
  }

  /** After a success's message: the event's time, calendar menu and Join now, or an identified viewer's progress. */
  successParts(shown: SuccessShown, { linkShown }: SuccessContext): SuccessParts {
    return {
      after:
        shown.view === 'identified'
          ? progressTemplate(shown.viewer, this.i18n.locale)
          : this.view(shown.magicLink, linkShown),
    };
  }

  private get personal(): boolean {
    return this.host.calendarLink === 'personal';
  }

  /** The details, read again when an attribute they come from changed; each problem said once, in the console. */
  private read(): EventDetails | undefined {
    const { eventTitle: title, eventStart: start, eventEnd: end, eventUrl: url, joinWindow } = this.host;
    const key = JSON.stringify([title, start, end, url, joinWindow, this.host.calendarLink]);
    if (key !== this.readFrom) {
      this.readFrom = key;
      const { details, problems } = readEventDetails({ title, start, end, url, joinWindow });
      const link = this.host.calendarLink;
      if (link != null && link !== 'event' && link !== 'personal')
        problems.push(`${PREFIX} calendar-link="${String(link)}" is not a known value; using event.`);
      for (const problem of problems) console.warn(problem);
      this.details = details;
    }
    return this.details;
  }

  private toggle(open: boolean, focusButton = false): void {
    this.menuOpen = open;
    this.host.requestUpdate();
    if (focusButton)
      void this.host.updateComplete.then(() =>
        this.host.renderRoot.querySelector<HTMLElement>('.er-calendar-button')?.focus(),
      );
  }

  private choose(target: CalendarTarget, details: EventDetails, link: string, description: string): void {
    const view = this.host.ownerDocument.defaultView;
    const entry = entryOf(details, {
      eventId: this.host.eventId,
      baseUrl: this.host.baseUrl,
      fallbackTitle: this.host.ownerDocument.title,
      description,
      personalLink: this.personal ? link : undefined,
    });
    if (view) this.offer(entry.url ?? link, openCalendar(target, entry, view));
    this.toggle(false, true);
  }

  /** Shows `link` to copy, where a sandbox may have stopped it opening; the flag it may lack said once. */
  private offer(link: string, flag: Missing): void {
    if (!flag) return;
    this.copyLink = link;
    if (!named.includes(flag))
      console.warn(`${PREFIX} the frame's sandbox may lack ${flag}: showing the link to copy.`);
    named += flag;
    this.host.requestUpdate();
  }
}
