/**
 * A new password's length, as the lender takes it: kept as typed (spaces count, nothing is
 * trimmed). The form kit and the sandbox lender check the same rule.
 */

/** The shortest password allowed (12+ characters). */
export const PASSWORD_MIN_LENGTH = 12;

/** Longer is refused: hashing megabytes is a way to slow the lender down. */
export const PASSWORD_MAX_LENGTH = 128;

/** What a person reads of a new password, whichever side finds the fault. */
export const PASSWORD_MESSAGES = {
  required: 'Enter a password',
  tooShort: `Password must be ${PASSWORD_MIN_LENGTH} characters or more`,
  tooLong: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
} as const;
