import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { TextField, TextFieldName } from '../../fields/model.js';
import { errorPrefixText, labels } from '../messages.js';
import { errorTextTemplate, type ErrorText } from './error-text.js';

/** One labelled text input with its error message. */
export interface FieldData {
  /** The input's id, unique to this widget instance; the error's id derives from it. */
  id: string;
  name: TextFieldName;
  /** The input's type, autocomplete, inputmode and length limit. */
  definition: TextField;
  label: string;
  required: boolean;
  value: string;
  /** The error, when the field has one. */
  error: ErrorText | undefined;
  onInput: (value: string) => void;
}

/** A field's error message, above its input (GOV.UK's pattern), prefixed for screen readers. */
export function fieldErrorTemplate(id: string, error: ErrorText | undefined): TemplateResult {
  return html`<p id=${id} class="er-field-error" part="field-error">${
    error ? html`<span class="er-visually-hidden">${errorPrefixText()} </span>${errorTextTemplate(error)}` : nothing
  }</p>`;
}

// The space before "(optional)" is in the label's own text node: alone in a text node of its own,
// between Lit's comment markers, Chromium leaves it out of the accessible name ("Name(optional)").
export function fieldTemplate(d: FieldData): TemplateResult {
  const errorId = `${d.id}-error`;
  return html`<div class="er-field er-field-${d.name}" part="field">
    <label class="er-label" for=${d.id} part="label"
      >${d.required ? d.label : `${d.label} `}${
        d.required ? nothing : html`<span class="er-optional">${labels.optional()}</span>`
      }</label
    >
    ${fieldErrorTemplate(errorId, d.error)}
    <input
      id=${d.id}
      class="er-input"
      part="input ${d.name}-input"
      name=${d.name}
      type=${d.definition.type}
      autocomplete=${d.definition.autocomplete}
      inputmode=${ifDefined(d.definition.inputmode)}
      dir=${ifDefined(d.definition.dir)}
      maxlength=${d.definition.maxLength}
      ?required=${d.required}
      aria-invalid=${ifDefined(d.error ? 'true' : undefined)}
      aria-describedby=${ifDefined(d.error ? errorId : undefined)}
      .value=${d.value}
      @input=${(e: Event) => d.onInput((e.target as HTMLInputElement).value)}
    />
  </div>`;
}
