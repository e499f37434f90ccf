/** What register mode's field templates (fields.ts, field.ts, consent.ts) read. */
import type { TextFieldName } from '../../fields/model.js';
import type { FieldIds } from '../../fields/ids.js';
import type { NameFieldMode } from '../../public-types.js';
import type { FormParts } from './form.js';
import type { SlotName, SlotRenderer } from './slot.js';

/** What the fields read and change of the form's data (form-state.ts). */
export interface FormFields {
  readonly values: Readonly<Record<TextFieldName, string>>;
  readonly consentChecked: boolean;
  input(field: TextFieldName, value: string): void;
  setConsent(checked: boolean): void;
}

export interface FieldsData {
  /** The ids of the controls, unique to this widget instance; an error's id derives from its control's. */
  ids: FieldIds;
  form: FormFields;
  nameField: NameFieldMode;
  /**
   * What a submission shows in the fields: a field's error, once it has found one, and what a lazy
   * feature shows under the email field ("Did you mean …?"), its text's id `<id>-hint`, which
   * describes the input unless an error does.
   */
  parts: Pick<FormParts, 'fieldError' | 'emailHint'>;
  /** The host's slotted content: the consent checkbox is shown (and required) only with a `consent` slot. */
  slots: { has(name: SlotName): boolean; render: SlotRenderer };
  /** layout="inline": the field beside the button (email) comes last. */
  inline: boolean;
}
