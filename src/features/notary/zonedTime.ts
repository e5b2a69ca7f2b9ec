/**
 * Times in the property's time zone, with moment-timezone (docs/journey.md, notary/
 * schedule-manual). Its core only, with the data of the product's zones and years
 * (timeZoneData.json: src/contract/timeZones.ts says which), never the package's full data.
 *
 * Loaded with import() by useZonedTime, never imported statically: moment and its zones load with
 * notary/schedule-manual only, never with another step (`npm run size` checks; docs/performance.md,
 * Time zones).
 */
import moment from 'moment-timezone/moment-timezone';
import type { ProductTimeZone } from '../../contract/timeZones';
import { i18n } from '../../lib/i18n';
import timeZoneData from './timeZoneData.json';

moment.tz.load(timeZoneData);

/** A zone to show times in; null: at the offset each time was given in. */
export type DisplayZone = ProductTimeZone | null;

const inZone = (iso: string, zone: DisplayZone) =>
  zone ? moment.tz(iso, moment.ISO_8601, zone) : moment.parseZone(iso, moment.ISO_8601);

/** Whether moment reads `iso` as a date and time. */
export const isValidTime = (iso: string) => moment.parseZone(iso, moment.ISO_8601, true).isValid();

/** The day of `iso` in the zone, as 2026-11-30: slots are grouped by it. */
export const dayKey = (iso: string, zone: DisplayZone) => inZone(iso, zone).format('YYYY-MM-DD');

/** Intl's spaces (narrow or no-break, as ICU versions write them) as plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The wall-clock time moment reads in the zone, as if it were UTC: Intl writes it in words. */
const wallClock = (time: moment.Moment) =>
  Date.UTC(time.year(), time.month(), time.date(), time.hour(), time.minute());

/**
 * "Monday, November 30" ("lunes, 30 de noviembre"), in the page's language (`locales`, by default
 * the page's, read now: docs/language.md#dates-and-times-in-words).
 */
export const dayLabel = (
  iso: string,
  zone: DisplayZone,
  locales: readonly string[] = i18n.intlLocales,
) =>
  plainSpaces(
    new Intl.DateTimeFormat([...locales], {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(wallClock(inZone(iso, zone))),
  );

/**
 * "9:00 AM CST" ("9:00 a.m. CST"; the zone's abbreviation; at a bare offset, "9:00 AM
 * UTC-06:00"), in the page's language as dayLabel.
 */
export const timeLabel = (
  iso: string,
  zone: DisplayZone,
  locales: readonly string[] = i18n.intlLocales,
) => {
  const time = inZone(iso, zone);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const format = new Intl.DateTimeFormat([...locales], {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  for (const part of format.formatToParts(wallClock(time))) parts[part.type] = part.value;
  const clock = plainSpaces(`${parts.hour}:${parts.minute} ${parts.dayPeriod}`);
  return zone ? `${clock} ${time.format('z')}` : `${clock} UTC${time.format('Z')}`;
};

/** The instants in time order. */
export const byTime = (a: string, b: string) =>
  moment(a, moment.ISO_8601).valueOf() - moment(b, moment.ISO_8601).valueOf();
