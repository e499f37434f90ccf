/**
 * The console's report of the settings: a configuration problem and its warnings (their words come
 * with the diagnostics chunk), and unknown values of the enumerated attributes, each set once.
 */
import { loadFeature } from '../../features.js';
import { FLOW_CHUNKS, FLOW_PARTS } from '../../flow-feature-list.js';
import { PREFIX } from '../messages/console-prefix.js';
import { attributeWarnings } from './attribute-check.js';
import { ERRORS_DOC_HINT, type ElementProperties, type Settings } from './settings.js';

/** A console line: its text, and whether it is an error (or a warning). */
type Line = [text: string, error: boolean];

/** Tells the console about configuration problems and unknown attribute values, each distinct set once. */
export class SettingsReport {
  private lastConfig = '';
  private lastAttributes = '';

  /**
   * The configuration's problem and warnings. Their words come with the diagnostics chunk, fetched
   * only when there is something to say.
   */
  config({ check }: Settings): void {
    if (!check.problem && !check.warnings.length) return this.say([]);
    loadFeature('diagnostics', FLOW_PARTS.diagnostics, FLOW_CHUNKS).then(({ explainConfig }) => {
      const { explanation, warnings } = explainConfig(check, check.input);
      this.say([
        ...(explanation ? [[explanation, true] as Line] : []),
        ...warnings.map((warning): Line => [warning, false]),
      ]);
    }, Boolean);
  }

  /** Says each set of lines once: errors, or warnings. */
  private say(lines: Line[]): void {
    const signature = lines.join('|');
    if (signature === this.lastConfig) return;
    this.lastConfig = signature;
    for (const [line, error] of lines) {
      if (error) console.error(`${line} ${ERRORS_DOC_HINT}`);
      else console.warn(`${line} ${ERRORS_DOC_HINT}`);
    }
  }

  /** Unknown values of the enumerated attributes, and a render-root changed after connecting. */
  attributes(el: ElementProperties & { readonly hasUpdated: boolean; readonly renderRoot: unknown }): void {
    // The form renders into the element's light DOM when its render root is the element itself.
    const rendersLight = el.renderRoot === el;
    const warnings = attributeWarnings(el);
    if (el.hasUpdated && el.renderRootMode != null && (el.renderRootMode === 'light') !== rendersLight) {
      warnings.push(
        `${PREFIX} render-root is read when the element connects; set it before adding the element to the page.`,
      );
    }
    const signature = warnings.join('|');
    if (signature !== this.lastAttributes) warnings.forEach((warning) => console.warn(`${warning} ${ERRORS_DOC_HINT}`));
    this.lastAttributes = signature;
  }
}
