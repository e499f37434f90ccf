/**
 * The prefill chunk: the values of the page's address that `prefill-from-url` names, taken into the
 * form as the person's own. Declared in src/flow-feature-list.ts: the flow loads it at once for a
 * widget with `prefill-from-url`, and the form's first render waits for it.
 */
import type { FlowFeatureModule } from '../interaction/flow-feature.js';
import { takeUrlPrefill } from './url-prefill.js';

export const create: FlowFeatureModule['create'] = (el, { form }) => {
  const values = takeUrlPrefill(el.prefillFromUrl);
  // As if typed, so that an attribute's default (`email`, `name`) never replaces them; but a field
  // the person typed in before this chunk arrived keeps what they typed.
  if (form.editsOf('email')) delete values.email;
  if (form.editsOf('name')) delete values.name;
  form.adopt(values);
  return { ready: Promise.resolve() };
};
