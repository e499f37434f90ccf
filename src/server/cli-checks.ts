/**
 * The snippet command's checks of its flags: the element's own configuration
 * checks and console messages, made errors (or advice) for a snippet written once.
 */
import { matchLocale } from '../i18n/resolve.js';
import { modeOf } from '../form/mode-labels.js';
import { attributeWarnings } from '../interaction/settings/attribute-check.js';
import { describeConfig } from '../diagnostics/config-explanation.js';
import type { Flags } from './cli-flags.js';
import { consentMarkup } from './consent.js';
import { cdnProblem } from './render.js';
import { readSessions } from './sessions.js';

/** Advice the element would give in the console (a key of an unusual shape): printed, not refused. */
export function advice(flags: Flags): string[] {
  const text = (name: string): string => (typeof flags[name] === 'string' ? flags[name] : '');
  return describeConfig({ eventId: text('event-id'), apiKey: text('api-key'), baseUrl: text('base-url') }).warnings;
}

/** The checks the element itself makes, as errors: a snippet is written once and pasted for good. */
export function check(flags: Flags): string[] {
  const text = (name: string): string | undefined => (typeof flags[name] === 'string' ? flags[name] : undefined);
  const problems: string[] = [];
  const config = describeConfig({
    eventId: text('event-id') ?? '',
    apiKey: text('api-key') ?? '',
    baseUrl: text('base-url') ?? '',
    mode: modeOf(text('mode')),
    externalId: text('external-id'),
    sessions: text('sessions') !== undefined,
  });
  if (config.explanation) problems.push(config.explanation);
  // The element's own words, less the fallback it would use: the command refuses instead.
  problems.push(
    ...attributeWarnings({
      mode: text('mode'),
      nameField: text('name-field'),
      layout: text('layout'),
      theme: text('theme'),
      renderRootMode: text('render-root'),
    }).map((line) => line.replace(/; using [^.]+\.$/, '.')),
  );
  const locale = text('locale');
  if (locale !== undefined && !matchLocale(locale))
    problems.push(`<event-register> locale="${locale}" is not a language the widget speaks. See docs/localization.md.`);
  const cdn = text('cdn');
  const consent = text('consent');
  if (consent !== undefined && !consent.trim())
    problems.push('--consent is empty: give the label of the consent checkbox, as HTML.');
  else if (consent !== undefined && modeOf(text('mode')) === 'identify') {
    problems.push('--consent is for register mode: identify mode has no form to consent in.');
  } else if (consent !== undefined) {
    try {
      consentMarkup(consent);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const sessions = readSessions(flags);
  problems.push(...sessions.problems);
  if (sessions.closed)
    problems.push(
      '--sessions: every session has ended, and registration is closed (--after-end closed, the default): ' +
        'the snippet would only say so. Give sessions still to come, or --after-end on-demand.',
    );
  const cdnReason = cdn === undefined ? undefined : cdnProblem(cdn);
  if (cdnReason) problems.push(`--cdn "${cdn}" ${cdnReason}.`);
  return problems;
}
