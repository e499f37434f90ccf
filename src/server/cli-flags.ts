/**
 * The snippet command's command line read into flags: its options, its one
 * command, and `UsageError` for anything else.
 */
import { parseArgs } from 'node:util';

/** Thrown for input the command refuses: the message goes to stderr, the exit code is 2. */
export class UsageError extends Error {}

export type Flags = Record<string, string | boolean | undefined>;

export function parseFlags(argv: readonly string[]): Flags {
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
        sessions: { type: 'string' },
        'sessions-mode': { type: 'string' },
        'organizer-time-zone': { type: 'string' },
        'after-end': { type: 'string' },
        dialog: { type: 'boolean' },
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
