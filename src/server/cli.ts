/**
 * `npx event-register snippet …`: prints the paste-ready snippet (snippet.ts) to
 * stdout. Bad input is refused with the element's own console messages on stderr
 * and exit code 2; a failure of ours exits 1.
 */
import { parseArgs } from 'node:util';
import { modeOf } from '../form/mode-text.js';
import { matchLocale } from '../i18n/resolve.js';
import { attributeWarnings } from '../interaction/settings/attribute-check.js';
import { checkConfig } from '../interaction/settings/config.js';
import { consentMarkup } from './consent.js';
import { cdnFolder, cdnProblem, type EventRegisterAttributes } from './render.js';
import { snippet, snippetStyles, type SnippetOptions } from './snippet.js';
import { styleHashSource } from './styles.js';

const USAGE = `Usage: npx event-register snippet --event-id <id> --api-key <pk_…> --base-url <https://…/v1> [options]

Prints an HTML fragment to paste where the form goes: the pinned CDN script (with its
integrity hash), module preloads, and <event-register> with its form already rendered.

Options:
  --locale <tag>          the form's language (default: English; the page's lang once the script runs)
  --render-root <mode>    shadow (default) or light
  --theme <theme>         auto (default), light or dark
  --name-field <mode>     optional (default), required or hidden
  --layout <layout>       stacked (default) or inline
  --mode <mode>           register (default) or identify (needs --external-id)
  --external-id <id>      identify mode: your identifier for the signed-in person
  --consent <html>        a consent checkbox, labelled by this HTML (required before registering)
  --cdn <url>             the dist/cdn folder's URL (default: this version on jsDelivr)
  --link-styles           link the stylesheet file (with its integrity hash) instead of inlining a
                          <style>: for a Content-Security-Policy that allows the CDN in style-src
                          but not the inline style's hash; the form then paints one request later.
                          Always so with --render-root light, where one <style> per widget would
                          reach the page's other widgets
  -h, --help              this text`;

/** Thrown for input the command refuses: the message goes to stderr, the exit code is 2. */
class UsageError extends Error {}

type Flags = Record<string, string | boolean | undefined>;

function parse(argv: readonly string[]): Flags {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        'event-id': { type: 'string' },
        'api-key': { type: 'string' },
        'base-url': { type: 'string' },
        locale: { type: 'string' },
        'render-root': { type: 'string' },
        theme: { type: 'string' },
        'name-field': { type: 'string' },
        layout: { type: 'string' },
        mode: { type: 'string' },
        'external-id': { type: 'string' },
        cdn: { type: 'string' },
        consent: { type: 'string' },
        'link-styles': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) return { help: true };
    if (positionals[0] !== 'snippet' || positionals.length > 1) {
      // Never echoed: a stray argument may be a key (`--api-key= sk_live_…` splits in two).
      const what =
        positionals.length === 0
          ? 'which command?'
          : positionals[0] === 'snippet'
            ? `${positionals.length - 1} argument(s) that belong to no option ` +
              '(write --api-key=VALUE with no space after "=").'
            : 'unknown command.';
      throw new UsageError(`${what} The command is "snippet".`);
    }
    return values;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // parseArgs names the unknown option or the missing value: "Unknown option '--foo'". Its hint
    // about positional arguments that start with "-" is for programmers, not for this command.
    throw new UsageError(
      (error instanceof Error ? error.message : String(error)).replace(
        /\. To specify a positional argument[\s\S]*$/,
        '.',
      ),
    );
  }
}

/** Advice the element would give in the console (a key of an unusual shape): printed, not refused. */
function advice(flags: Flags): string[] {
  const text = (name: string): string => (typeof flags[name] === 'string' ? flags[name] : '');
  return checkConfig({ eventId: text('event-id'), apiKey: text('api-key'), baseUrl: text('base-url') }).warnings;
}

