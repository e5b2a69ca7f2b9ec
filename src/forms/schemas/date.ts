import { string } from 'yup';
import { ageOn, EARLIEST_BIRTH_YEAR, isoDateOf, MINIMUM_AGE } from '../../contract/dates';
import { parseUsDate } from '../../lib/dates';
import './messages';

export const BIRTH_DATE_MESSAGES = {
  required: 'Enter your date of birth',
  invalid: 'Enter a real date, like 03/27/1985',
  // What is accepted, said where a real date is refused for being too early.
  tooEarly: `Enter a date of birth from 01/01/${EARLIEST_BIRTH_YEAR} on`,
  future: 'Date of birth must be in the past',
  tooYoung: 'You must be 18 or older to apply',
} as const;

export type BirthDateMessages = { [Key in keyof typeof BIRTH_DATE_MESSAGES]: string };

export interface BirthDateSchemaOptions {
  /** Today's date (tests pass a fixed one); read when the schema validates. */
  today?: () => Date;
  messages?: BirthDateMessages;
}

/**
 * A date of birth typed as MM/DD/YYYY (a DateField): a real day from 1900 on, in the past, and
 * at least 18 years ago. Send `parseUsDate(value)` ("yyyy-MM-dd").
 */
export function birthDateSchema({
  today = () => new Date(),
  messages = BIRTH_DATE_MESSAGES,
}: BirthDateSchemaOptions = {}) {
  const iso = (value: string | undefined) => parseUsDate(value);
  return string()
    .required(messages.required)
    .test('real-date', messages.invalid, (value) => !value?.trim() || iso(value) !== null)
    .test('from', messages.tooEarly, (value) => {
      const date = iso(value);
      return date === null || Number(date.slice(0, 4)) >= EARLIEST_BIRTH_YEAR;
    })
    .test('past', messages.future, (value) => {
      const date = iso(value);
      return date === null || date < isoDateOf(today());
    })
    .test('age', messages.tooYoung, (value) => {
      const date = iso(value);
      const now = isoDateOf(today());
      return date === null || date >= now || ageOn(date, now) >= MINIMUM_AGE;
    });
}
