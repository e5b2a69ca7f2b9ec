import { string } from 'yup';
import {
  ageOn,
  BIRTH_DATE_MESSAGES,
  EARLIEST_BIRTH_YEAR,
  isoDateOf,
  MINIMUM_AGE,
} from '../../contract/dates';
import { parseUsDate } from '../../lib/dates';
import { type SchemaMessage, yupMessage } from './messages';

/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { BIRTH_DATE_MESSAGES };

/** What a date of birth reads: the contract's messages, or a screen's own words. */
export type BirthDateMessages = Record<keyof typeof BIRTH_DATE_MESSAGES, SchemaMessage>;

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
    .required(yupMessage(messages.required))
    .test(
      'real-date',
      yupMessage(messages.invalid),
      (value) => !value?.trim() || iso(value) !== null,
    )
    .test('from', yupMessage(messages.tooEarly), (value) => {
      const date = iso(value);
      return date === null || Number(date.slice(0, 4)) >= EARLIEST_BIRTH_YEAR;
    })
    .test('past', yupMessage(messages.future), (value) => {
      const date = iso(value);
      return date === null || date < isoDateOf(today());
    })
    .test('age', yupMessage(messages.tooYoung), (value) => {
      const date = iso(value);
      const now = isoDateOf(today());
      return date === null || date >= now || ageOn(date, now) >= MINIMUM_AGE;
    });
}
