import moment from 'moment-timezone/moment-timezone';
import 'moment-timezone/moment-timezone-utils';
import latest from 'moment-timezone/data/packed/latest.json';
import { PRODUCT_TIME_ZONES, TIME_ZONE_DATA_YEARS } from '../../../src/contract/timeZones';

/** What src/features/notary/timeZoneData.json holds: moment-timezone's packed data, trimmed. */
export interface PackedTimeZoneData {
  version: string;
  zones: string[];
  links: string[];
}

/**
 * moment-timezone's data for the product's zones and years only: each zone unpacked from the
 * package's latest.json, cut to the years (moment.tz.filterYears) and packed again.
 */
export function trimTimeZoneData(): PackedTimeZoneData {
  const zones = PRODUCT_TIME_ZONES.map((name) => {
    const packed = latest.zones.find((zone) => zone.startsWith(`${name}|`));
    if (!packed) throw new Error(`moment-timezone has no zone ${name}`);
    const unpacked = moment.tz.unpack(packed);
    return moment.tz.pack(
      moment.tz.filterYears(unpacked, TIME_ZONE_DATA_YEARS.from, TIME_ZONE_DATA_YEARS.to),
    );
  });
  return { version: latest.version, zones, links: [] };
}
