/**
 * The right to cancel in words (docs/journey.md#the-right-to-cancel), for the app's complete page
 * and the lender's notice of right to cancel alike, so that the deadline reads the same wherever
 * the borrower meets it.
 */
import type { CalendarDay, RescissionPeriod } from '../contract/rescission';
import { propertyTimeZone, zoneName } from '../contract/timeZones';

/** The notice each owner receives (its title begins so, then the owner's name). */
export const RIGHT_TO_CANCEL_NOTICE_TITLE = 'Notice of right to cancel';

/** What the lender and the complete page say once the right has ended (`deadline` in words). */
export const endedText = (deadline: string) => `Your right to cancel ended at ${deadline}.`;

/** The borrower's action on the complete page, as the notice names it. */
export const CANCEL_LINE_LABEL = 'Cancel my line of credit';

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** "Thursday, March 12, 2026": a calendar day (2026-03-12) in words; other text as it is. */
export function formatLongDay(day: CalendarDay): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? day : LONG_DAY.format(time);
}

/**
 * "midnight, Eastern Time, at the end of Thursday, March 12, 2026": when the right to cancel
 * ends, in the property's time zone (the lender's, else the property's state's).
 */
export function deadlineInWords(
  period: Pick<RescissionPeriod, 'lastDay' | 'timeZone'>,
  propertyState?: string | null,
): string {
  const zone = zoneName(propertyTimeZone(propertyState, period.timeZone));
  return `midnight, ${zone}, at the end of ${formatLongDay(period.lastDay)}`;
}
