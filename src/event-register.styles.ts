import { css } from 'lit';

/**
 * Styles of <event-register>. Every colour, radius and font is a
 * `--event-register-*` custom property with a sensible fallback, so hosts theme
 * it without `::part` where they can; parts cover the rest.
 * Logical properties (inline/block) keep right-to-left layouts correct.
 */
export const styles = css`
  :host {
    display: block;
    box-sizing: border-box;
    max-inline-size: var(--event-register-max-width, 28rem);
    font-family: var(--event-register-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    font-size: var(--event-register-font-size, 1rem);
    line-height: 1.5;
    /* A host page's text-align: center (React's and Vue's starter templates have one) must not centre the form. */
    text-align: start;
    color: var(--event-register-color, #1f2328);
    --_accent: var(--event-register-accent, #0b5cd5);
    --_accent-contrast: var(--event-register-accent-contrast, #ffffff);
    --_danger: var(--event-register-danger, #b3261e);
    --_success: var(--event-register-success, #146c2e);
    --_border: var(--event-register-border-color, #8c959f);
    --_radius: var(--event-register-radius, 0.5rem);
    --_gap: var(--event-register-gap, 1rem);
    --_background: var(--event-register-background, transparent);
    --_input-background: var(--event-register-input-background, #ffffff);
    --_focus-ring: var(--event-register-focus-ring, 0 0 0 3px color-mix(in srgb, var(--_accent) 40%, transparent));
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  form,
  .success {
    display: grid;
    gap: var(--_gap);
    background: var(--_background);
  }
  .field {
    display: grid;
    gap: 0.25rem;
  }
  label {
    font-weight: 600;
  }
  .optional {
    font-weight: 400;
    color: var(--event-register-muted-color, #57606a);
  }
  input {
    font: inherit;
    color: inherit;
    inline-size: 100%;
    min-block-size: 2.75rem;
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_input-background);
  }
  input:focus-visible,
  button:focus-visible,
  a:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  input[aria-invalid='true'] {
    border-color: var(--_danger);
    border-width: 2px;
  }
  .field-error,
  .form-error {
    color: var(--_danger);
    margin: 0;
  }
  .field-error:empty,
  .form-error:empty {
    display: none;
  }
  .form-error.info {
    color: inherit;
    border-inline-start: 4px solid var(--_accent);
    padding-inline-start: 0.75rem;
  }
  button {
    font: inherit;
    font-weight: 600;
    min-block-size: 2.75rem;
    padding-block: 0.5rem;
    padding-inline: 1.25rem;
    border: 0;
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_accent-contrast);
    cursor: pointer;
  }
  /* No transition: a button fading back in is briefly below contrast requirements. */
  button:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
  [hidden] {
    display: none !important;
  }
  .consent-row {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
  }
  .consent-row input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    min-block-size: 0;
    margin: 0.15rem 0 0;
    flex: none;
    accent-color: var(--_accent);
  }
  .consent-row label {
    font-weight: 400;
  }
  .link-button {
    background: none;
    color: var(--_accent);
    padding: 0;
    min-block-size: 0;
    font-weight: 400;
    text-decoration: underline;
  }
  .progress {
    display: grid;
    gap: 0.25rem;
  }
  progress {
    inline-size: 100%;
    block-size: 0.75rem;
    accent-color: var(--_accent);
  }
  .countdown {
    margin: 0;
  }
  .success {
    border-inline-start: 4px solid var(--_success);
    padding-inline-start: 1rem;
  }
  .success-title {
    font-weight: 700;
    font-size: 1.125em;
    margin: 0;
  }
  .success p {
    margin: 0;
  }
  .success:focus {
    outline: none;
  }
  a {
    color: var(--_accent);
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  @media (forced-colors: active) {
    input[aria-invalid='true'] {
      border-style: dashed;
    }
  }
`;
