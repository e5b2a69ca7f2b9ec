/**
 * US ZIP codes: 5 digits, or ZIP+4 (the 4 after a hyphen or a space), sent as 12345 or
 * 12345-6789. The form kit and the sandbox lender check the same rule.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** 5 digits, or ZIP+4 (the 4 after a hyphen or a space). */
export const ZIP_PATTERN = /^\d{5}(?:[-\s]?\d{4})?$/;

/** "94103-1234" or "94103 1234" or "941031234" -> "94103-1234"; "94103" stays; else null. */
export function normaliseZip(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!ZIP_PATTERN.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === 5 ? digits : `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** What a borrower reads of a ZIP code, whichever side finds the fault. */
export const ZIP_MESSAGES = {
  required: msg`Enter your ZIP code`,
  invalid: msg`Enter a 5-digit ZIP code, like 94103, or a ZIP+4, like 94103-1234`,
} as const;

export type ZipMessages = { [Key in keyof typeof ZIP_MESSAGES]: MessageDescriptor };
