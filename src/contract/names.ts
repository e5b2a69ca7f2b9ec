/**
 * A person's name (and an employer's, a line of an address): its length and words, stated once
 * for the app's forms and the lender's request schemas
 * (docs/architecture.md#each-fields-rule-and-message). Plain values: the app imports them.
 */
import { tooLongMessage } from './fieldMessages';

/** The longest name (a person's, an employer's, a line of an address) the lender keeps. */
export const NAME_MAX_LENGTH = 128;

const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** A person's name, from its label ("First name"): "Enter your first name". */
export const NAME_MESSAGES = {
  required: (label: string) => `Enter your ${lowerFirst(label)}`,
  tooLong: (label: string, max: number = NAME_MAX_LENGTH) => tooLongMessage(label, max),
} as const;
