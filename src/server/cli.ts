/**
 * `npx event-register snippet …`: prints the paste-ready snippet (snippet.ts) to
 * stdout. Bad input is refused with the element's own console messages on stderr
 * and exit code 2; a failure of ours exits 1. This module holds the usage text and
 * `main`; the arguments are read in cli-request.ts.
 */
import { parseSnippetArgs } from './cli-request.js';
import { cspNote, linkedStylesNote } from './csp-notes.js';
import { snippet, snippetStyles } from './snippet.js';

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
  --sessions <json>       several sessions to choose from: [{"eventId","start","end","title"}…]
                          (then --event-id is optional, and chooses one at first); their times
                          show in --organizer-time-zone, or UTC, until the script shows the visitor's
  --sessions-mode <mode>  one (default) or all (a series)
  --organizer-time-zone <zone>  an IANA zone, such as Europe/Berlin
  --after-end <what>      closed (the default with --sessions) or on-demand
  --dialog                a button where the snippet stands ("Register") that opens the form in a
                          modal dialog once the script has come, as do the page's elements with
                          data-event-register-open; before it, the button does nothing
  --cdn <url>             the dist/cdn folder's URL (default: this version on jsDelivr)
  --link-styles           link the stylesheet file (with its integrity hash) instead of inlining a
                          <style>: for a Content-Security-Policy that allows the CDN in style-src
                          but not the inline style's hash; the form then paints one request later.
                          Always so with --render-root light, where one <style> per widget would
                          reach the page's other widgets
  -h, --help              this text`;

/** What Webflow's Embed element (a site builder's box for pasted code) holds, in characters. */
const EMBED_LIMIT = 50_000;

/** The snippet's length on stderr: whether it fits a site builder's code box is known before pasting. */
function sizeNote(snippet: string): string {
  const count = (n: number): string => n.toLocaleString('en-US');
  return snippet.length <= EMBED_LIMIT
    ? `event-register: ${count(snippet.length)} characters (Webflow's Embed element holds ${count(EMBED_LIMIT)})`
    : `event-register: ${count(snippet.length)} characters, more than Webflow's Embed element holds (${count(EMBED_LIMIT)})`;
}

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
    const text = await snippet(request.attributes, request.options);
    out(text);
    err(`${sizeNote(text)}\n`);
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
