/**
 * The attend view of one widget: it reads the event's details from the element's attributes,
 * draws the view for a success, and redraws it when it must change (the relative time each minute,
 * "Join now" at the edge of the join window, "ended" at the end), with one timer at a time.
 */
import { CalendarAddEvent, type CalendarAddCalendar } from '../events/calendar-add.js';
import { JoinEvent } from '../events/join.js';
import { calendarEntriesOf } from './calendar/entry-of.js';
import { calendarOrder, platformOf } from './calendar/order.js';
import { chosenCalendar, keepChosenCalendar } from './calendar/chosen.js';
import { CALENDAR_URLS, openCalendar, openTab, type CalendarTarget, type Missing } from './calendar/open.js';
import { InAppController } from './in-app/in-app-controller.js';
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
import { attendTemplate, type TimeData } from './templates/attend-view.js';
import { progressTemplate } from './templates/progress-view.js';
import type { FeatureController, SuccessContext, SuccessParts } from '../interaction/flow-feature.js';
import type { SuccessShown } from '../interaction/modes/mode.js';
import type { Session } from '../sessions/session.js';
import { PREFIX } from '../interaction/messages/console-prefix.js';
import { focusedIn } from '../interaction/focus.js';

/** A success with a link: a registration, just made or remembered. */
type Linked = Exclude<SuccessShown, { view: 'identified' }>;
/** Each session's link by its event ID, where it is known. */
type Links = Readonly<Record<string, string>>;

let menus = 0;
/** The sandbox flags the console has named: once each per page. */
let named = '';

