import { html, nothing, type TemplateResult } from 'lit';

/** A form-level message: an error, or information (such as "already registered"). */
export interface FormMessage {
  text: string;
  tone: 'error' | 'info';
}

export interface FormData {
  label: string;
  busy: boolean;
  /** The fields, consent included (nothing in identify mode). */
  fields: TemplateResult | typeof nothing;
  message: FormMessage | undefined;
  /** "Trying again in N s", while the client waits. */
  countdown: string | undefined;
  buttonLabel: string;
  buttonDisabled: boolean;
  onSubmit: (event: SubmitEvent) => void;
}

export function formTemplate(d: FormData): TemplateResult {
  return html`<form class="er-form" part="form" novalidate aria-busy=${d.busy ? 'true' : 'false'} aria-label=${d.label}
    @submit=${d.onSubmit}>
    ${d.fields}
    <p class="er-form-error ${d.message?.tone ?? ''}" part="form-error" role="alert">${d.message?.text ?? ''}</p>
    ${d.countdown === undefined ? nothing : html`<p class="er-countdown" part="countdown">${d.countdown}</p>`}
    <button class="er-submit" type="submit" part="submit" ?disabled=${d.buttonDisabled}>${d.buttonLabel}</button>
  </form>`;
}
