/**
 * Prefill from the page URL: only the parameters `prefill-from-url` names for the email and name
 * fields (an allow-list; by default `email` and `name`), and, when asked, removing them from the
 * address bar so personal data does not linger in history, bookmarks or shared links.
 */
import { PREFIX } from '../interaction/messages/console-prefix.js';

export interface PrefillValues {
  email?: string;
  name?: string;
}

type PrefillField = keyof PrefillValues;

/** What the attribute asks for: the parameter read for each field, and whether to strip them. */
export interface PrefillPlan {
  params: Record<PrefillField, string>;
  strip: boolean;
  /** Console lines for the tokens it could not read. */
  warnings: string[];
}

/**
 * Reads `prefill-from-url`: whitespace-separated tokens, `strip` and `<field>=<parameter>`
 * (`email=er_email name=er_name`). A field it does not name keeps its default parameter, so that a
 * page renaming only `name` (which WordPress takes for a post slug) still reads `email`.
 */
export function prefillPlan(attribute: string): PrefillPlan {
  const plan: PrefillPlan = { params: { email: 'email', name: 'name' }, strip: false, warnings: [] };
  for (const token of attribute.split(/\s+/)) {
    const [field, param, extra] = token.split('=');
    if (/^strip$/i.test(token)) plan.strip = true;
    else if ((field == 'email' || field == 'name') && param && extra == null) plan.params[field] = param;
    else if (token) plan.warnings.push(`${PREFIX} prefill-from-url ignores "${token}": use strip, email=… or name=….`);
  }
  return plan;
}

/**
 * Reads the prefill of the page's URL as `prefill-from-url` says (absent: off). The values are the
 * person's own.
 */
export function takeUrlPrefill(attribute: string | null | undefined): PrefillValues {
  const values: PrefillValues = {};
  if (attribute == null) return values;
  const { params, strip, warnings } = prefillPlan(attribute);
  warnings.forEach((line) => console.warn(line));
  const url = new URL(location.href);
  const query = url.searchParams;
  let found;
  for (const field of ['email', 'name'] as const) {
    const value = query.get(params[field]);
    if (value) values[field] = value;
    found ||= value != null;
    query.delete(params[field]);
  }
  if (found && strip) history.replaceState(history.state, '', url.href);
  return values;
}
