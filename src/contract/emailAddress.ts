/**
 * An e-mail address as a person can get it wrong by typing: something, "@", a domain with a dot
 * (a missing "@", a space, a missing domain). Whether the mailbox exists is the lender's to find
 * out. The form kit and the sandbox lender check the same rule.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;

/** What a person reads of an e-mail address, whichever side finds the fault. */
export const EMAIL_MESSAGES = {
  required: 'Enter your email address',
  invalid: 'Enter an email address in the correct format, like name@example.com',
  tooLong: `Email address must be ${EMAIL_MAX_LENGTH} characters or fewer`,
} as const;

export type EmailMessages = { [Key in keyof typeof EMAIL_MESSAGES]: string };
