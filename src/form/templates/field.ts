import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { FIELDS, type TextField, type TextFieldName } from '../../fields/model.js';
import { errorPrefixText, fieldLabels, labels } from '../messages.js';
import { errorTextTemplate } from './error-text.js';
import type { ErrorText } from '../../fields/problem.js';
import type { FieldsData } from './fields-data.js';

/** A field's error message, above its input (GOV.UK's pattern), prefixed for screen readers. */
export function fieldErrorTemplate(id: string, error: ErrorText | undefined): TemplateResult {
  return html`<p id=${id} class="er-field-error" part="field-error">${
    error ? html`<span class="er-visually-hidden">${errorPrefixText()} </span>${errorTextTemplate(error)}` : nothing
  }</p>`;
}

/**
 * One labelled text input with its error message. Its type, autocomplete, inputmode and length
 * limit are its definition's in the field model.
 */
// The space before "(optional)" is in the label's own text node: alone in a text node of its own,
// between Lit's comment markers, Chromium leaves it out of the accessible name ("Name(optional)").
export function fieldTemplate(name: TextFieldName, required: boolean, fields: FieldsData): TemplateResult {
  const id = fields.ids(name);
  const definition: TextField = FIELDS[name];
  const label = fieldLabels[name]();
  const error = fields.parts.fieldError?.(name);
  const hint = name === 'email' ? fields.parts.emailHint : undefined;
  const errorId = `${id}-error`;
  return html`<div class="er-field er-field-${name}" part="field">
    <label class="er-label" for=${id} part="label"
      >${required ? label : `${label} `}${
        required ? nothing : html`<span class="er-optional">${labels.optional()}</span>`
      }</label
    >
    ${fieldErrorTemplate(errorId, error)}
    <input
      id=${id}
      class="er-input"
      part="input ${name}-input"
      name=${name}
      type=${definition.type}
      autocomplete=${definition.autocomplete}
      inputmode=${ifDefined(definition.inputmode)}
      dir=${ifDefined(definition.dir)}
      maxlength=${definition.maxLength}
      ?required=${required}
      aria-invalid=${ifDefined(error && 'true')}
      aria-describedby=${error ? errorId : hint ? `${id}-hint` : nothing}
      .value=${fields.form.values[name]}
      @input=${(e: Event) => fields.form.input(name, (e.target as HTMLInputElement).value)}
    />
    ${hint}
  </div>`;
}
