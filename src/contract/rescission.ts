/**
 * The right to cancel as the lender records it on the application (`rescission`,
 * docs/journey.md#the-right-to-cancel): the days of the period, computed by ./rescissionPeriod.ts
 * when the transaction is complete, and when the borrower cancelled. The app reads it and shows
 * it; the lender's notice of right to cancel states the same days.
 */
import { INSTANT_WITH_OFFSET } from './instants';
import { orNull, readWith, record, text, v } from './schema';

/** A calendar day, 2026-03-12. */
export type CalendarDay = string;

/** The right to cancel's days, as the lender records them on the application. */
export interface RescissionPeriod {
  /**
   * The day of the transaction in the property's zone: the latest of the signatures, the
   * delivery of the notice and the delivery of the material disclosures.
   */
  transactionDate: CalendarDay;
  /** The third business day after it: the last day on which the borrower may cancel. */
  lastDay: CalendarDay;
  /**
   * When the right ends: midnight at the end of `lastDay` in the property's zone, as ISO 8601
   * with the zone's offset (2026-03-13T00:00:00-04:00). A cancellation is taken before it.
   */
  deadline: string;
  /** The property's IANA zone, in which the days are counted. */
  timeZone: string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayText = readWith((value) =>
  typeof value === 'string' && CALENDAR_DAY.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : null,
);
/** An instant with its offset (./instants.ts), or null when it is not one. */
export const instantText = readWith((value) =>
  typeof value === 'string' && INSTANT_WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : null,
);

/** The recorded right to cancel, as read: the period, and when the borrower cancelled. */
export interface RecordedRescission extends RescissionPeriod {
  /** When the borrower cancelled (ISO 8601); null while the line stands. */
  cancelledAt: string | null;
}

/**
 * The recorded right to cancel; null until the transaction is complete. A record whose days,
 * deadline or zone do not read as such reads as null: the app shows no date it cannot trust.
 */
export const rescissionSchema = orNull(
  v.pipe(
    record({
      transactionDate: dayText,
      lastDay: dayText,
      deadline: instantText,
      timeZone: text(),
      cancelledAt: instantText,
    }),
    v.transform(
      ({ transactionDate, lastDay, deadline, timeZone, cancelledAt }): RecordedRescission | null =>
        transactionDate && lastDay && deadline && timeZone
          ? { transactionDate, lastDay, deadline, timeZone, cancelledAt }
          : null,
    ),
  ),
);

/** Whether the right to cancel is still open at `now`: before the deadline. */
export const isBeforeDeadline = (period: Pick<RescissionPeriod, 'deadline'>, now = Date.now()) =>
  now < Date.parse(period.deadline);
