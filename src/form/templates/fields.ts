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

export interface FieldsData {
  ids: FieldIds;
  values: Readonly<Record<TextFieldName, string>>;
  nameField: NameFieldMode;
  /** The error of a field, when it has one. */
  errorText: (field: ControlName) => ErrorText | undefined;
  consentShown: boolean;
  consentChecked: boolean;
  slot: SlotRenderer;
  onInput: (field: TextFieldName, value: string) => void;
  onConsent: (checked: boolean) => void;
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
          value: d.values[field],
          error: d.errorText(field),
          onInput: (value) => d.onInput(field, value),
        });
  })}
    ${consentTemplate({
      id: d.ids('consent'),
      shown: d.consentShown,
      checked: d.consentChecked,
      error: d.errorText('consent'),
      slot: d.slot,
      onChange: d.onConsent,
    })}`;
}
