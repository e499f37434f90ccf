/**
 * The success views: registered, remembered (a returning visitor) and
 * identified. Pure functions of their data; every string comes from messages.ts. What the lazy
 * features add (the event's time, where the link went…) comes drawn, in `parts`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { actionText, identifiedTitle, rememberedText, successText } from '../messages/result-messages.js';
import { isolate } from '../messages/formatting.js';
import type { SlotRenderer } from '../../form/templates/slot.js';
import type { SuccessShown } from '../modes/mode.js';
import type { SuccessParts } from '../flow-feature.js';

/** What every success view gets from the element. */
export interface SuccessViewContext {
  /** Show the magic link (`show-link`). */
  showLink: boolean;
  slot: SlotRenderer;
  onNotYou: () => void;
  /** What the lazy features add (src/features.ts), once their chunks are here. */
  parts?: SuccessParts | undefined;
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
      ${context.parts?.sentTo ?? html`<p class="er-text">${successText.body()}</p>`}
      ${context.showLink ? magicLink(link) : nothing} ${context.parts?.after}`,
  );
}

function rememberedView(context: SuccessViewContext, email: string, link: string): TemplateResult {
  return html`<div class="er-success" part="success" tabindex="-1" role="group">
    <h2 class="er-success-title" part="success-title">${successText.title()}</h2>
    <p class="er-text">${rememberedText(isolate(email))}</p>
    ${magicLink(link)} ${context.parts?.after}
    <p class="er-text"><button type="button" class="er-link-button" part="not-you"
      @click=${context.onNotYou}>${actionText.notYou()}</button></p>
  </div>`;
}

function identifiedView(context: SuccessViewContext, status: string): TemplateResult {
  return successFrame(
    context,
    html`<h2 class="er-success-title" part="success-title">${identifiedTitle(status)}</h2>
      ${context.parts?.after}`,
  );
}

/** The success view of what a success shows. */
export function successTemplate(shown: SuccessShown, context: SuccessViewContext): TemplateResult {
  if (shown.view === 'registered') return registeredView(context, shown.magicLink);
  if (shown.view === 'remembered') return rememberedView(context, shown.email, shown.magicLink);
  return identifiedView(context, shown.viewer.status);
}
