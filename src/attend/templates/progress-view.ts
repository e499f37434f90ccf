/**
 * An identified viewer's progress, under identify mode's success title: a status the widget has
 * no words for, as the server gave it, and how much of the event they have watched. A pure
 * function of the API's data.
 */
import type { IdentifyResponse } from '../../api/types.js';
import { html, nothing, type TemplateResult } from 'lit';
import { isolate } from '../../interaction/messages/formatting.js';
import { attendText } from '../messages.js';

const KNOWN_STATUSES = new Set(['registered', 'watching', 'completed']);

export function progressTemplate(viewer: IdentifyResponse, locale: string): TemplateResult {
  const percent = Math.min(100, Math.max(0, viewer.progress_percent));
  // "42 %" or "42%", as the locale writes it.
  const watched = attendText.progress(
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100),
  );
  return html`${
    KNOWN_STATUSES.has(viewer.status)
      ? nothing
      : html`<p class="er-text" part="viewer-status">${attendText.viewerStatus(isolate(viewer.status))}</p>`
  }
    ${
      percent > 0
        ? html`<div class="er-progress" part="progress">
          <progress class="er-progress-bar" max="100" .value=${percent} aria-label=${attendText.progressLabel()}
            aria-valuetext=${watched}></progress>
          <span class="er-text">${watched}</span>
        </div>`
        : nothing
    }`;
}
