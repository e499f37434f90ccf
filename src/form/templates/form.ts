import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { errorTextTemplate, type ErrorText } from './error-text.js';

/** A form-level message: an error, or information (such as "already registered"). */
export interface FormMessage {
  /** The widget's own text, then any server texts it could not match. */
  texts: readonly ErrorText[];
  tone: 'error' | 'info';
  /** A way forward, shown as a button in the banner. */
  action?: { label: string; run: () => void };
}

/** The banner as the form renders it: the action already a template (messageActionTemplate), from the lazy chunk. */
export type FormBanner = Omit<FormMessage, 'action'> & { action?: TemplateResult };

/** What the submit button shows. */
export type ButtonState = 'idle' | 'busy' | 'rate-limited';

export interface FormData {
  label: string;
  /** Undefined at rest, as are the summary, the countdown and the button's state. */
  busy?: boolean;
  /** "Test mode" badge text, for a pk_test_ key. */
  badge: string | undefined;
  /** The error summary (GOV.UK), before everything else. */
  summary?: TemplateResult | typeof nothing;
  /** The fields, consent included (nothing in identify mode). */
  fields: TemplateResult | typeof nothing;
  message: FormBanner | undefined;
  /** "Trying again in N s", while the client waits. */
  countdown?: string | undefined;
  buttonLabel: string;
  buttonState?: ButtonState;
  inline: boolean;
  onSubmit: (event: SubmitEvent) => void;
}

/** What a submission decides of the form (the interaction code's result view; at rest, only a message, if any). */
export type FormParts = Pick<FormData, 'busy' | 'summary' | 'message' | 'countdown' | 'buttonState'> & {
  /** The button's text while sending; undefined for its text at rest. */
  busyLabel?: string | undefined;
};

/**
 * A mark that tells the message's kind without colour: "!" for an error, "i" for information.
 * The dot is a zero-length stroke with a round cap.
 */
function icon(tone: FormMessage['tone']): TemplateResult {
  return html`<svg class="er-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="none"
    stroke="currentColor" stroke-width="2" stroke-linecap="round">
    <circle cx="10" cy="10" r="9"></circle><path stroke-width="2.4" d=${
      tone === 'error' ? 'M10 5v6m0 3.5v0' : 'M10 9v6m0-9.2v0'
    }></path>
  </svg>`;
}

export function formTemplate(d: FormData): TemplateResult {
  const message = d.message;
  // The alert region is always present, so that a message put into it is announced.
  return html`<form class="er-form ${d.inline ? 'er-inline' : ''}" part="form" novalidate
    aria-busy=${ifDefined(d.busy ? 'true' : undefined)} aria-label=${d.label} @submit=${d.onSubmit}>
    ${d.badge ? html`<p class="er-badge-row"><span class="er-badge" part="test-mode">${d.badge}</span></p>` : nothing}
    ${d.summary ?? nothing}
    ${d.fields}
    <div class="er-form-error ${message?.tone ?? ''}" part="form-error" role="alert">${
      message
        ? html`${icon(message.tone)}<div class="er-message-body">
          <p class="er-text">${message.texts.map((t, i) => html`${i ? ' ' : ''}${errorTextTemplate(t)}`)}</p>
          ${message.action ?? nothing}
        </div>`
        : nothing
    }</div>
    ${d.countdown === undefined ? nothing : html`<p class="er-countdown" part="countdown">${d.countdown}</p>`}
    <button class="er-submit" type="submit" part="submit" data-state=${d.buttonState ?? 'idle'}
      aria-disabled=${ifDefined(
        d.buttonState && d.buttonState !== 'idle' ? 'true' : undefined,
      )}><span class="er-spinner" aria-hidden="true"></span>${d.buttonLabel}</button>
  </form>`;
}