export class AttendController implements ReactiveController, FeatureController {
  private details: EventDetails | undefined;
  /** The times the last render drew (none when it drew no view): only they need redrawing. */
  private shownTimes: EventDetails[] = [];
  /** The attributes the details were read from, so that each value is checked (and reported) once. */
  private readFrom = '';
  private menuOpen = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The attend view's element that had focus before an update. */
  private focused: Element | undefined;
  private readonly menuId = `er-calendar-${++menus}`;
  /** In an app's own browser: no file, Join now in the same tab, and the link to open or copy. */
  private readonly inApp = new InAppController(this.host, `${this.menuId}-copy`);
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
    // A page's first date formatter sets up the browser's locale data: tens of ms on a phone. This
    // chunk comes while the person types (with their first address), so that cost is paid then, once
    // its words are here, and not in the frame that shows their result.
    void this.ready.then(() => startText(0, 0, i18n.locale));
  }

  hostConnected(): void {
    adoptAttendStyles(this.host.renderRoot, (this.host.renderRoot as unknown) === this.host);
    // Moved in the page: the timer that hostDisconnected cleared starts again with a new draw.
    if (this.shownTimes.length) this.host.requestUpdate();
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
  }

  hostUpdate(): void {
    this.shownTimes = [];
    const root = this.host.renderRoot;
    const active = focusedIn(root);
    this.focused = active && root.querySelector('.er-attend')?.contains(active) ? active : undefined;
  }

  hostUpdated(): void {
    // A part that had focus went (the event ended, the menu with it): focus stays in the view.
    if (this.focused && !this.focused.isConnected)
      this.host.renderRoot.querySelector<HTMLElement>('.er-success')?.focus();
    clearTimeout(this.timer);
    const now = Date.now();
    const delay = Math.min(...this.shownTimes.map((times) => nextChange(times, now) ?? Infinity));
    // At most once a minute, and at the very edge of a phase; none once every time has ended.
    if (delay < Infinity) this.timer = setTimeout(() => this.host.requestUpdate(), delay);
  }

  /**
   * The view for a success: the event's time, or each session's (`shown.sessions`); each with the
   * person's link for it, which "Join now" needs the page to show (`linkShown`: `show-link`, or a
   * remembered registration). Nothing without valid details.
   */
  private view(shown: Linked, linkShown: boolean): TemplateResult | typeof nothing {
    const given = shown.sessions;
    const details = this.read(!!given);
    if (!details) return nothing;
    // A single event is one session of its own, with no title.
    const sessions = given ?? [{ eventId: this.host.eventId, start: details.start, end: details.end }];
    const now = Date.now();
    const { locale } = this.i18n;
    const onDemand = this.host.afterEnd === 'on-demand';
    this.shownTimes = sessions.map(({ start, end }) => ({ ...details, start, end }));
    // Each session's own link: the first session's is the success's.
    const links: Links = { [sessions[0]!.eventId]: shown.magicLink, ...shown.links };
    const times = sessions.map((session, i): TimeData => {
      const phase = phaseAt(this.shownTimes[i]!, now);
      return {
        ...session,
        phase,
        startText: startText(session.start, now, locale),
        // Shown before the start only: the view says "Happening now" in its place, and nothing once ended.
        relativeText: relativeStartText(session.start, now, locale),
        joinLink: linkShown && canJoin(phase, onDemand) ? links[session.eventId] : undefined,
      };
    });
    // Said now, in the widget's language: the messages answer only while the widget renders.
    const description = this.personal ? attendText.entryDescriptionPersonal() : attendText.entryDescription();
    // The address is the one registered with (a remembered registration's too); read here only.
    const { baseUrl, remember } = this.host;
    const inApp = this.inApp.here;
    const { order, suggested } = this.inApp.menu(
      calendarOrder(shown.email, platformOf(navigator), remember ? chosenCalendar(baseUrl) : undefined),
      inApp,
    );
    return attendTemplate({
      times,
      order,
      suggested,
      series: !!given?.[1],
      onDemand,
      menuOpen: this.menuOpen,
      menuId: this.menuId,
      onToggle: () => this.toggle(!this.menuOpen),
      onKeydown: (event) => {
        if (event.key !== 'Escape' || !this.menuOpen) return;
        event.stopPropagation();
        this.toggle(false, true);
      },
      onChoose: (target, index) => this.choose(target, index, details, sessions, links, description),
      onJoin: (event, { eventId, joinLink: link }) => {
        if (!this.host.dispatchEvent(new JoinEvent({ eventId, magicLink: link! }))) event.preventDefault();
        // In a frame the event's page gets a tab of its own, not the frame's box; in an app's browser, the top.
        else if (self !== top && !inApp) {
          event.preventDefault();
          this.offer(link!, openTab(link!, self));
        }
      },
      copyLink: this.copyLink,
      inApp:
        inApp &&
        this.inApp.view(inApp, details.url, () =>
          CALENDAR_URLS[order[0]!]!(this.entries(details, sessions, links, description)[0]!),
        ),
      joinTarget: inApp && '_top',
    });
  }

  /** After a success's message: the event's time, calendar menu and Join now, or an identified viewer's progress. */
  successParts(shown: SuccessShown, { linkShown }: SuccessContext): SuccessParts {
    return {
      after:
        shown.view === 'identified' ? progressTemplate(shown.viewer, this.i18n.locale) : this.view(shown, linkShown),
    };
  }

  private get personal(): boolean {
    return this.host.calendarLink === 'personal';
  }

  /**
   * The details, read again when an attribute they come from changed; each problem said once, in
   * the console. A series' sessions give their own times: a start stands in for `event-start`.
   */
  private read(series: boolean): EventDetails | undefined {
    const { eventTitle: title, eventUrl: url, joinWindow, calendarLink: link } = this.host;
    const start = series ? '2000-01-01T00:00Z' : this.host.eventStart;
    const end = series ? null : this.host.eventEnd;
    const key = JSON.stringify([title, start, end, url, joinWindow, link]);
    if (key !== this.readFrom) {
      this.readFrom = key;
      const { details, problems } = readEventDetails({ title, start, end, url, joinWindow });
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

  /** Each session's calendar entry, built when the person takes an option. */
  private entries(details: EventDetails, sessions: readonly Session[], links: Links, description: string) {
    return calendarEntriesOf(details, sessions, {
      baseUrl: this.host.baseUrl,
      fallbackTitle: this.host.ownerDocument.title,
      description,
      // A session whose link is not known ('') keeps the event's page as its location.
      personalLinks: this.personal ? links : undefined,
    });
  }

  /** The .ics file holds every session (one VEVENT each); a web calendar gets the one at `index`. */
  private choose(
    target: CalendarTarget,
    index: number,
    details: EventDetails,
    sessions: readonly Session[],
    links: Links,
    description: string,
  ): void {
    const view = this.host.ownerDocument.defaultView;
    const { eventId } = sessions[index]!;
    this.host.dispatchEvent(
      new CalendarAddEvent({ eventId, calendar: target.replace('-', '') as CalendarAddCalendar }),
    );
    const entries = this.entries(details, sessions, links, description);
    const entry = entries[index]!;
    if (this.host.remember) keepChosenCalendar(this.host.baseUrl, target);
    if (view) this.offer(entry.url ?? links[eventId] ?? '', openCalendar(target, entry, view, entries));
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
