/**
 * The attend chunk (src/attend/), as the flow sees it: what a success shows beyond its message,
 * the event's time, calendar menu and Join now (a page with `event-start`), or identify mode's
 * progress. Loaded while the request that succeeds is out (or for a remembered registration, at rest).
 */
import type { AttendHost, AttendLocale } from '../attend/attend-host.js';
import type { AttendController } from '../attend/attend-controller.js';
import { LazyPart } from './lazy-part.js';

/** The one dynamic import of the attend chunk; the classic script names a copy of it by URL (vite.config.ts). */
export const attendPart = (host: AttendHost, i18n: AttendLocale, wanted: () => boolean): LazyPart<AttendController> =>
  new LazyPart(
    host,
    () => import('../attend/attend.js').then((chunk) => new chunk.AttendController(host, i18n)),
    wanted,
  );
