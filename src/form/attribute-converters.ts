/** Attribute converters for the element's properties. */
import type { ComplexAttributeConverter } from 'lit';

/**
 * A boolean attribute that also reads `"false"` as false. HTML's rule is that
 * presence means true, but Vue binds `:show-link="false"` as the attribute
 * value "false", and people write `remember="false"` by hand: both mean off.
 */
export const booleanAttribute: ComplexAttributeConverter<boolean> = {
  fromAttribute: (value: string | null): boolean => value !== null && value.trim().toLowerCase() !== 'false',
};
