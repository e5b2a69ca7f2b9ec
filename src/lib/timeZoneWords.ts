/**
 * The product's time zones named in the page's language (docs/language.md#dates-and-times-in-words):
 * "Central Time", "hora del Centro". The English words are the contract's (TIME_ZONE_NAMES,
 * which the lender's notices write), as messages.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductTimeZone } from '../contract/timeZones';

const ZONE_NAMES: Record<ProductTimeZone, MessageDescriptor> = {
  'America/New_York': msg`Eastern Time`,
  'America/Chicago': msg`Central Time`,
  'America/Denver': msg`Mountain Time`,
  'America/Phoenix': msg`Mountain Time (Arizona)`,
  'America/Los_Angeles': msg`Pacific Time`,
  'America/Anchorage': msg`Alaska Time`,
  'Pacific/Honolulu': msg`Hawaii Time`,
};

const PROPERTY_ZONE = msg`the time zone of your property`;

/** The zone's name as a message; the property's own zone in words when the product does not know it. */
export const zoneNameMessage = (zone: ProductTimeZone | null): MessageDescriptor =>
  zone ? ZONE_NAMES[zone] : PROPERTY_ZONE;
