/**
 * The time zones the product uses, and the property's (pure; no moment here, so the first screen
 * never loads it). The lender lends on US properties: each state has one zone here, its main one.
 * Read where a state spans two zones (the panhandles of TX and FL, the west of KY and TN...): the
 * zone most of its people live in. The sandbox lender places its notary slots and the right to
 * cancel's deadline in it; where the lender names the property's zone (`GET .../notary/slots`
 * answers `timeZone`, the application's `rescission.timeZone`), its answer wins when it is one of
 * these.
 *
 * The notary feature's zonedTime.ts loads moment-timezone with the data of these zones only
 * (timeZoneData.json, trimmed to PRODUCT_TIME_ZONES and TIME_ZONE_DATA_YEARS;
 * __tests__/notary/timeZoneData.test.ts checks it against moment-timezone's own data and rewrites
 * it on request).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The years the trimmed data covers (toolchain guide, pitfall 7: ~1 KiB instead of ~56 KiB gzip).
 * Past the last year moment keeps the last offset, without daylight saving time: the test fails
 * five years ahead of that, as a reminder to move the range on.
 */
import type { UsStateCode } from './usStates';
export const TIME_ZONE_DATA_YEARS = { from: 2024, to: 2040 } as const;

export const PRODUCT_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;

export type ProductTimeZone = (typeof PRODUCT_TIME_ZONES)[number];

/**
 * How a zone is named to people: messages, written out in the reader's language ("Central
 * Time", "hora del Centro": docs/language.md#dates-and-times-in-words).
 */
export const TIME_ZONE_NAMES: Record<ProductTimeZone, MessageDescriptor> = {
  'America/New_York': msg`Eastern Time`,
  'America/Chicago': msg`Central Time`,
  'America/Denver': msg`Mountain Time`,
  'America/Phoenix': msg`Mountain Time (Arizona)`,
  'America/Los_Angeles': msg`Pacific Time`,
  'America/Anchorage': msg`Alaska Time`,
  'Pacific/Honolulu': msg`Hawaii Time`,
};

const PROPERTY_ZONE = msg`the time zone of your property`;

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

/** Each state's (and DC's) main zone, by its two-letter code. */
export const STATE_TIME_ZONES: Readonly<Record<UsStateCode, ProductTimeZone>> = {
  AL: CENTRAL,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DC: EASTERN,
  DE: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: 'Pacific/Honolulu',
  ID: MOUNTAIN,
  IL: CENTRAL,
  IN: EASTERN,
  IA: CENTRAL,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: EASTERN,
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
};

export const isProductTimeZone = (zone: unknown): zone is ProductTimeZone =>
  typeof zone === 'string' && (PRODUCT_TIME_ZONES as readonly string[]).includes(zone);

/**
 * The property's zone: the lender's when it names one the product knows, else its state's, else
 * null (times are then shown at the offset they were given in).
 */
export function propertyTimeZone(
  propertyState: string | null | undefined,
  lenderZone?: string | null,
): ProductTimeZone | null {
  if (isProductTimeZone(lenderZone)) return lenderZone;
  const state = propertyState?.trim().toUpperCase();
  return (state && (STATE_TIME_ZONES as Partial<Record<string, ProductTimeZone>>)[state]) || null;
}

/** "Central Time", or words for the property's own zone when the product does not know it. */
export const zoneName = (zone: ProductTimeZone | null): MessageDescriptor =>
  zone ? TIME_ZONE_NAMES[zone] : PROPERTY_ZONE;
