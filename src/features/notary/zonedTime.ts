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

/** "Monday, November 30". */
export const dayLabel = (iso: string, zone: DisplayZone) =>
  inZone(iso, zone).format('dddd, MMMM D');

/** "9:00 AM CST" (the zone's abbreviation; at a bare offset, "9:00 AM UTC-06:00"). */
export const timeLabel = (iso: string, zone: DisplayZone) => {
  const time = inZone(iso, zone);
  return zone ? time.format('h:mm A z') : `${time.format('h:mm A')} UTC${time.format('Z')}`;
};

/** The instants in time order. */
export const byTime = (a: string, b: string) =>
  moment(a, moment.ISO_8601).valueOf() - moment(b, moment.ISO_8601).valueOf();
