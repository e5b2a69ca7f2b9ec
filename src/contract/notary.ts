/** GET .../heloc/{uuid}/notary/slots: the times a manual notary can come, in the property's zone. */
import { msg } from '@lingui/core/macro';
import { INSTANT_WITH_OFFSET } from './instants';
import { answerOf, type Answer, listOf, readWith, record, v } from './schema';

/** How the borrower meets the notary: the eNotary session now, or a notary at home. */
export const NOTARY_MODES = ['REMOTE', 'MANUAL'] as const;
export type NotaryMode = (typeof NOTARY_MODES)[number];

/** The notary's choice left unanswered, whichever side finds it. */
export const NOTARY_MODE_MESSAGE = msg`Choose how you would like to meet your notary`;

/** A slot that is not one of those offered, or none chosen (notary/schedule-manual). */
export const NOTARY_SLOT_MESSAGE = msg`Choose a date and time from the list`;

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
