import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  relativeTime,
} from '../../src/features/notifications/relativeTime';
import { i18n } from '../../src/lib/i18n';

/** Writes the app's words out, as a page's `t` does. */
const t = (descriptor: Parameters<typeof i18n._>[0]) => i18n._(descriptor);

const CREATED = '2026-11-21T12:00:00.000Z';
const at = (elapsedMs: number) => relativeTime(CREATED, Date.parse(CREATED) + elapsedMs, t);

describe('relativeTime, at every boundary', () => {
  test.each([
    ['a date in the future', -5_000, 'Just now'],
    ['no time at all', 0, 'Just now'],
    ['just under a minute', MINUTE_MS - 1, 'Just now'],
    ['one minute', MINUTE_MS, '1 minute ago'],
    ['just under two minutes', 2 * MINUTE_MS - 1, '1 minute ago'],
    ['two minutes', 2 * MINUTE_MS, '2 minutes ago'],
    ['just under an hour', HOUR_MS - 1, '59 minutes ago'],
    ['one hour', HOUR_MS, '1 hour ago'],
    ['just under two hours', 2 * HOUR_MS - 1, '1 hour ago'],
    ['two hours', 2 * HOUR_MS, '2 hours ago'],
    ['just under a day', DAY_MS - 1, '23 hours ago'],
    ['one day', DAY_MS, '1 day ago'],
    ['just under two days', 2 * DAY_MS - 1, '1 day ago'],
    ['two days', 2 * DAY_MS, '2 days ago'],
    ['just under a week', 7 * DAY_MS - 1, '6 days ago'],
    ['one week', 7 * DAY_MS, '1 week ago'],
    ['just under two weeks', 14 * DAY_MS - 1, '1 week ago'],
    ['two weeks', 14 * DAY_MS, '2 weeks ago'],
    ['three weeks', 21 * DAY_MS, '3 weeks ago'],
    ['just under four weeks', 28 * DAY_MS - 1, '3 weeks ago'],
    ['four weeks (28 days)', 28 * DAY_MS, '4 weeks ago'],
    ['the last moment of day 28', 29 * DAY_MS - 1, '4 weeks ago'],
  ])('%s: %s ms gives "%s"', (_label, elapsed, expected) => {
    expect(at(elapsed)).toBe(expected);
  });

  test('from 29 whole days it is Month Day, in local time', () => {
    // Built in local time, so the expected day holds in every time zone.
    const created = new Date(2026, 2, 3, 0, 1).toISOString();
    const createdMs = Date.parse(created);
    expect(relativeTime(created, createdMs + 29 * DAY_MS, t)).toBe('March 3');
    expect(relativeTime(created, createdMs + 400 * DAY_MS, t)).toBe('March 3');
    const lateEvening = new Date(2026, 2, 3, 23, 59).toISOString();
    expect(relativeTime(lateEvening, Date.parse(lateEvening) + 29 * DAY_MS, t)).toBe('March 3');
  });

  test('every month is named in English', () => {
    const names = Array.from({ length: 12 }, (_, month) => {
      const created = new Date(2025, month, 15, 12, 0).toISOString();
      return relativeTime(created, Date.parse(created) + 60 * DAY_MS, t);
    });
    expect(names).toEqual([
      'January 15',
      'February 15',
      'March 15',
      'April 15',
      'May 15',
      'June 15',
      'July 15',
      'August 15',
      'September 15',
      'October 15',
      'November 15',
      'December 15',
    ]);
  });

  test('an unparseable date gives an empty string and does not throw', () => {
    const now = Date.parse(CREATED);
    expect(relativeTime('', now, t)).toBe('');
    expect(relativeTime('   ', now, t)).toBe('');
    expect(relativeTime('not a date', now, t)).toBe('');
    expect(relativeTime('2026-13-45T99:00:00Z', now, t)).toBe('');
    expect(relativeTime(undefined as unknown as string, now, t)).toBe('');
    expect(relativeTime(null as unknown as string, now, t)).toBe('');
    expect(relativeTime(CREATED, Number.NaN, t)).toBe('');
  });
});
