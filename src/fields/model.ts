/**
 * The field model: one definition per field of the form, and the one place that
 * says what a field is. A text field or an attribute field fills the request
 * property of its own name (the compiler checks that the request type has it), and
 * the server reports its errors at `body.<name>` or `<name>`; a checkbox sends
 * nothing. Templates (form/templates/fields.ts), form state, ids, client-side
 * checks (validation.ts), server error mapping and the request all derive from it.
 *
 * Adding a field means: a definition here, its label (form/messages.ts) and its
 * error messages (interaction/messages/field-messages.ts, a table the compiler
 * holds complete for every text field), and its property in the request type
 * (api/types.ts). Nothing else.
 *
 * The form at rest imports this table, so it stays data: no checks' code, no text.
 */
import type { RequestProperty } from '../api/types.js';
import type { NameFieldMode } from '../public-types.js';

/**
 * Whether a field must be filled: always, never, as the `name-field` attribute says
 * (which can also hide it), or when the host gave a `consent` slot.
 */
export type Presence = 'required' | 'optional' | 'name-field' | 'consent-slot' | 'choice';

/** The `autocomplete` tokens a field may use (single tokens, as lit-analyzer checks the binding against). */
export type AutocompleteToken =
  'email' | 'name' | 'given-name' | 'family-name' | 'organization' | 'organization-title' | 'tel' | 'country-name';

/**
 * A text input, told by its `type`. Its checks follow from its definition, in this
 * order: `required` (from `presence`), `control-chars` (every text field), `too-long`
 * (`maxLength`), `invalid` (the format of an `email` type). Each check's message is
 * in interaction/messages/field-messages.ts.
 */
export interface TextField {
  readonly type: 'email' | 'text';
  readonly autocomplete: AutocompleteToken;
  readonly inputmode?: 'email';
  /** An address reads left to right in every language: in a right-to-left form too. */
  readonly dir?: 'ltr';
  readonly maxLength: number;
  readonly presence: Exclude<Presence, 'consent-slot'>;
  /** `layout="inline"`: this field comes last, beside the button. */
  readonly besideButton?: boolean;
}

/** A checkbox the person must tick, while the host's `consent` slot has content; nothing of it is sent. */
export interface CheckboxField {
  readonly presence: 'consent-slot';
}

/**
 * A choice among options the page gives (the `sessions` feature's radio group): required while shown.
 * Nothing of it is sent as a field: it decides which event the request goes to.
 */
export interface ChoiceField {
  readonly presence: 'choice';
}

/** A value the integrator gives (an attribute), sent but never typed: its errors show at form level. */
export type AttributeField = Record<string, never>;

export const FIELDS = {
  // RFC 5321's limit on a forward path, and the usual input maxlength.
  email: {
    type: 'email',
    autocomplete: 'email',
    inputmode: 'email',
    dir: 'ltr',
    maxLength: 254,
    presence: 'required',
    besideButton: true,
  },
  name: { type: 'text', autocomplete: 'name', maxLength: 200, presence: 'name-field' },
  consent: { presence: 'consent-slot' },
  session: { presence: 'choice' },
  external_id: {},
} as const satisfies Record<string, TextField | CheckboxField | ChoiceField | AttributeField>;

type Fields = typeof FIELDS;
/** Every field, in form order. */
export type FieldName = keyof Fields;
/** The fields the person types in. */
export type TextFieldName = { [F in FieldName]: Fields[F] extends TextField ? F : never }[FieldName];
/**
 * The fields whose value is sent, each a request property of its own name: this fails to
 * compile when a request type (api/types.ts) lacks one.
 */
export type SentFieldName = RequestPropertyNamed<
  Exclude<FieldName, { [F in FieldName]: Fields[F] extends CheckboxField | ChoiceField ? F : never }[FieldName]>
>;
type RequestPropertyNamed<F extends RequestProperty> = F;
/** The fields that are controls of the form, and can show an error next to themselves. */
export type ControlName = { [F in FieldName]: Fields[F] extends { presence: Presence } ? F : never }[FieldName];

/** Every field, in form order. */
export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];
/** The text fields, in form order. */
export const TEXT_FIELDS = FIELD_NAMES.filter((f): f is TextFieldName => 'type' in FIELDS[f]);
/** The form's controls, in form order: the order of errors, announcements and the error summary. */
export const CONTROLS = FIELD_NAMES.filter((f): f is ControlName => 'presence' in FIELDS[f]);

/** Normalizes `name-field` values; anything unknown is the default. */
export const nameFieldMode = (value: string | null | undefined): NameFieldMode =>
  value === 'required' || value === 'hidden' ? value : 'optional';

/** Whether a text field is shown, and whether it must be filled, under the element's `name-field` setting. */
export const textPresence = (field: TextFieldName, nameField: NameFieldMode): NameFieldMode => {
  const presence = FIELDS[field].presence;
  return presence === 'name-field' ? nameField : presence;
};
