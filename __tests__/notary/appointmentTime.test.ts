import moment from 'moment-timezone';
import { appointmentLabel } from '../../src/features/notary/appointmentTime';
import { PRODUCT_TIME_ZONES } from '../../src/contract/timeZones';
import type { DisplayZone } from '../../src/features/notary/zonedTime';

/** The label as moment-timezone gave it (zonedTime.ts until reserve-manual left it). */
function byMoment(iso: string, zone: DisplayZone): string | null {
  if (!moment.parseZone(iso, moment.ISO_8601, true).isValid()) return null;
  const time = zone
    ? moment.tz(iso, moment.ISO_8601, zone)
    : moment.parseZone(iso, moment.ISO_8601);
  const clock = zone ? time.format('h:mm A z') : `${time.format('h:mm A')} UTC${time.format('Z')}`;
  return `${time.format('dddd, MMMM D, YYYY')} at ${clock}`;
}

const HOUR = 3_600_000;
/**
 * Every 13 hours over 2026 (each hour of the day), and every half hour around the US clock
 * changes of 2026, in UTC.
 */
const INSTANTS = [
  ...Array.from({ length: (365 * 24) / 13 }, (_, i) => Date.UTC(2026, 0, 1) + i * 13 * HOUR),
  ...[Date.UTC(2026, 2, 8, 5), Date.UTC(2026, 10, 1, 5)].flatMap((start) =>
    Array.from({ length: 14 * 2 }, (_, i) => start + (i * HOUR) / 2),
  ),
].map((ms) => moment.utc(ms));

it('reads as moment-timezone did in every product zone, DST included', () => {
  const given = INSTANTS.flatMap((t) => [
    t.clone().utcOffset(-360).format(), // 2026-11-30T09:00:00-06:00, as the slots are
    t.format('YYYY-MM-DDTHH:mm:ss.SSS[Z]'),
  ]);
  for (const zone of [...PRODUCT_TIME_ZONES, null]) {
    expect(given.map((iso) => appointmentLabel(iso, zone))).toEqual(
      given.map((iso) => byMoment(iso, zone)),
    );
  }
  expect(appointmentLabel('2026-11-30T09:00:00-06:00', 'America/Chicago')).toBe(
    'Monday, November 30, 2026 at 9:00 AM CST',
  );
  expect(appointmentLabel('2026-07-01T15:00:00Z', 'Pacific/Honolulu')).toBe(
    'Wednesday, July 1, 2026 at 5:00 AM HST',
  );
  expect(appointmentLabel('2026-11-30T09:00:00-06:00', null)).toBe(
    'Monday, November 30, 2026 at 9:00 AM UTC-06:00',
  );
});

it("reads a time without an offset as the zone's wall clock, as moment-timezone did", () => {
  const wallClock = [
    ...INSTANTS.map((t) => t.format('YYYY-MM-DDTHH:mm:ss')),
    '2026-03-08T02:30:00', // skipped by the clocks in the US zones
    '2026-11-01T01:30:00', // passed twice
    '2026-11-30 09:00',
    '2026-11-30T09',
    '2026-11-30',
  ];
  for (const zone of [...PRODUCT_TIME_ZONES, null]) {
    expect(wallClock.map((iso) => appointmentLabel(iso, zone))).toEqual(
      wallClock.map((iso) => byMoment(iso, zone)),
    );
  }
  expect(appointmentLabel('2026-03-08T02:30:00', 'America/Chicago')).toBe(
    'Sunday, March 8, 2026 at 3:30 AM CDT',
  );
});

it('reads the offsets and fractions ISO 8601 allows, and nothing that is not a time', () => {
  const forms = [
    '2026-11-30T09:00:00.123456-0600',
    '2026-11-30T09:00-06',
    '2026-11-30T09:00:00,5+05:30',
    '2026-11-30T24:00:00Z',
    '2026-02-29T09:00:00Z',
    '2026-11-31T09:00:00Z',
    '2026-11-30T25:00:00Z',
    '2026-11-30T09:60:00Z',
    '',
    'not a time',
  ];
  for (const zone of ['America/New_York', null] as const) {
    expect(forms.map((iso) => appointmentLabel(iso, zone))).toEqual(
      forms.map((iso) => byMoment(iso, zone)),
    );
  }
  // ISO 8601 forms moment also read, which no lender sends for an appointment: shown as given.
  for (const iso of ['2026-W49-1T09:00Z', '2026-334T09:00Z', '20261130T090000Z', '2026-11']) {
    expect(byMoment(iso, null)).not.toBeNull();
    expect(appointmentLabel(iso, null)).toBeNull();
  }
});
