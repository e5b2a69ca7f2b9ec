import moment from 'moment-timezone/moment-timezone';
import { propertyTimeZone, zoneName } from '../../src/contract/timeZones';
import { slotDays } from '../../src/features/notary/notarySlots';
import * as zoned from '../../src/features/notary/zonedTime';
import { i18n } from '../../src/lib/i18n';

it("knows the product's zones only: the trimmed data, not the package's", () => {
  expect(moment.tz.names().sort()).toEqual(
    [
      'America/Anchorage',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/New_York',
      'America/Phoenix',
      'Pacific/Honolulu',
    ].sort(),
  );
});

it('shows times in the zone, daylight saving time included', () => {
  expect(zoned.timeLabel('2026-11-30T09:00:00-06:00', 'America/Chicago')).toBe('9:00 AM CST');
  expect(zoned.timeLabel('2026-11-30T09:00:00-06:00', 'America/Los_Angeles')).toBe('7:00 AM PST');
  expect(zoned.timeLabel('2026-07-01T15:00:00Z', 'America/Chicago')).toBe('10:00 AM CDT');
  expect(zoned.timeLabel('2026-07-01T15:00:00Z', 'America/Phoenix')).toBe('8:00 AM MST');
  expect(zoned.dayLabel('2026-11-30T09:00:00-06:00', 'America/Chicago')).toBe(
    'Monday, November 30',
  );
  // No known zone: the time at the offset it was given in.
  expect(zoned.timeLabel('2026-11-30T09:00:00-06:00', null)).toBe('9:00 AM UTC-06:00');
  // A day is the zone's day: 11 PM in Los Angeles is the next day in New York.
  expect(zoned.dayKey('2026-12-01T23:00:00-08:00', 'America/Los_Angeles')).toBe('2026-12-01');
  expect(zoned.dayKey('2026-12-01T23:00:00-08:00', 'America/New_York')).toBe('2026-12-02');
});

it('groups the slots by day in time order, leaving out what is not a time', () => {
  const days = slotDays(
    [
      '2026-12-01T10:00:00-06:00',
      'not a time',
      '2026-11-30T16:00:00-06:00',
      '2026-11-30T09:00:00-06:00',
      '2026-11-30T09:00:00-06:00',
    ],
    'America/Chicago',
    zoned,
  );
  expect(days).toEqual([
    {
      key: '2026-11-30',
      label: 'Monday, November 30',
      slots: [
        { value: '2026-11-30T09:00:00-06:00', label: '9:00 AM CST' },
        { value: '2026-11-30T16:00:00-06:00', label: '4:00 PM CST' },
      ],
    },
    {
      key: '2026-12-01',
      label: 'Tuesday, December 1',
      slots: [{ value: '2026-12-01T10:00:00-06:00', label: '10:00 AM CST' }],
    },
  ]);
});

it("takes the lender's zone when the product knows it, else the property state's", () => {
  expect(propertyTimeZone('TX', 'America/Chicago')).toBe('America/Chicago');
  expect(propertyTimeZone('CA', 'America/Chicago')).toBe('America/Chicago');
  expect(propertyTimeZone('ca', 'Europe/Paris')).toBe('America/Los_Angeles');
  expect(propertyTimeZone('AZ', null)).toBe('America/Phoenix');
  expect(propertyTimeZone('PR', undefined)).toBeNull();
  expect(propertyTimeZone(null, null)).toBeNull();
  expect(i18n._(zoneName('America/Chicago'))).toBe('Central Time');
  expect(i18n._(zoneName(null))).toBe('the time zone of your property');
});
