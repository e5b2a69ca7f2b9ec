/**
 * The words shared by many fields, stated once for the app's forms and the lender's request
 * schemas (docs/architecture.md#each-fields-rule-and-message), as messages
 * (docs/language.md#the-lenders-words).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The global required-field message (docs/forms.md#field-rules). */
export const REQUIRED_MESSAGE = msg`Required`;

/**
 * "Street address must be 128 characters or fewer": the field's label a message (written out in
 * the same language as the rest, src/lib/i18n.ts), or the lender's own name for a field.
 */
export const tooLongMessage = (
  field: MessageDescriptor | string,
  max: number,
): MessageDescriptor => {
  // A message put in as a value is written out too; the macro's types take only text.
  const label = field as string;
  return msg`${label} must be ${max} characters or fewer`;
};
