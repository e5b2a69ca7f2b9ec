/**
 * Whether 9 digits can be a Social Security number as the SSA issues them: the area (first 3) is
 * not 000, 666 or 900-999, the group (next 2) not 00 and the serial (last 4) not 0000. The form
 * kit and the sandbox lender check the same rule.
 */
import { msg } from '@lingui/core/macro';
/** What a borrower reads of an SSN, whichever side finds the fault. */
export const SSN_MESSAGES = {
  required: msg`Enter your Social Security number`,
  digits: msg`Social Security number must be 9 digits`,
  invalid: msg`Enter a valid Social Security number`,
} as const;

export function isIssuableSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  return (
    area !== '000' &&
    area !== '666' &&
    !area.startsWith('9') &&
    digits.slice(3, 5) !== '00' &&
    digits.slice(5) !== '0000'
  );
}
