/**
 * Calendar days as the lender writes them ("yyyy-MM-dd"), and the date-of-birth bounds: a real
 * day from EARLIEST_BIRTH_YEAR on, at least MINIMUM_AGE years ago. A date is a calendar day: no
 * time zone takes part. The form kit and the sandbox lender check the same rule.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The youngest age that may apply. */
export const MINIMUM_AGE = 18;

/** Earlier years are read as a typing slip. */
export const EARLIEST_BIRTH_YEAR = 1900;

const year = EARLIEST_BIRTH_YEAR;
const age = MINIMUM_AGE;

/** What a person reads of a date of birth, whichever side finds the fault. */
export const BIRTH_DATE_MESSAGES = {
  required: msg`Enter your date of birth`,
  invalid: msg`Enter a real date, like 03/27/1985`,
  // What is accepted, said where a real date is refused for being too early.
  tooEarly: msg`Enter a date of birth from 01/01/${year} on`,
  future: msg`Date of birth must be in the past`,
  tooYoung: msg`You must be ${age} or older to apply`,
} as const;

export type BirthDateMessages = { [Key in keyof typeof BIRTH_DATE_MESSAGES]: MessageDescriptor };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Whether year, month (1-12) and day make a real calendar day (29 February in leap years). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** The local calendar day of `now` as "yyyy-MM-dd". */
export function isoDateOf(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole years from `birthIso` to `onIso` (both "yyyy-MM-dd"); a 29 February birthday counts on 1 March. */
export function ageOn(birthIso: string, onIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onIso.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}
