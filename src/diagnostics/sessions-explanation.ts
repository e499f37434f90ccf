/**
 * The console's words for a problem with the sessions' attributes (sessions/problem.ts): one whole
 * line, prefix included, that names the attribute (`sessions`, `sessions[2]`), quotes the value
 * and says what the widget does instead, for the integrator, in English. Pure.
 */
import { PREFIX } from '../interaction/messages/console-prefix.js';
import { DATE_TIME_EXAMPLE } from '../interaction/time/date-time.js';
import type { SessionsProblem } from '../sessions/problem.js';

const LEFT_OUT = 'this session is left out.';
const NONE = 'no sessions are offered.';
/** How much of a value a console line quotes. */
const QUOTED = 60;

/**
 * A value as a console line quotes it, on one line whatever it holds: JSON (a string in quotes,
 * its line breaks escaped), cut after 60 characters.
 */
function shown(value: unknown): string {
  const cut = (text: string) => (text.length > QUOTED ? `${text.slice(0, QUOTED)}…` : text);
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(cut(value)) : cut(JSON.stringify(value) ?? String(value));
  } catch {
    // A BigInt, a cycle, or an object without toString (Object.create(null)).
    text = typeof value;
  }
  // JSON leaves these as they are; a console shows them as line breaks.
  return text.replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The problem, after its attribute or session. */
function said(problem: SessionsProblem): string {
  switch (problem.code) {
    case 'not-object':
      return `: ${shown(problem.value)} is not an object with "eventId" and "start"; ${LEFT_OUT}`;
    case 'unreadable':
      return `: could not be read; ${problem.at === 'sessions' ? NONE : LEFT_OUT}`;
    case 'id-missing':
      return `: "eventId" is missing or empty; ${LEFT_OUT}`;
    case 'start-missing':
      return `: "start" is missing or empty; ${LEFT_OUT}`;
    case 'id-type':
      return `: "eventId" ${shown(problem.value)} is not a string; ${LEFT_OUT}`;
    case 'id-segment':
      return `: "eventId" ${shown(problem.value)} cannot be a URL's path segment; ${LEFT_OUT}`;
    case 'start-offset':
    case 'end-offset':
      return `: "${problem.code === 'start-offset' ? 'start' : 'end'}" ${shown(problem.value)} is not an ISO 8601 date-time with Z or an offset (a time without one is ambiguous across time zones), such as ${DATE_TIME_EXAMPLE}; ${LEFT_OUT}`;
    case 'end-before':
      return `: "end" ${shown(problem.value)} is not after "start" ${shown(problem.start)}; ${LEFT_OUT}`;
    case 'duplicate':
      return `: "eventId" ${shown(problem.value)} is the same as sessions[${problem.first}]'s; the first is kept and this session is left out.`;
    case 'title-type':
      return `: "title" ${shown(problem.value)} is not a string; the session is kept without a title.`;
    case 'json':
      return `: ${shown(problem.value)} is not valid JSON; ${NONE}`;
    case 'not-array':
      return `: ${shown(problem.value)} is not an array of sessions; ${NONE}`;
    case 'too-many':
      return `: ${problem.value} sessions are more than the ${problem.max} a widget offers; sessions[${problem.max}] and after are left out.`;
    case 'unknown':
      return `=${shown(problem.value)} is not a known value (${problem.values.join(' or ')}); ${problem.fallback ? `using ${problem.fallback}` : 'it is ignored'}.`;
    case 'time-zone':
      return `=${shown(problem.value)} is not an IANA time zone name this browser knows, such as Europe/Berlin; times are shown in the visitor's zone only.`;
    case 'identify':
      return '="all" is not available in identify mode: the visitor chooses one session.';
  }
}

/** A problem's console line. */
export const sessionsExplanation = (problem: SessionsProblem): string => `${PREFIX} ${problem.at}${said(problem)}`;
