/** The form as the element draws it: its settings, and what a submission (or a held press) decides of it. */
import { nothing, type TemplateResult } from 'lit';
import type { FieldIds } from '../fields/ids.js';
import { nameFieldMode } from '../fields/model.js';
import type { FormState } from './form-state.js';
import { testModeText } from './messages.js';
import { MODE_LABELS, modeOf } from './mode-labels.js';
import type { FieldsData } from './templates/fields-data.js';
import { fieldsTemplate } from './templates/fields.js';
import { formTemplate, type FormParts } from './templates/form.js';

/** The element's attributes the form reads, as given (unknown values read as their defaults). */
export interface FormSettings {
  readonly mode: string;
  readonly layout: string;
  readonly apiKey: string;
  readonly nameField: string;
}

export interface FormViewParts {
  ids: FieldIds;
  form: FormState;
  slots: FieldsData['slots'];
  /** The result view model, or a held submission's; nothing at rest. */
  parts: FormParts;
  onSubmit: (event: SubmitEvent) => void;
}

export function formView(settings: FormSettings, label: string, view: FormViewParts): TemplateResult {
  const mode = MODE_LABELS[modeOf(settings.mode)];
  const inline = settings.layout === 'inline';
  const { parts } = view;
  return formTemplate({
    ...parts,
    label,
    badge: settings.apiKey.trim().startsWith('pk_test_') ? testModeText() : undefined,
    fields: mode.hasFields
      ? fieldsTemplate({
          ids: view.ids,
          form: view.form,
          nameField: nameFieldMode(settings.nameField),
          parts,
          slots: view.slots,
          inline,
        })
      : nothing,
    buttonLabel: parts.sendingLabel ?? mode.idle(),
    inline,
    onSubmit: view.onSubmit,
  });
}
