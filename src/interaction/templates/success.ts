/**
 * The success views: registered, remembered (a returning visitor) and
 * identified. Pure functions of their data; every string comes from messages.ts.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { IdentifyResponse } from '../../api/types.js';
import {
  actionText,
  identifiedTitle,
  progressLabel,
  progressText,
  rememberedText,
  successText,
  viewerStatusText,
} from '../messages/result-messages.js';
import { formatPercent, isolate } from '../messages/formatting.js';
import type { SlotRenderer } from '../../form/templates/slot.js';
import type { SuccessShown } from '../modes/mode.js';

const KNOWN_STATUSES = new Set(['registered', 'watching', 'completed']);

/** What every success view gets from the element. */
export interface SuccessViewContext {
  /** Show the magic link (`show-link`). */
  showLink: boolean;
  locale: string;
  slot: SlotRenderer;
  onNotYou: () => void;
  /** The event's time, calendar menu and Join now (src/attend/), once its chunk is here. */
  attend?: { view(link: string, linkShown: boolean): unknown };
}

/**
 * The success view's frame: focusable (focus moves here), a group with no name of
 * its own. It appears inside the live region, which says its content once: a name
 * here would be said again on focus, and a region's name again around its heading.
 * A group, not a plain div: Chromium names a focused generic element from its
 * content, which a screen reader would then say a second time.
 */
function successFrame(context: SuccessViewContext, content: TemplateResult): TemplateResult {
  return html`<div class="er-success" part="success" tabindex="-1" role="group">
    ${context.slot('success', content)}
  </div>`;
}

function magicLink(href: string): TemplateResult {
  return html`<p class="er-text"><a class="er-link" part="success-link" href=${href}
    rel="noopener noreferrer">${successText.link()}</a></p>`;
}

function registeredView(context: SuccessViewContext, link: string): TemplateResult {
  return successFrame(
    context,
    html`<h2 class="er-success-title" part="success-title">${successText.title()}</h2>
      <p class="er-text">${successText.body()}</p>
      ${context.showLink ? magicLink(link) : nothing} ${context.attend?.view(link, context.showLink)}`,
  );
}

function rememberedView(context: SuccessViewContext, email: string, link: string): TemplateResult {
  return html`<div class="er-success" part="success" tabindex="-1" role="group">
    <h2 class="er-success-title" part="success-title">${successText.title()}</h2>
    <p class="er-text">${rememberedText(isolate(email))}</p>
    ${magicLink(link)} ${context.attend?.view(link, true)}
    <p class="er-text"><button type="button" class="er-link-button" part="not-you"
      @click=${context.onNotYou}>${actionText.notYou()}</button></p>
  </div>`;
}

function identifiedView(context: SuccessViewContext, data: IdentifyResponse): TemplateResult {
  const percent = Math.min(100, Math.max(0, data.progress_percent));
  const formatted = formatPercent(percent, context.locale);
  return successFrame(
    context,
    html`<h2 class="er-success-title" part="success-title">${identifiedTitle(data.status)}</h2>
      ${
        KNOWN_STATUSES.has(data.status)
          ? nothing
          : html`<p class="er-text" part="viewer-status">${viewerStatusText(isolate(data.status))}</p>`
      }
      ${
        percent > 0
          ? html`<div class="er-progress" part="progress">
            <progress class="er-progress-bar" max="100" .value=${percent} aria-label=${progressLabel()}
              aria-valuetext=${progressText(formatted)}></progress>
            <span>${progressText(formatted)}</span>
          </div>`
          : nothing
      }`,
  );
}

/** The success view of what a success shows. */
export function successTemplate(shown: SuccessShown, context: SuccessViewContext): TemplateResult {
  if (shown.view === 'registered') return registeredView(context, shown.magicLink);
  if (shown.view === 'remembered') return rememberedView(context, shown.email, shown.magicLink);
  return identifiedView(context, shown.viewer);
}
