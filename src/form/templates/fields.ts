/** Register mode's fields, from the field model: each text field (unless hidden), then the consent checkbox. */
import { html, nothing, type TemplateResult } from 'lit';
import { FIELDS, TEXT_FIELDS, textPresence } from '../../fields/model.js';
import { consentTemplate } from './consent.js';
import { fieldTemplate } from './field.js';
import type { FieldsData } from './fields-data.js';

export function fieldsTemplate(fields: FieldsData): TemplateResult {
  const order = fields.inline
    ? [
        ...TEXT_FIELDS.filter((f) => !('besideButton' in FIELDS[f])),
        ...TEXT_FIELDS.filter((f) => 'besideButton' in FIELDS[f]),
      ]
    : TEXT_FIELDS;
  return html`${order.map((field) => {
    const presence = textPresence(field, fields.nameField);
    return presence === 'hidden' ? nothing : fieldTemplate(field, presence === 'required', fields);
  })}
    ${consentTemplate(fields)}`;
}
