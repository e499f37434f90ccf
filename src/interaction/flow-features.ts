/**
 * The flow features of one widget (`FLOW_FEATURES` in src/features.ts): each loaded once, when the
 * widget wants it and its moment has come, and its hooks (flow-feature.ts) called alike. The flow
 * knows none of them by name.
 */
import { FLOW_FEATURES, loadFeature, type FlowFeature, type FlowFeatureName } from '../features.js';
import type { FeatureController, FeatureElement, FeatureParts, SuccessContext, SuccessParts } from './flow-feature.js';
import { LazyPart } from './lazy-part.js';
import type { Campaign } from '../public-types.js';
import type { Submission } from './submission.js';

/** When a feature loads, and what a press waits for: see `FlowFeature`. */
export type Moment = FlowFeature['at'];

export class FlowFeatures {
  private readonly parts: readonly { at: Moment; part: LazyPart<FeatureController> }[];

  constructor(el: FeatureElement, parts: FeatureParts) {
    this.parts = (Object.keys(FLOW_FEATURES) as FlowFeatureName[]).map((name) => {
      const feature: FlowFeature = FLOW_FEATURES[name];
      const create = () => loadFeature(name).then((chunk) => chunk.create(el, parts));
      return { at: feature.at, part: new LazyPart(el, create, () => feature.wanted(el)) };
    });
  }

  /** Loads, at every update, the features whose moment has come: the email's once there is an address, the success's for a success. */
  follow(email: boolean, success: boolean): void {
    void this.load('flow');
    if (email) void this.load('email');
    if (success) void this.load('success');
  }

  /** Loads the features wanted at `moment`; settles once each is here, or could not load. */
  load(moment: Moment): Promise<unknown> {
    return Promise.all(this.at(moment).map((part) => part.load() ?? Promise.resolve()));
  }

  /** Before the form's checks: the campaign values the flow's features add to the request (see `arrived`). */
  campaign(): Campaign | undefined | Promise<Campaign | undefined> {
    const campaignOf = (features: FeatureController[]) =>
      features.reduce<Campaign | undefined>((found, feature) => found ?? feature.campaign?.(), undefined);
    const here = this.arrived('flow');
    return Array.isArray(here) ? campaignOf(here) : here.then(campaignOf);
  }

  /** After the form's checks: whether a feature of the email's holds the press (see `arrived`). */
  holds(): boolean | Promise<boolean> {
    const holdsOf = (features: FeatureController[]) => features.some((feature) => feature.holds?.());
    const here = this.arrived('email');
    return Array.isArray(here) ? holdsOf(here) : here.then(holdsOf);
  }

  /**
   * The controllers of the features wanted at `moment`, once each is here. With no wait when none is
   * still loading: a press's errors, and its request, then come in the press's own task.
   */
  private arrived(moment: Moment): FeatureController[] | Promise<FeatureController[]> {
    const parts = this.at(moment);
    const here = (): FeatureController[] => parts.flatMap((part) => part.controller ?? []);
    return parts.every((part) => part.settled) ? here() : this.load(moment).then(here);
  }

  /** The hint under the email field, from the first feature that has one. */
  emailHint(): ReturnType<NonNullable<FeatureController['emailHint']>> {
    for (const controller of this.here()) {
      const hint = controller.emailHint?.();
      if (hint) return hint;
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

  private at(moment: Moment): LazyPart<FeatureController>[] {
    return this.parts.filter((entry) => entry.at === moment).map((entry) => entry.part);
  }

  private here(): FeatureController[] {
    return this.parts.flatMap((entry) => entry.part.controller ?? []);
  }
}
