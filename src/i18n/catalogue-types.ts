/** Types shared by the generated locale loaders and the runtime. */
import type { targetLocales } from '../generated/locale-codes.js';

export type TargetLocale = (typeof targetLocales)[number];

/** A loaded locale's messages by id, as lit-localize generates them. */
export type Catalogue = Readonly<Record<string, unknown>>;
