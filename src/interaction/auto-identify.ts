/**
 * Identify mode with `auto`: identify as soon as the element is connected and
 * fully configured, once per configuration (a new `external-id` identifies
 * again; a re-render does not).
 */
import type { Settings } from './settings/settings.js';

export class AutoIdentify {
  private identified: string | undefined;

  /** Whether to identify now; true once for each configuration. */
  due(el: { readonly auto: boolean; readonly isConnected: boolean }, settings: Settings, busy: boolean): boolean {
    if (settings.mode !== 'identify' || !el.auto || settings.check.problem || !el.isConnected) return false;
    const fingerprint = JSON.stringify([
      settings.baseUrl,
      settings.eventId,
      settings.apiKey,
      settings.externalId,
      settings.identifyAttributes,
    ]);
    if (fingerprint === this.identified || busy) return false;
    this.identified = fingerprint;
    return true;
  }
}
