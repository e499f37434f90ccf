// Placeholder until the parser lands: the lead's minimal reading of `sessions`.
import type { AfterEnd, Session, SessionsMode } from './session.js';

const HOUR = 3_600_000;
const time = (value: unknown) =>
  typeof value === 'string' && /(?:Z|[+-]\d\d:\d\d)$/i.test(value) ? Date.parse(value) : NaN;

export function parseSessions(value: unknown): { sessions: Session[]; problems: string[] } {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (!value.trim()) return { sessions: [], problems: [] };
    try {
      list = JSON.parse(value);
    } catch {
      return { sessions: [], problems: ['sessions: not JSON'] };
    }
  }
  if (!Array.isArray(list)) return { sessions: [], problems: value ? ['sessions: not an array'] : [] };
  const sessions = list.flatMap((item: { eventId?: unknown; start?: unknown; end?: unknown; title?: unknown }) => {
    const start = time(item?.start);
    if (typeof item?.eventId !== 'string' || Number.isNaN(start)) return [];
    const end = item.end === undefined ? start + HOUR : time(item.end);
    const title = typeof item.title === 'string' && item.title.trim() ? item.title.trim() : undefined;
    return [{ eventId: item.eventId.trim(), start, end, ...(title && { title }) }];
  });
  return { sessions: sessions.sort((a, b) => a.start - b.start), problems: [] };
}

export const sessionsModeOf = (value: unknown): { mode: SessionsMode; problem?: string } => ({
  mode: value === 'all' ? 'all' : 'one',
});

export const afterEndOf = (
  value: unknown,
  hasSessions: boolean,
): { afterEnd: AfterEnd | undefined; problem?: string } => ({
  afterEnd: value === 'on-demand' || value === 'closed' ? value : hasSessions ? 'closed' : undefined,
});

export function timeZoneOf(value: unknown): { timeZone?: string; problem?: string } {
  if (typeof value !== 'string' || !value) return {};
  try {
    return { timeZone: new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone };
  } catch {
    return { problem: 'organizer-time-zone: unknown' };
  }
}
