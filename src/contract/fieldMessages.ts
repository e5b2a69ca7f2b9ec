/**
 * The words shared by many fields, stated once for the app's forms and the lender's request
 * schemas (docs/architecture.md#each-fields-rule-and-message). Plain values: the app imports them.
 */

/** The global required-field message (docs/forms.md#field-rules). */
export const REQUIRED_MESSAGE = 'Required';

/** "Street address must be 128 characters or fewer". */
export const tooLongMessage = (label: string, max: number) =>
  `${label} must be ${max} characters or fewer`;
