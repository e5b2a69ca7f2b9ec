/**
 * A person's phone number and e-mail address: the words a person reads of them, whichever side
 * finds the fault (docs/architecture.md#each-fields-rule-and-message), as messages the forms
 * import; apart from the rules (phone.ts, emailAddress.ts), which the first screen's code reads.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a borrower reads of their phone number, whichever side finds the fault. */
export const PHONE_MESSAGES = {
  required: msg`Enter your phone number`,
  invalid: msg`Enter a 10-digit phone number, like (555) 010-0123`,
} as const;

export type PhoneMessages = { [Key in keyof typeof PHONE_MESSAGES]: MessageDescriptor };

/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;

const max = EMAIL_MAX_LENGTH;

/** What a person reads of an e-mail address, whichever side finds the fault. */
export const EMAIL_MESSAGES = {
  required: msg`Enter your email address`,
  invalid: msg`Enter an email address in the correct format, like name@example.com`,
  tooLong: msg`Email address must be ${max} characters or fewer`,
} as const;

export type EmailMessages = { [Key in keyof typeof EMAIL_MESSAGES]: MessageDescriptor };
