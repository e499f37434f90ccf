/**
 * The flow features of one widget (`FLOW_FEATURES` in src/flow-feature-list.ts): each loaded once, when the
 * widget wants it and its moment has come, and its hooks (flow-feature.ts) called alike. The flow
 * knows none of them by name.
 */
import { loadFeature } from '../features.js';
import { FLOW_CHUNKS, FLOW_FEATURES, type FlowFeature } from '../flow-feature-list.js';
import type { FeatureController, FeatureElement, FeatureParts, SuccessContext, SuccessParts } from './flow-feature.js';
import type { TemplateResult } from 'lit';
import type { ControlName } from '../fields/model.js';
import type { ErrorText, FieldProblem } from '../fields/problem.js';
import type { Campaign } from '../public-types.js';
import type { Settings } from './settings/settings.js';
import type { Submission } from './submission.js';

/** When a feature loads, and what a press waits for: see `FlowFeature`. */
export type Moment = FlowFeature['at'];

/**
 * One feature of this widget, drawn once its words are here too, so that it shows whole, in the
 * widget's language.
 */
interface Part {
  readonly at: Moment;
  /** Whether this widget shows any of it. */
  readonly wanted: () => boolean;
  /** Loads its chunk if wanted; settles once it is here, or could not load. Never rejects. */
  readonly load: () => Promise<unknown>;
  /** Here once the chunk and its words are; stays undefined if it cannot load. */
  controller?: FeatureController;
}

export class FlowFeatures {
  private readonly parts: readonly Part[];

  constructor(el: FeatureElement, parts: FeatureParts) {
    this.parts = (Object.keys(FLOW_FEATURES) as (keyof typeof FLOW_FEATURES)[]).map((name) => {
      const feature: FlowFeature = FLOW_FEATURES[name];
      let loading: Promise<unknown> | undefined;
      const part: Part = {
        at: feature.at,
        wanted: () => feature.wanted(el),
        load: () =>
          part.wanted()
            ? (loading ??= loadFeature(name, feature, FLOW_CHUNKS)
                .then((chunk) => chunk.create(el, parts))
                .then(
                  (controller) =>
                    controller.ready.then(() => {
                      part.controller = controller;
                      // Anything already shown (a remembered registration, at rest) is drawn again with it.
                      el.requestUpdate();
                    }),
                  // The browser's console names the file that failed; it is tried again the next time it is wanted.
                  () => (loading = undefined),
                ))
            : Promise.resolve(),
      };
      return part;
    });
  }

  /**
   * Loads, at every update, the features whose moment has come: once the person has begun (an
   * address, or identify mode, which has none), the email's and the success's; the success's for a
   * success shown.
   */
  follow(begun: boolean, success: boolean): void {
    void this.load('flow');
    if (begun) void this.load('email');
    if (begun || success) void this.load('success');
  }

  /** Loads the features wanted at these moments; settles once each is here, or could not load. */
  load(...moments: Moment[]): Promise<unknown> {
    return Promise.all(this.at(moments).map((part) => part.load()));
  }

  /** Before the form's checks: the campaign values the flow's features add to the request (see `arrived`). */
  campaign(): Campaign | undefined | Promise<Campaign | undefined> {
    return this.arrived(['flow'], (features) =>
      features.reduce<Campaign | undefined>((found, feature) => found ?? feature.campaign?.(), undefined),
    );
  }

  /**
   * After the form's checks: whether a feature of the email's holds the press (see `arrived`). The
   * success's features are here too before the request leaves, so that a result never waits for
   * them and is drawn whole in the frame after its response.
   */
  holds(): boolean | Promise<boolean> {
    return this.arrived(['email', 'success'], (features) => features.some((feature) => feature.holds?.()));
  }

  /**
   * `of` the controllers of the features wanted at `moment`, once each is here (or could not load).
   * With no wait when none is still loading: a press's errors, and its request, then come in the
   * press's own task.
   */
  private arrived<T>(moments: Moment[], of: (features: FeatureController[]) => T): T | Promise<T> {
    const parts = this.at(moments);
    const here = (): T => of(this.here(parts));
    return parts.every((part) => part.controller || !part.wanted()) ? here() : this.load(...moments).then(here);
  }

  /** The hint under the email field, from the first feature that has one. */
  emailHint(): TemplateResult | undefined {
    return this.first((controller) => controller.emailHint?.());
  }

  /** A panel after the widget's content, from the first feature that has one. */
  panel(settings: Settings): TemplateResult | undefined {
    return this.first((controller) => controller.panel?.(settings));
  }

  /** A feature's part of the form above the button. */
  formPart(fieldError: (field: ControlName) => ErrorText | undefined): TemplateResult | undefined {
    return this.first((controller) => controller.formPart?.(fieldError));
  }

  /** What a feature shows in place of the form (registration has closed); nothing may be sent then. */
  closed(): TemplateResult | undefined {
    return this.first((controller) => controller.replacesForm?.());
  }

  /** The problems of the features' own controls. */
  problems(): Partial<Record<ControlName, FieldProblem>> | undefined {
    return this.first((controller) => controller.problems?.());
  }

  /** The first answer of a feature here to `hook`. */
  first<T>(hook: (controller: FeatureController) => T | undefined): T | undefined {
    for (const controller of this.here()) {
      const answer = hook(controller);
      if (answer) return answer;
    }
    return undefined;
  }

  /**
   * What the features here add to the success view of a submission that is one. `showLink`: the page
   * shows the magic link (a remembered registration always does); `onWrongAddress`: back to the form.
   */
  successParts(submission: Submission, showLink: boolean, onWrongAddress: () => void): SuccessParts | undefined {
    if (submission.state !== 'success') return undefined;
    const { shown } = submission.success;
    const context: SuccessContext = { onWrongAddress, linkShown: showLink || shown.view === 'remembered' };
    return Object.assign({}, ...this.here().map((feature) => feature.successParts?.(shown, context))) as SuccessParts;
  }

  private at(moments: Moment[]): Part[] {
    return this.parts.filter((part) => moments.includes(part.at));
  }

  private here(parts = this.parts): FeatureController[] {
    return parts.flatMap((part) => part.controller ?? []);
  }
}
