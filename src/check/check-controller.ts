/**
 * The configuration check of one widget, for the page's owner: the settings it uses (the key's kind,
 * never the key) and each problem found in them or met at the API so far, with its fix. It follows
 * the element from outside, through the public `submit-error` event.
 */
import type { ReactiveController, TemplateResult } from 'lit';
import type { FailureKind } from '../api/types.js';
import type { SubmitErrorEvent } from '../events/submit-error.js';
import { localeLoaders as checkLocaleLoaders } from '../generated/check-locale-loaders.js';
import { addCataloguePart } from '../i18n/catalogues.js';
import type { FeatureController, FeatureElement, FeatureParts } from '../interaction/flow-feature.js';
import type { Settings } from '../interaction/settings/settings.js';
import { styleAdopter } from '../interaction/styles/style-adopter.js';
import { findings, keyKind } from './findings.js';
import { checkRules } from './styles/check-rules.js';
import { checkTemplate } from './templates/check-view.js';

const adoptCheckStyles = styleAdopter(checkRules);

export class CheckController implements ReactiveController, FeatureController {
  readonly ready: Promise<unknown>;
  /** The failures met, for the connection settings they were met with. */
  private met: { settings: string; kinds: FailureKind[] } = { settings: '', kinds: [] };

  constructor(
    private readonly host: FeatureElement,
    parts: FeatureParts,
  ) {
    addCataloguePart(checkLocaleLoaders);
    this.ready = parts.i18n.reload();
    // Lit calls hostConnected() now: the host is connected.
    host.addController(this);
  }

  hostConnected(): void {
    adoptCheckStyles(this.host.renderRoot, (this.host.renderRoot as unknown) === this.host);
    this.host.addEventListener('submit-error', this.onError);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('submit-error', this.onError);
  }

  /** The settings as the flow read them: the check reads nothing again. */
  panel(settings: Settings): TemplateResult {
    const met = this.met.settings === this.fingerprint() ? this.met.kinds : [];
    return checkTemplate({
      eventId: settings.eventId,
      keyKind: keyKind(settings.apiKey),
      baseUrl: settings.baseUrl,
      findings: findings(settings, met, self.origin === 'null'),
      byAttribute: this.host.debug,
    });
  }

  private readonly onError = (event: Event): void => {
    const { kind } = (event as SubmitErrorEvent).detail;
    const settings = this.fingerprint();
    const kinds = this.met.settings === settings ? this.met.kinds : [];
    if (!kinds.includes(kind)) this.met = { settings, kinds: [...kinds, kind] };
    this.host.requestUpdate();
  };

  /** The connection settings a failure was met with: another event ID or key is another check. */
  private fingerprint(): string {
    const { eventId, apiKey, baseUrl, mode } = this.host;
    return JSON.stringify([eventId, apiKey, baseUrl, mode]);
  }
}
