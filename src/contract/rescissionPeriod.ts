/**
 * The right to cancel (docs/journey.md#the-right-to-cancel): when the three business days of
 * Regulation Z 1026.15 end. The lender computes the period with these functions when the
 * transaction is complete and records it on the application (`rescission`, ./rescission.ts); its
 * notice of right to cancel states it, the app shows what the lender recorded, and the lender
 * takes a cancellation only before it ends.
 *
 * Run by the sandbox lender and the tests, in Node: the app reads the recorded period and never
 * imports this module at run time (moment-timezone and its full zone data stay out of the
 * browser bundle).
 */
import moment from 'moment-timezone';
import type { CalendarDay, RescissionPeriod } from './rescission';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a UTC date at midnight (weekdays and day arithmetic without any zone). */
function utcDate(day: CalendarDay): Date {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw new Error(`Not a calendar day: ${day}`);
  }
  return date;
}

const dayOf = (date: Date): CalendarDay => date.toISOString().slice(0, 10);

/** The calendar day `count` days after `day` (before, when negative). */
export function addDays(day: CalendarDay, count: number): CalendarDay {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return dayOf(date);
}

/** The `nth` `weekday` (0 Sunday … 6 Saturday) of a month (1-12); a negative nth counts from its end. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): CalendarDay {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return dayOf(
      new Date(Date.UTC(year, month - 1, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7)),
    );
  }
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return dayOf(new Date(Date.UTC(year, month - 1, last.getUTCDate() - back + (nth + 1) * 7)));
}

const pad = (n: number) => String(n).padStart(2, '0');
const fixed = (year: number, month: number, day: number): CalendarDay =>
  `${year}-${pad(month)}-${pad(day)}`;

/** The year Juneteenth National Independence Day became a legal public holiday (June 17, 2021). */
const JUNETEENTH_FROM = 2021;

/**
 * The legal public holidays of 5 U.S.C. 6103(a) in `year`, on their own dates, with their names.
 * Reading chosen (docs/journey.md#the-right-to-cancel): the day the statute names counts, never
 * the Friday before or the Monday after on which a holiday falling on a weekend is observed: the
 * official interpretation of Regulation Z (comment 2(a)(6)-2) says the observed day is a business
 * day for rescission.
 */
export function legalPublicHolidays(year: number): { day: CalendarDay; name: string }[] {
  return [
    { day: fixed(year, 1, 1), name: "New Year's Day" },
    { day: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { day: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { day: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    ...(year >= JUNETEENTH_FROM
      ? [{ day: fixed(year, 6, 19), name: 'Juneteenth National Independence Day' }]
      : []),
    { day: fixed(year, 7, 4), name: 'Independence Day' },
    { day: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { day: fixed(year, 11, 11), name: 'Veterans Day' },
    { day: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { day: fixed(year, 12, 25), name: 'Christmas Day' },
  ];
}

/** The eleven legal public holidays by name, as the notice of right to cancel lists them. */
export const LEGAL_PUBLIC_HOLIDAY_NAMES: readonly string[] = legalPublicHolidays(
  JUNETEENTH_FROM,
).map((holiday) => holiday.name);

/**
 * Whether `day` is a business day for rescission (Regulation Z 1026.2(a)(6)): every calendar day
 * but Sundays and the legal public holidays of 5 U.S.C. 6103(a). Saturdays count.
 */
export function isRescissionBusinessDay(day: CalendarDay): boolean {
  const date = utcDate(day);
  if (date.getUTCDay() === 0) return false;
  return !legalPublicHolidays(date.getUTCFullYear()).some((holiday) => holiday.day === day);
}

/** How many business days the borrower has (Regulation Z 1026.15(a)(3)). */
export const RESCISSION_BUSINESS_DAYS = 3;

/**
 * The period of the right to cancel, counted from the latest of `events` (instants, ISO 8601:
 * each owner's signature, the delivery of the notice, the delivery of the material disclosures)
 * in the property's zone `timeZone`: the third business day after the day of that event is the
 * last day, and the right ends at midnight at its end. Instants that do not read are ignored;
 * with none left, or a zone moment does not know, it throws.
 */
export function rescissionPeriod(events: readonly string[], timeZone: string): RescissionPeriod {
  if (!moment.tz.zone(timeZone)) throw new Error(`Unknown time zone: ${timeZone}`);
  const instants = events
    .map((event) => moment(event, moment.ISO_8601, true))
    .filter((instant) => instant.isValid());
  if (instants.length === 0) throw new Error('The period of the right to cancel needs an event');
  const latest = moment.max(instants);
  const transactionDate = latest.clone().tz(timeZone).format('YYYY-MM-DD');
  let lastDay = transactionDate;
  for (let counted = 0; counted < RESCISSION_BUSINESS_DAYS;) {
    lastDay = addDays(lastDay, 1);
    if (isRescissionBusinessDay(lastDay)) counted += 1;
  }
  const deadline = moment.tz(addDays(lastDay, 1), 'YYYY-MM-DD', true, timeZone).format();
  return { transactionDate, lastDay, deadline, timeZone };
}