/** The checks the element itself makes, as errors: a snippet is written once and pasted for good. */
function check(flags: Flags): string[] {
  const text = (name: string): string | undefined => (typeof flags[name] === 'string' ? flags[name] : undefined);
  const problems: string[] = [];
  const config = checkConfig({
    eventId: text('event-id') ?? '',
    apiKey: text('api-key') ?? '',
    baseUrl: text('base-url') ?? '',
    mode: modeOf(text('mode')),
    externalId: text('external-id'),
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
  const cdnReason = cdn === undefined ? undefined : cdnProblem(cdn);
  if (cdnReason) problems.push(`--cdn "${cdn}" ${cdnReason}.`);
  return problems;
}

/**
 * The command line, parsed and checked as the command does, with nothing printed: `main` below,
 * and the demo's "Get the embed code" panel (demo/snippet-endpoint.ts), which must refuse exactly
 * what the command refuses.
 */
export type SnippetRequest =
  | { status: 'help' }
  /** Not a command line of ours (unknown option or command): `message` goes with the usage text. */
  | { status: 'usage-error'; message: string }
  /** What the element would refuse: its own messages, one per problem. */
  | { status: 'refused'; problems: string[] }
  /** Good to go; `advice` is what the element would only warn about. */
  | { status: 'ok'; attributes: EventRegisterAttributes; options: SnippetOptions; advice: string[] };

export function parseSnippetArgs(argv: readonly string[]): SnippetRequest {
  let flags: Flags;
  try {
    flags = parse(argv);
  } catch (error) {
    return { status: 'usage-error', message: (error as Error).message };
  }
  if (flags.help) return { status: 'help' };
  const problems = check(flags);
  if (problems.length) return { status: 'refused', problems };
  const { cdn, consent, 'link-styles': link, help: _help, ...attributes } = flags;
  return {
    status: 'ok',
    attributes,
    options: {
      cdn: typeof cdn === 'string' ? cdn : undefined,
      consent: typeof consent === 'string' ? consent : undefined,
      styles: link ? 'link' : undefined,
    },
    advice: advice(flags),
  };
}

/**
 * What a page with a Content-Security-Policy must allow for the inline `<style>`.
 * Printed on stderr, beside the snippet.
 */
export const cspNote = (attributes: EventRegisterAttributes): string =>
  'The snippet inlines its styles. If your page sends a Content-Security-Policy that restricts style-src, ' +
  `add ${styleHashSource(attributes['render-root'] === 'light' ? 'light' : 'shadow')} to it, ` +
  'or print the snippet again with --link-styles and allow the CDN there.';

/**
 * What a page with a Content-Security-Policy must allow for the stylesheet a light-DOM snippet links
 * (its own choice: a second pasted `<style>` would reach the page's other widgets).
 */
export const linkedStylesNote = (cdn: string | undefined): string =>
  'The snippet links its stylesheet: in the light DOM a second inline <style> would reach the ' +
  "page's other widgets. If your page sends a Content-Security-Policy that restricts style-src, " +
  `allow ${new URL(cdnFolder(cdn)).origin} there.`;

/** Runs the command; returns the exit code. */
export async function main(
  argv: readonly string[],
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number> {
  const request = parseSnippetArgs(argv);
  switch (request.status) {
    case 'usage-error':
      err(`event-register: ${request.message}\n\n${USAGE}\n`);
      return 2;
    case 'help':
      out(`${USAGE}\n`);
      return 0;
    case 'refused':
      err(`${request.problems.join('\n')}\n`);
      return 2;
  }
  for (const line of request.advice) err(`${line}\n`);
  try {
    out(await snippet(request.attributes, request.options));
    const styles = snippetStyles(request.attributes, request.options);
    if (styles === 'inline') err(`${cspNote(request.attributes)}\n`);
    // Linked without --link-styles: the policy needs the CDN, which the person did not choose.
    else if (!request.options.styles) err(`${linkedStylesNote(request.options.cdn)}\n`);
    return 0;
  } catch (error) {
    err(`event-register: could not write the snippet: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
