/**
 * The words shared by many fields, stated once for the app's forms and the lender's request
 * schemas (docs/architecture.md#each-fields-rule-and-message). Plain values: the app imports them.
 */

/** The global required-field message (docs/forms.md#field-rules). */
export const REQUIRED_MESSAGE = 'Required';

/** "Street address must be 128 characters or fewer". */
export const tooLongMessage = (label: string, max: number) =>
  `${label} must be ${max} characters or fewer`;

/** The longest name (a person's, an employer's, a line of an address) the lender keeps. */
export const NAME_MAX_LENGTH = 128;

const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** A person's name, from its label ("First name"): "Enter your first name". */
export const NAME_MESSAGES = {
  required: (label: string) => `Enter your ${lowerFirst(label)}`,
  tooLong: (label: string, max: number = NAME_MAX_LENGTH) => tooLongMessage(label, max),
} as const;
