/**
 * A person's phone number and e-mail address: the words a person reads of them, whichever side
 * finds the fault (docs/architecture.md#each-fields-rule-and-message). Plain values the forms
 * import; apart from the rules (phone.ts, emailAddress.ts), which the first screen's code reads.
 */

/** What a borrower reads of their phone number, whichever side finds the fault. */
export const PHONE_MESSAGES = {
  required: 'Enter your phone number',
  invalid: 'Enter a 10-digit phone number, like (555) 010-0123',
} as const;

export type PhoneMessages = { [Key in keyof typeof PHONE_MESSAGES]: string };

/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;

/** What a person reads of an e-mail address, whichever side finds the fault. */
export const EMAIL_MESSAGES = {
  required: 'Enter your email address',
  invalid: 'Enter an email address in the correct format, like name@example.com',
  tooLong: `Email address must be ${EMAIL_MAX_LENGTH} characters or fewer`,
} as const;

export type EmailMessages = { [Key in keyof typeof EMAIL_MESSAGES]: string };
