/**
 * src/features/notary/timeZoneData.json is moment-timezone's data trimmed to the product's zones
 * and years. When moment-timezone is upgraded, or the zones or years change, rewrite it with
 *   UPDATE_TIME_ZONE_DATA=1 npx jest __tests__/notary/timeZoneData.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  PRODUCT_TIME_ZONES,
  STATE_TIME_ZONES,
  TIME_ZONE_DATA_YEARS,
} from '../../src/contract/timeZones';
import { trimTimeZoneData } from './support/trimTimeZoneData';

const DATA_FILE = path.resolve(__dirname, '../../src/features/notary/timeZoneData.json');

it("is moment-timezone's own data for the product's zones and years", () => {
  const expected = trimTimeZoneData();
  if (process.env.UPDATE_TIME_ZONE_DATA) {
    writeFileSync(DATA_FILE, `${JSON.stringify(expected, null, 2)}\n`);
  }
  expect(JSON.parse(readFileSync(DATA_FILE, 'utf8'))).toEqual(expected);
  expect(expected.zones.map((zone) => zone.split('|')[0])).toEqual([...PRODUCT_TIME_ZONES]);
});

it('stays small: a few hundred bytes, not the ~900 KiB of the full data', () => {
  expect(readFileSync(DATA_FILE).length).toBeLessThan(4096);
});

it('covers this year and the next five', () => {
  const year = new Date().getFullYear();
  expect(TIME_ZONE_DATA_YEARS.from).toBeLessThanOrEqual(year);
  expect(TIME_ZONE_DATA_YEARS.to).toBeGreaterThanOrEqual(year + 5);
});

it('has a zone for every state and DC, each one of the product zones', () => {
  expect(Object.keys(STATE_TIME_ZONES)).toHaveLength(51);
  for (const zone of Object.values(STATE_TIME_ZONES)) expect(PRODUCT_TIME_ZONES).toContain(zone);
});
