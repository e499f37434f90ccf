import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { TextField, TextFieldName } from '../../fields/model.js';
import { errorPrefixText, labels } from '../messages.js';
import { errorTextTemplate } from './error-text.js';
import type { ErrorText } from '../../fields/problem.js';

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
  /** A hint under the input ("Did you mean …?"), its text's id `<id>-hint`; it describes the input unless an error does. */
  hint?: TemplateResult | undefined;
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
export function fieldTemplate(field: FieldData): TemplateResult {
  const errorId = `${field.id}-error`;
  return html`<div class="er-field er-field-${field.name}" part="field">
    <label class="er-label" for=${field.id} part="label"
      >${field.required ? field.label : `${field.label} `}${
        field.required ? nothing : html`<span class="er-optional">${labels.optional()}</span>`
      }</label
    >
    ${fieldErrorTemplate(errorId, field.error)}
    <input
      id=${field.id}
      class="er-input"
      part="input ${field.name}-input"
      name=${field.name}
      type=${field.definition.type}
      autocomplete=${field.definition.autocomplete}
      inputmode=${ifDefined(field.definition.inputmode)}
      dir=${ifDefined(field.definition.dir)}
      maxlength=${field.definition.maxLength}
      ?required=${field.required}
      aria-invalid=${ifDefined(field.error ? 'true' : undefined)}
      aria-describedby=${ifDefined(field.error ? errorId : field.hint && `${field.id}-hint`)}
      .value=${field.value}
      @input=${(e: Event) => field.onInput((e.target as HTMLInputElement).value)}
    />
    ${field.hint}
  </div>`;
}
