/**
 * US phone numbers (docs/requests.md#formats), pure. Accepted: +1 numbers ("+1 555 010
 * 0123"), 11 digits starting with 1, and 10 digits plain or written with dashes, dots, spaces or
 * brackets; shown as (xxx) xxx-xxxx; sent as 10 digits.
 */

/** Characters that may separate the digits of a phone number as people write it. */
const SEPARATORS = /[\s().-]/g;

/** The 10 digits of a US phone number, or null when the text is not one. */
export function phoneDigits(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.trim().replace(SEPARATORS, '');
  const match = /^(\+1|1)?(\d{10})$/.exec(compact);
  return match ? match[2]! : null;
}

/** "+15550100123", "15550100123", "555-010-0123", "5550100123" -> "(555) 010-0123"; else null. */
export function formatPhone(value: string | null | undefined): string | null {
  const digits = phoneDigits(value);
  if (!digits) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
