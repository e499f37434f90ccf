/**
 * What a flow feature (`FLOW_FEATURES` in features.ts) is to the submission flow: its chunk's module
 * exports `create`, and the controller it makes has hooks, each optional, that the flow calls at its
 * moments. The flow knows no feature by name: it loads and calls them all alike (flow-features.ts).
 */
import type { nothing, TemplateResult } from 'lit';
import type { ApiResult } from '../api/types.js';
import type { ControlName } from '../fields/model.js';
import type { ErrorText, FieldProblem } from '../fields/problem.js';
import type { Campaign } from '../public-types.js';
import type { SessionsFunnel } from '../analytics/funnel.js';
import type { FlowElement, FlowParts } from './flow-host.js';
import type { FocusMover } from './focus.js';
import type { Success, SuccessShown } from './modes/mode.js';
import type { RememberedRegistration } from './memory/remember.js';
import type { Settings } from './settings/settings.js';

/** The element as a feature sees it. */
export type FeatureElement = FlowElement;

/** What a feature works with of the widget besides the element. */
export interface FeatureParts extends FlowParts {
  /** The polite live region's text: said once when it changes; undefined says nothing. */
  announcer: { current: (() => string) | undefined };
  /** Moves focus to a control once the next update has rendered. */
  focus: Pick<FocusMover, 'request'>;
  /** A feature's part of the analytics funnel's payload, which the analytics feature reads at each step. */
  funnel?: () => SessionsFunnel | undefined;
}

/** What a feature may add to the success view. */
export interface SuccessParts {
  /** In place of "Check your inbox for your link.": where the link went. */
  sentTo?: TemplateResult;
  /** After the success's message. */
  after?: TemplateResult | typeof nothing;
}

/** What a feature's parts of the success view may do and read. */
export interface SuccessContext {
  /** Back to the form for a new registration, the address kept. */
  onWrongAddress: () => void;
  /** The magic link is shown (`show-link`, or a remembered registration). */
  linkShown: boolean;
}

/** A feature's controller, with its hooks. */
export interface FeatureController {
  /** Settles once its words are here: nothing of it shows before. */
  readonly ready: Promise<unknown>;
  /** Before the form's checks: the campaign values it adds to the request. */
  campaign?(): Campaign | undefined;
  /** After the form's checks, before sending: true holds this press (the feature shows why). */
  holds?(): boolean;
  /** Its part of the form, under the email field. */
  emailHint?(): TemplateResult | undefined;
  /** Its part of the form, above the banner and the button; `fieldError`: a control's error as shown. */
  formPart?(fieldError: (field: ControlName) => ErrorText | undefined): TemplateResult | undefined;
  /** What shows in place of the form, when the form must not show (registration has closed). */
  replacesForm?(): TemplateResult | undefined;
  /** A registration `remember` kept for this widget's events (a session's), when it finds one. */
  remembered?(): (RememberedRegistration & Pick<SuccessShown, 'sessions' | 'links'>) | undefined;
  /** With the form's checks: its own controls' problems. */
  problems?(): Partial<Record<ControlName, FieldProblem>>;
  /** After a failed submission: its own controls' problems (what of its sending failed), shown with the server's. */
  failures?(): Partial<Record<ControlName, FieldProblem>> | undefined;
  /**
   * Sends the checked request itself, through `send` (to the event it chooses, or to several), and
   * gives the outcome; undefined leaves the sending to the flow.
   */
  sends?(send: (eventId: string) => Promise<ApiResult<Success>>): Promise<ApiResult<Success>> | undefined;
  /** Its panel, after the widget's content, in every state; `settings` as the flow read them. */
  panel?(settings: Settings): TemplateResult | undefined;
  /** Its parts of the success view. */
  successParts?(shown: SuccessShown, context: SuccessContext): SuccessParts;
}

/** A flow feature's chunk. */
export interface FlowFeatureModule {
  create(el: FeatureElement, parts: FeatureParts): FeatureController;
}
