/** GET .../heloc/{uuid}/notary/slots: the times a manual notary can come, in the property's zone. */
import { INSTANT_WITH_OFFSET } from './instants';
import { answerOf, type Answer, listOf, readWith, record, v } from './schema';

/** A date and time with an offset (or Z), as the lender writes slots. */

/** The answer must be an object; odd slots are left out, a missing zone is null. */
export const notarySlotsSchema = record({
  /** The property's IANA zone (e.g. America/Chicago), or null when the answer names none. */
  timeZone: readWith((value) => (typeof value === 'string' ? value.trim() || null : null)),
  /** ISO 8601 date-times with their offset (2026-11-30T09:00:00-06:00). */
  slots: listOf(
    v.pipe(
      v.string(),
      v.transform((slot) => slot.trim()),
      v.check((slot) => INSTANT_WITH_OFFSET.test(slot)),
    ),
  ),
});

export type NotarySlots = Answer<typeof notarySlotsSchema>;

export const readNotarySlots = answerOf(notarySlotsSchema, 'notary slots');
