import moment from 'moment-timezone';
import { formatOperatingHours } from '../../src/features/operatingHours';
import type { OperatingHoursEntry } from '../../src/features/operatingHours';
import { clockLabel } from '../../src/features/operatingHours/formatOperatingHours';
import { makeOperatingHours } from '../support/server';

const week = (...days: Parameters<typeof makeOperatingHours>[1] & object) =>
  makeOperatingHours('OPS_PHONE', days).weekdays as OperatingHoursEntry[];
const open = (start: string, end: string) => ({ start, end });
const weekdays = (start: string, end: string) => Array.from({ length: 5 }, () => open(start, end));

describe('the operating-hours line', () => {
  it('reads "Mon-Fri from X-Y PT" plus the weekend (the main lender)', () => {
    expect(
      formatOperatingHours(week(...weekdays('06:00', '18:00'), open('08:00', '16:30'), null)),
    ).toBe('Mon-Fri from 6am-6pm PT, Sat from 8am-4:30pm PT, Sun closed');
  });

  it('groups a closed weekend (the partner) and an open one with the same hours', () => {
    expect(formatOperatingHours(week(...weekdays('08:00', '17:00'), null, null))).toBe(
      'Mon-Fri from 8am-5pm PT, Sat-Sun closed',
    );
    expect(
      formatOperatingHours(
        week(...weekdays('08:00', '17:00'), open('09:00', '13:00'), open('09:00', '13:00')),
      ),
    ).toBe('Mon-Fri from 8am-5pm PT, Sat-Sun from 9am-1pm PT');
  });

  it('names the weekdays that differ', () => {
    const days = weekdays('06:00', '18:00');
    days[4] = open('06:00', '15:00');
    expect(formatOperatingHours(week(...days, null, null))).toBe(
      'Mon-Thu from 6am-6pm PT, Fri from 6am-3pm PT, Sat-Sun closed',
    );
  });

  it('counts a day left out, or open without times, as closed; no days gives nothing', () => {
    const entries = week(...weekdays('06:00', '18:00'), null, null).filter(
      (d) => d.weekdayValue !== 3,
    );
    expect(formatOperatingHours(entries)).toBe(
      'Mon-Tue from 6am-6pm PT, Wed closed, Thu-Fri from 6am-6pm PT, Sat-Sun closed',
    );
    const odd = week(...weekdays('06:00', '18:00'), null, null);
    odd[5] = { ...odd[5]!, isOpen: true };
    expect(formatOperatingHours(odd)).toBe('Mon-Fri from 6am-6pm PT, Sat-Sun closed');
    expect(formatOperatingHours([])).toBe('');
  });

  it('shows hours that cross midnight as given', () => {
    expect(
      formatOperatingHours(week(...weekdays('18:00', '02:00'), null, open('00:00', '24:00'))),
    ).toBe('Mon-Fri from 6pm-2am PT, Sat closed, Sun from 12am-12am PT');
  });
});

describe('the clock labels, without moment-timezone', () => {
  afterEach(() => jest.useRealTimers());

  /** What the line printed with moment-timezone: the time read in Pacific time, formatted. */
  const byMoment = (hhmm: string) => {
    const time = moment.tz(hhmm, 'HH:mm', true, 'America/Los_Angeles');
    return time.isValid() ? time.format(time.minutes() === 0 ? 'ha' : 'h:mma') : hhmm;
  };
  const everyMinute = Array.from(
    { length: 24 * 60 },
    (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
  );
  // 24:00 is a time (the end of a day); the rest are not, and are shown as given.
  const odd = [
    '24:00',
    '24:30',
    '25:00',
    '06:60',
    '6:00',
    '06:5',
    '0600',
    '06:00:00',
    ' 06:00',
    '06:00Z',
    '',
    'not a time',
  ];

  it.each([
    ['standard time (PST)', '2026-01-15T12:00:00-08:00'],
    ['daylight saving time (PDT)', '2026-07-15T12:00:00-07:00'],
  ])('reads every HH:mm as moment-timezone did, in %s', (_, now) => {
    jest.useFakeTimers({ now: new Date(now) });
    expect([...everyMinute, ...odd].map(clockLabel)).toEqual(
      [...everyMinute, ...odd].map(byMoment),
    );
    expect(['00:00', '12:00', '09:05', '23:30', '24:00'].map(clockLabel)).toEqual([
      '12am',
      '12pm',
      '9:05am',
      '11:30pm',
      '12am',
    ]);
    expect(clockLabel('6:00')).toBe('6:00');
  });

  it('keeps the published time on the day clocks go forward', () => {
    // 2:00-2:59 does not exist in Pacific time on 2026-03-08; moment-timezone moved such a time
    // to 3:xx on that day only. The hours are published as wall-clock times: they stay as given.
    jest.useFakeTimers({ now: new Date('2026-03-08T12:00:00-07:00') });
    expect(byMoment('02:30')).toBe('3:30am');
    expect(clockLabel('02:30')).toBe('2:30am');
    expect(clockLabel('01:30')).toBe(byMoment('01:30'));
  });
});
