/**
 * Where a server's field error lands: on the field that fills the request property
 * the server named (at `body.<property>` or `<property>`, see api/problem.ts): the
 * field of that name, unless it sends nothing (a checkbox). Used by the
 * interaction code only, so none of it weighs on the form at rest.
 */
import {
  CONTROLS,
  FIELD_NAMES,
  FIELDS,
  TEXT_FIELDS,
  type ControlName,
  type FieldName,
  type TextFieldName,
} from './model.js';

const fillsProperty = (field: FieldName, property: string | null): boolean => {
  const definition = FIELDS[field];
  return field === property && !('presence' in definition && definition.presence === 'consent-slot');
};

/** The field a request property belongs to, if any. */
export const fieldOfProperty = (property: string | null): FieldName | undefined =>
  FIELD_NAMES.find((f) => fillsProperty(f, property));

/** The form control a request property belongs to; none for a field the person does not see (`external_id`). */
export const controlOfProperty = (property: string | null): ControlName | undefined =>
  CONTROLS.find((f) => fillsProperty(f, property));

/** The text field a request property belongs to, if any. */
export const textFieldOfProperty = (property: string | null): TextFieldName | undefined =>
  TEXT_FIELDS.find((f) => fillsProperty(f, property));
