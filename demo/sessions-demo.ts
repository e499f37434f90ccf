/**
 * The demo's "Several sessions": a three-session event and a series, each session a fresh event of
 * the local API (its test-control `POST /events`), with times computed when the page loads.
 */
import type { SessionInput } from '../src/public-types.js';

const DAY = 24 * 60 * 60_000;

/** Tomorrow's (or a later day's) `hour`:00 UTC, as ISO 8601 with Z. */
function at(days: number, hour: number): string {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

async function freshEvent(controlUrl: string, name: string): Promise<string> {
  const response = await fetch(`${controlUrl}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!response.ok) throw new Error(`POST /events answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** The same talk for Asia-Pacific, Europe and the Americas; a course in three weekly parts. */
const TALK = [
  { title: 'Asia-Pacific', days: 1, hour: 3 },
  { title: 'Europe', days: 1, hour: 9 },
  { title: 'Americas', days: 1, hour: 17 },
];
const COURSE = [
  { title: 'Part 1: Building', days: 2, hour: 16 },
  { title: 'Part 2: Deploying', days: 9, hour: 16 },
  { title: 'Part 3: Operating', days: 16, hour: 16 },
];

async function sessionsOf(controlUrl: string, plan: typeof TALK): Promise<SessionInput[]> {
  const ids = await Promise.all(plan.map((s) => freshEvent(controlUrl, s.title)));
  return plan.map((s, i) => ({ eventId: ids[i]!, start: at(s.days, s.hour), title: s.title }));
}

/**
 * Puts the widget of `<template id="<id>-template">` on the page with its sessions: made only once
 * its events exist, so it never draws a form without them.
 */
function mount(id: string, sessions: SessionInput[]): void {
  const template = document.getElementById(`${id}-template`) as HTMLTemplateElement | null;
  const widget = template?.content.firstElementChild?.cloneNode(true) as Element | undefined;
  if (!template || !widget) return;
  widget.setAttribute('sessions', JSON.stringify(sessions));
  template.replaceWith(widget);
}

/** Gives the two widgets their sessions; says on `status` when the local API could not make them. */
export async function startSessionsDemo(controlUrl: string, status: HTMLElement): Promise<void> {
  try {
    const [talk, course] = await Promise.all([sessionsOf(controlUrl, TALK), sessionsOf(controlUrl, COURSE)]);
    mount('sessions-widget', talk);
    mount('series-widget', course);
  } catch (error) {
    status.textContent = `The sessions' events could not be made: ${(error as Error).message}`;
  }
}
