import { string } from 'yup';
import { isIssuableSsn, SSN_MESSAGES } from '../../contract/ssn';
import { type SchemaMessage, yupMessage } from './messages';

/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { SSN_MESSAGES };

export type SsnMessages = { [Key in keyof typeof SSN_MESSAGES]: SchemaMessage };

/** Spaces and hyphens people type between the groups. */
const withoutSeparators = (text: string) => text.trim().replace(/[\s-]/g, '');

/** The 9 digits of a Social Security number as typed ("123-45-6789", "123 45 6789"), or null. */
export function ssnDigits(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const digits = withoutSeparators(text);
  return /^\d{9}$/.test(digits) ? digits : null;
}

/**
 * What an SSN input shows while the person types: xxx-xx-xxxx, the hyphens inserted as digits
 * arrive ("1234" -> "123-4"), anything but digits dropped, at most 9 digits. A hyphen the person
 * types after a full group is kept ("123-"), so typing it does not look refused.
 */
export function maskSsn(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  const groups = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean);
  const shown = groups.join('-');
  return /-\s*$/.test(raw) && (digits.length === 3 || digits.length === 5) ? `${shown}-` : shown;
}

/**
 * A Social Security number: 9 digits (hyphens and spaces allowed) the SSA could have issued.
 * Send `ssnDigits(value)`. The value never goes to a log (src/lib/redact.ts names `ssn`).
 */
export const ssnSchema = (messages: SsnMessages = SSN_MESSAGES) =>
  string()
    // Spaces alone are no number, as the lender reads them.
    .trim()
    .required(yupMessage(messages.required))
    .test(
      'digits',
      yupMessage(messages.digits),
      (value) => !value?.trim() || ssnDigits(value) !== null,
    )
    .test('ssa', yupMessage(messages.invalid), (value) => {
      const digits = ssnDigits(value);
      return digits === null || isIssuableSsn(digits);
    });
