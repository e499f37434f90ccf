/** Register mode's fields, from the field model: each text field (unless hidden), then the consent checkbox. */
import { html, nothing, type TemplateResult } from 'lit';
import { FIELDS, TEXT_FIELDS, textPresence, type ControlName, type TextFieldName } from '../../fields/model.js';
import type { NameFieldMode } from '../../public-types.js';
import type { FieldIds } from '../../fields/ids.js';
import { fieldLabels } from '../messages.js';
import { consentTemplate } from './consent.js';
import type { ErrorText } from '../../fields/problem.js';
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
  /** The hint under the email field, when it has one. */
  emailHint?: TemplateResult | undefined;
}

export function fieldsTemplate(fields: FieldsData): TemplateResult {
  const order = fields.inline
    ? [
        ...TEXT_FIELDS.filter((f) => !('besideButton' in FIELDS[f])),
        ...TEXT_FIELDS.filter((f) => 'besideButton' in FIELDS[f]),
      ]
    : TEXT_FIELDS;
  return html`${order.map((field) => {
    const presence = textPresence(field, fields.nameField);
    return presence === 'hidden'
      ? nothing
      : fieldTemplate({
          id: fields.ids(field),
          name: field,
          definition: FIELDS[field],
          label: fieldLabels[field](),
          required: presence === 'required',
          value: fields.form.values[field],
          error: fields.errorText(field),
          hint: field === 'email' ? fields.emailHint : undefined,
          onInput: (value) => fields.form.input(field, value),
        });
  })}
    ${consentTemplate({
      id: fields.ids('consent'),
      shown: fields.consentShown,
      checked: fields.form.consentChecked,
      error: fields.errorText('consent'),
      slot: fields.slot,
      onChange: (checked) => fields.form.setConsent(checked),
    })}`;
}
