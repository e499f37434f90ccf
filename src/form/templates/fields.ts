/** Register mode's fields, from the field model: each text field (unless hidden), then the consent checkbox. */
import { html, nothing, type TemplateResult } from 'lit';
import {
  FIELDS,
  TEXT_FIELDS,
  textPresence,
  type ControlName,
  type NameFieldMode,
  type TextFieldName,
} from '../../fields/model.js';
import type { FieldIds } from '../../fields/ids.js';
import { fieldLabels } from '../messages.js';
import { consentTemplate } from './consent.js';
import type { ErrorText } from './error-text.js';
import { fieldTemplate } from './field.js';
import type { SlotRenderer } from './slot.js';

/** What the fields read and change of the form's data (form-state.ts). */
export interface FormFields {
  readonly values: Readonly<Record<TextFieldName, string>>;
  readonly consentChecked: boolean;
  input(field: TextFieldName, value: string): void;
  setConsent(checked: boolean): void;
}

export interface FieldsData {
  ids: FieldIds;
  form: FormFields;
  nameField: NameFieldMode;
  /** The error of a field, when it has one. */
  errorText: (field: ControlName) => ErrorText | undefined;
  consentShown: boolean;
  slot: SlotRenderer;
  /** layout="inline": the field beside the button (email) comes last. */
  inline: boolean;
}

export function fieldsTemplate(d: FieldsData): TemplateResult {
  const order = d.inline
    ? [
        ...TEXT_FIELDS.filter((f) => !('besideButton' in FIELDS[f])),
        ...TEXT_FIELDS.filter((f) => 'besideButton' in FIELDS[f]),
      ]
    : TEXT_FIELDS;
  return html`${order.map((field) => {
    const presence = textPresence(field, d.nameField);
    return presence === 'hidden'
      ? nothing
      : fieldTemplate({
          id: d.ids(field),
          name: field,
          definition: FIELDS[field],
          label: fieldLabels[field](),
          required: presence === 'required',
          value: d.form.values[field],
          error: d.errorText(field),
          onInput: (value) => d.form.input(field, value),
        });
  })}
    ${consentTemplate({
      id: d.ids('consent'),
      shown: d.consentShown,
      checked: d.form.consentChecked,
      error: d.errorText('consent'),
      slot: d.slot,
      onChange: (checked) => d.form.setConsent(checked),
    })}`;
}
