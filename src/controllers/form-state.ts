import type { ReactiveControllerHost } from 'lit';
import type { ErrorField, FieldProblem } from '../messages.js';

/** A text field the person types in. */
export type InputField = 'email' | 'name';

/** One field's error, in the order the fields appear in the form. */
export interface FieldError {
  field: ErrorField;
  problem: FieldProblem;
}

/** Form order: the order of `errors`, of announcements and of the coming error summary. */
const FIELD_ORDER: readonly ErrorField[] = ['email', 'name', 'consent'];

/**
 * The form's data: the values, which fields the person edited, the consent
 * box, and the field errors (client-side checks and the server's), as an
 * ordered list. Knows nothing of rendering; the element renders from it.
 */
export class FormStateController {
  private current: Record<InputField, string> = { email: '', name: '' };
  private consent = false;
  private problems: Partial<Record<ErrorField, FieldProblem>> = {};
  /** Fields the person has typed in: a prefill never overwrites them. */
  private readonly edited = new Set<InputField>();

  // It needs no lifecycle hooks, so it is not registered with addController; it only asks the host to re-render.
  constructor(private readonly host: ReactiveControllerHost) {}

  get values(): Readonly<Record<InputField, string>> {
    return this.current;
  }

  get consentChecked(): boolean {
    return this.consent;
  }

  /** The field errors, in form order. */
  get errors(): readonly FieldError[] {
    return FIELD_ORDER.flatMap((field) => {
      const problem = this.problems[field];
      return problem ? [{ field, problem }] : [];
    });
  }

  problem(field: ErrorField): FieldProblem | undefined {
    return this.problems[field];
  }

  /** The person typed: keep it, mark the field as theirs, and stop showing its error. */
  input(field: InputField, value: string): void {
    this.edited.add(field);
    this.current = { ...this.current, [field]: value };
    this.clear(field);
  }

  setConsent(checked: boolean): void {
    this.consent = checked;
    this.clear('consent');
  }

  /** An integrator's default (an attribute): applied only while the person has not typed in the field. */
  prefill(field: InputField, value: string): void {
    if (this.edited.has(field)) return;
    this.current = { ...this.current, [field]: value };
    this.host.requestUpdate();
  }

  /** Values that are the person's own (from the page URL): applied, and protected like typing. */
  adopt(values: Partial<Record<InputField, string>>): void {
    for (const field of ['email', 'name'] as const) {
      const value = values[field];
      if (!value) continue;
      this.current = { ...this.current, [field]: value };
      this.edited.add(field);
    }
    this.host.requestUpdate();
  }

  clearErrors(): void {
    this.setProblems({});
  }

  /** Back to an empty, untouched form. */
  reset(): void {
    this.current = { email: '', name: '' };
    this.consent = false;
    this.edited.clear();
    this.setProblems({});
  }

  private clear(field: ErrorField): void {
    if (this.problems[field]) {
      const { [field]: _fixed, ...rest } = this.problems;
      this.problems = rest;
    }
    this.host.requestUpdate();
  }

  /** Shows these problems (the client-side checks' or the server's), replacing any shown. */
  setProblems(problems: Partial<Record<ErrorField, FieldProblem>>): void {
    this.problems = problems;
    this.host.requestUpdate();
  }
}
