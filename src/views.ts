/**
 * Templates of the element's success views. Plain functions of their data so
 * the element file keeps to wiring; every string comes from messages.ts.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { IdentifyResponse } from './api/types.js';
import {
  identifiedTitle,
  labels,
  progressLabel,
  progressText,
  rememberedText,
  successText,
  viewerStatusText,
} from './messages.js';

const KNOWN_STATUSES = new Set(['registered', 'watching', 'completed']);

/** The success view's frame: focusable (focus moves here), with the host's `success` slot. */
function successFrame(content: TemplateResult): TemplateResult {
  return html`<div class="success" part="success" tabindex="-1">
    <slot name="success">${content}</slot>
  </div>`;
}

function magicLink(href: string): TemplateResult {
  return html`<p><a part="success-link" href=${href} rel="noopener noreferrer">${successText.link()}</a></p>`;
}

export function registeredView(link: string | undefined): TemplateResult {
  return successFrame(html`<p class="success-title" part="success-title">${successText.title()}</p>
    <p>${successText.body()}</p>
    ${link ? magicLink(link) : nothing}`);
}

export function rememberedView(email: string, link: string, onNotYou: () => void): TemplateResult {
  return html`<div class="success" part="success" tabindex="-1">
    <p class="success-title" part="success-title">${successText.title()}</p>
    <p>${rememberedText(email)}</p>
    ${magicLink(link)}
    <p><button type="button" class="link-button" part="not-you" @click=${onNotYou}>${labels.notYou()}</button></p>
  </div>`;
}

export function identifiedView(data: IdentifyResponse, locale: string): TemplateResult {
  const percent = Math.min(100, Math.max(0, data.progress_percent));
  const formatted = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
  return successFrame(html`<p class="success-title" part="success-title">${identifiedTitle(data.status)}</p>
    ${KNOWN_STATUSES.has(data.status) ? nothing : html`<p part="viewer-status">${viewerStatusText(data.status)}</p>`}
    ${percent > 0
      ? html`<div class="progress" part="progress">
          <progress max="100" .value=${percent} aria-label=${progressLabel()} aria-valuetext=${progressText(formatted)}></progress>
          <span>${progressText(formatted)}</span>
        </div>`
      : nothing}`);
}
