/**
 * An e-mail address as a person can get it wrong by typing: something, "@", a domain with a dot
 * (a missing "@", a space, a missing domain). Whether the mailbox exists is the lender's to find
 * out. The form kit and the sandbox lender check the same rule.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
