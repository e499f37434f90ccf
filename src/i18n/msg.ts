/**
 * `msg()` and `str` for the widget's own messages, with a catalogue per widget.
 *
 * They have @lit/localize's signatures, so `lit-localize extract` finds every
 * message, and catalogues are the modules `lit-localize build` generates. What
 * differs is the lookup: @lit/localize keeps one locale per copy of the library
 * and can be configured once per page, so two widgets could not speak two
 * languages, and a host app that configures its own copy would make ours throw or
 * lose its translations. Here each widget renders inside `withMessages()` with
 * its own catalogue and its integrator's `strings`; nothing global is configured,
 * so a page's own @lit/localize is never touched.
 */
import type { msg as litMsg, str as litStr } from '@lit/localize';
import type { MessageId } from '../generated/message-ids.js';

/** A `str` template: literal parts, and the values (or, in a catalogue, the indexes of the values) between them. */
interface StrTemplate {
  strTag: true;
  strings: readonly string[];
  values: readonly unknown[];
}

type Template = string | StrTemplate;

import type { Catalogue } from './catalogue-types.js';

/**
 * Per-instance replacements for any message, by id. `{0}`, `{1}`… stand for the
 * message's values, in the order of the English text (the duration, the time…).
 */
export type EventRegisterStrings = Partial<Record<MessageId, string>>;

export interface MessageScope {
  catalogue: Catalogue | undefined;
  strings: EventRegisterStrings | undefined;
}

let scope: MessageScope | undefined;

/** Runs `render` with `messages` as the source of every `msg()` it calls. */
export const withMessages = <T>(messages: MessageScope, render: () => T): T => {
  const outer = scope;
  scope = messages;
  try {
    return render();
  } finally {
    scope = outer;
  }
};

const isStr = (value: unknown): value is StrTemplate => (value as Partial<StrTemplate> | undefined)?.strTag === true;

// Values are the strings and numbers the widget passes to `str`.
const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const join = (strings: readonly string[], values: readonly unknown[], order?: readonly unknown[]): string => {
  let text = strings[0] ?? '';
  for (let i = 1; i < strings.length; i++)
    text += asText(values[order ? (order[i - 1] as number) : i - 1]) + strings[i];
  return text;
};

// Every call in src/ passes an `id` (test/docs/message-ids.test.ts checks), so no id is ever hashed.
export const msg = ((template: Template, { id }: { id: string }): string => {
  const values = isStr(template) ? template.values : [];
  const replacement = scope?.strings?.[id as MessageId];
  if (typeof replacement === 'string')
    return replacement.replace(/\{(\d+)\}/g, (whole, i: string) => (i in values ? asText(values[+i]) : whole));
  const localized = scope?.catalogue?.[id];
  if (typeof localized === 'string') return localized;
  if (isStr(localized)) return join(localized.strings, values, localized.values);
  return isStr(template) ? join(template.strings, values) : template;
}) as unknown as typeof litMsg;

export const str = ((strings: TemplateStringsArray, ...values: unknown[]): StrTemplate => ({
  strTag: true,
  strings,
  values,
})) as unknown as typeof litStr;
