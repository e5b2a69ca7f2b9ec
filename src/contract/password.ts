/**
 * A new password's length, as the lender takes it: kept as typed (spaces count, nothing is
 * trimmed). The form kit and the sandbox lender check the same rule.
 */
import { msg } from '@lingui/core/macro';

/** The shortest password allowed (12+ characters). */
export const PASSWORD_MIN_LENGTH = 12;

/** Longer is refused: hashing megabytes is a way to slow the lender down. */
export const PASSWORD_MAX_LENGTH = 128;

const min = PASSWORD_MIN_LENGTH;
const max = PASSWORD_MAX_LENGTH;

/** What a person reads of a new password, whichever side finds the fault. */
export const PASSWORD_MESSAGES = {
  required: msg`Enter a password`,
  tooShort: msg`Password must be ${min} characters or more`,
  tooLong: msg`Password must be ${max} characters or fewer`,
} as const;
