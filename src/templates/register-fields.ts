/** Register mode's fields: email, name (unless hidden) and the consent checkbox. */
import { html, nothing, type TemplateResult } from 'lit';
import type { InputField } from '../controllers/form-state.js';
import type { InstanceIds } from '../instance-ids.js';
import { labels, type ErrorField } from '../messages.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type NameFieldMode } from '../field-options.js';
import { consentTemplate } from './consent.js';
import type { ErrorText } from './error-text.js';
import { fieldTemplate } from './field.js';
import type { SlotRenderer } from './slot.js';

export interface RegisterFieldsData {
  ids: InstanceIds;
  values: Readonly<Record<InputField, string>>;
  nameField: NameFieldMode;
  /** The error of a field, when it has one. */
  errorText: (field: ErrorField) => ErrorText | undefined;
  consentShown: boolean;
  consentChecked: boolean;
  slot: SlotRenderer;
  onInput: (field: InputField, value: string) => void;
  onConsent: (checked: boolean) => void;
  /** layout="inline": the name (if shown) first, so the email field sits next to the button. */
  inline: boolean;
}

export function registerFieldsTemplate(d: RegisterFieldsData): TemplateResult {
  const email = fieldTemplate({
      id: d.ids.email,
      name: 'email',
      label: labels.email(),
      type: 'email',
      autocomplete: 'email',
      inputmode: 'email',
      maxlength: EMAIL_MAX_LENGTH,
      required: true,
      value: d.values.email,
      error: d.errorText('email'),
      onInput: (value) => d.onInput('email', value),
    });
  const name =
    d.nameField === 'hidden'
      ? nothing
      : fieldTemplate({
          id: d.ids.name,
          name: 'name',
          label: labels.name(),
          type: 'text',
          autocomplete: 'name',
          maxlength: NAME_MAX_LENGTH,
          required: d.nameField === 'required',
          value: d.values.name,
          error: d.errorText('name'),
          onInput: (value) => d.onInput('name', value),
        });
  return html`${d.inline ? html`${name}${email}` : html`${email}${name}`}
    ${consentTemplate({
      id: d.ids.consent,
      shown: d.consentShown,
      checked: d.consentChecked,
      error: d.errorText('consent'),
      slot: d.slot,
      onChange: d.onConsent,
    })}`;
}
