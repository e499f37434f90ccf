import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ControlName } from '../../fields/model.js';
import { errorTextTemplate } from './error-text.js';
import type { ErrorText } from '../../fields/problem.js';
import { messageActionTemplate } from './message-action.js';

/** The form-level banner: an error, or information (such as "already registered"). */
export interface Banner {
  /** The widget's own text, then any server texts it could not match. */
  texts: readonly ErrorText[];
  tone: 'error' | 'info';
  /** A way forward, shown as a button in the banner. */
  action?: { label: string; run: () => void };
}

/** What the submit button shows. */
export type ButtonState = 'idle' | 'busy' | 'rate-limited';

export interface FormView {
  label: string;
  /** Undefined at rest, as are the summary, the countdown and the button's state. */
  busy?: boolean;
  /** "Test mode" badge text, for a pk_test_ key. */
  badge: string | undefined;
  /** The error summary (GOV.UK), before everything else. */
  summary?: TemplateResult | typeof nothing;
  /** The fields, consent included (nothing in identify mode). */
  fields: TemplateResult | typeof nothing;
  /** A feature's part above the banner and the button (the sessions' choice of a time). */
  choice?: TemplateResult | undefined;
  banner?: Banner | undefined;
  /** "Trying again in N s", while the client waits. */
  countdown?: string | undefined;
  buttonLabel: string;
  buttonState?: ButtonState;
  inline: boolean;
  onSubmit: (event: SubmitEvent) => void;
}

/** What a submission decides of the form (the result view model, or a held submission); nothing at rest. */
export type FormParts = Partial<
  Pick<FormView, 'busy' | 'summary' | 'banner' | 'countdown' | 'buttonState' | 'choice'>
> & {
  /** The button's text while sending; undefined for its text at rest. */
  sendingLabel?: string | undefined;
  /** A field's error as shown, once a submission has found one. */
  fieldError?: (field: ControlName) => ErrorText | undefined;
  /** What a lazy feature shows under the email field (the address hint). */
  emailHint?: TemplateResult | undefined;
};

/**
 * A mark that tells the message's kind without colour: "!" for an error, "i" for information.
 * The dot is a zero-length stroke with a round cap.
 */
function icon(tone: Banner['tone']): TemplateResult {
  return html`<svg class="er-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="9"></circle><path d=${tone === 'error' ? 'M10 5v6m0 3.5v0' : 'M10 9v6m0-9.2v0'}></path>
  </svg>`;
}

export function formTemplate(view: FormView): TemplateResult {
  const banner = view.banner;
  // The alert region is always present, so that a message put into it is announced.
  return html`<form class="er-form ${view.inline ? 'er-inline' : ''}" part="form" novalidate
    aria-busy=${ifDefined(view.busy ? 'true' : undefined)} aria-label=${view.label} @submit=${view.onSubmit}>
    ${view.badge ? html`<p class="er-badge-row"><span class="er-badge" part="test-mode">${view.badge}</span></p>` : nothing}
    ${view.summary ?? nothing}
    ${view.fields}${view.choice}
    <div class="er-form-error ${banner?.tone ?? ''}" part="form-error" role="alert">${
      banner
        ? html`${icon(banner.tone)}<div class="er-message-body">
          <p class="er-text">${banner.texts.map((t, i) => html`${i ? ' ' : ''}${errorTextTemplate(t)}`)}</p>
          ${banner.action ? messageActionTemplate(banner.action) : nothing}
        </div>`
        : nothing
    }</div>
    ${view.countdown === undefined ? nothing : html`<p class="er-countdown" part="countdown">${view.countdown}</p>`}
    <button class="er-submit" type="submit" part="submit" data-state=${view.buttonState ?? 'idle'}
      aria-disabled=${ifDefined(
        view.buttonState && view.buttonState !== 'idle' ? 'true' : undefined,
      )}><span class="er-spinner" aria-hidden="true"></span>${view.buttonLabel}</button>
  </form>`;
}
