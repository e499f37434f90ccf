import type { ReactiveControllerHost } from 'lit';
import { TEXT_FIELDS, type ControlName, type TextFieldName } from '../fields/model.js';

const emptyValues = (): Record<TextFieldName, string> =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextFieldName, string>;

/**
 * The form's data at rest: the values, which fields the person edited, and the
 * consent box. Knows nothing of rendering; the element renders from it. Field
 * errors come only with a submission: the interaction code keeps them
 * (interaction/field-errors.ts), each until the person edits its control, which
 * it tells by the control's count of edits.
 */
export class FormState {
  /** Replaced, never changed in place, by each change. */
  values: Readonly<Record<TextFieldName, string>> = emptyValues();
  consentChecked = false;
  /** The option chosen in a choice (the event ID of a session), or ''. */
  choice = '';
  /** How many times the person has changed each control; a prefill never overwrites a field they typed in. */
  private edits: Partial<Record<ControlName, number>> = {};

  // It needs no lifecycle hooks, so it is not a controller: it only asks the host to re-render.
  constructor(private readonly host: ReactiveControllerHost) {}

  /** How many times the person has changed `control`: an error shown for it holds while this stays the same. */
  editsOf(control: ControlName): number {
    return this.edits[control] ?? 0;
  }

  /** The person typed: keep it, mark the field as theirs. */
  input(field: TextFieldName, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.changed(field);
  }

  setConsent(checked: boolean): void {
    this.consentChecked = checked;
    this.changed('consent');
  }

  choose(value: string): void {
    this.choice = value;
    this.changed('session');
  }

  /** An integrator's default (an attribute): applied only while the person has not typed in the field. */
  prefill(field: TextFieldName, value: string): void {
    if (this.editsOf(field)) return;
    this.values = { ...this.values, [field]: value };
    this.host.requestUpdate();
  }

  /** Values that are the person's own (from the page URL, or typed before the script ran): as if typed. */
  adopt(values: Partial<Record<TextFieldName, string>>): void {
    for (const field of TEXT_FIELDS) if (values[field]) this.input(field, values[field]);
  }

  /** Back to an empty, untouched form. */
  reset(): void {
    this.values = emptyValues();
    this.consentChecked = false;
    this.choice = '';
    this.edits = {};
    this.host.requestUpdate();
  }

  private changed(control: ControlName): void {
    this.edits[control] = this.editsOf(control) + 1;
    this.host.requestUpdate();
  }
}
