/**
 * The snippet command's arguments parsed and checked into a `SnippetRequest`,
 * with nothing printed.
 */
import { advice, check } from './cli-checks.js';
import { parseFlags, type Flags } from './cli-flags.js';
import type { EventRegisterAttributes } from './render.js';
import type { SnippetOptions } from './snippet.js';

/**
 * The command line, parsed and checked as the command does, with nothing printed: `main` in cli.ts,
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
    flags = parseFlags(argv);
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
