import { formatOperatingHours } from '../../src/features/operatingHours';
import type { OperatingHoursEntry } from '../../src/features/operatingHours';
import { clockLabel } from '../../src/features/notary/zonedTime';
import { makeOperatingHours } from '../support/server';

const pacific = (hhmm: string) => clockLabel(hhmm, 'America/Los_Angeles');
const week = (...days: Parameters<typeof makeOperatingHours>[1] & object) =>
  makeOperatingHours('OPS_PHONE', days).weekdays as OperatingHoursEntry[];
const open = (start: string, end: string) => ({ start, end });
const weekdays = (start: string, end: string) => Array.from({ length: 5 }, () => open(start, end));

describe('the operating-hours line (spec 2 section 2)', () => {
  it('reads "Mon-Fri from X-Y PT" plus the weekend (the main lender)', () => {
    expect(
      formatOperatingHours(
        week(...weekdays('06:00', '18:00'), open('08:00', '16:30'), null),
        pacific,
      ),
    ).toBe('Mon-Fri from 6am-6pm PT, Sat from 8am-4:30pm PT, Sun closed');
  });

  it('groups a closed weekend (the partner) and an open one with the same hours', () => {
    expect(formatOperatingHours(week(...weekdays('08:00', '17:00'), null, null), pacific)).toBe(
      'Mon-Fri from 8am-5pm PT, Sat-Sun closed',
    );
    expect(
      formatOperatingHours(
        week(...weekdays('08:00', '17:00'), open('09:00', '13:00'), open('09:00', '13:00')),
        pacific,
      ),
    ).toBe('Mon-Fri from 8am-5pm PT, Sat-Sun from 9am-1pm PT');
  });

  it('names the weekdays that differ', () => {
    const days = weekdays('06:00', '18:00');
    days[4] = open('06:00', '15:00');
    expect(formatOperatingHours(week(...days, null, null), pacific)).toBe(
      'Mon-Thu from 6am-6pm PT, Fri from 6am-3pm PT, Sat-Sun closed',
    );
  });

  it('counts a day left out, or open without times, as closed; no days gives nothing', () => {
    const entries = week(...weekdays('06:00', '18:00'), null, null).filter(
      (d) => d.weekdayValue !== 3,
    );
    expect(formatOperatingHours(entries, pacific)).toBe(
      'Mon-Tue from 6am-6pm PT, Wed closed, Thu-Fri from 6am-6pm PT, Sat-Sun closed',
    );
    const odd = week(...weekdays('06:00', '18:00'), null, null);
    odd[5] = { ...odd[5]!, isOpen: true };
    expect(formatOperatingHours(odd, pacific)).toBe('Mon-Fri from 6am-6pm PT, Sat-Sun closed');
    expect(formatOperatingHours([], pacific)).toBe('');
  });

  it('reads the times as Pacific wall-clock times with moment-timezone', () => {
    expect(pacific('00:00')).toBe('12am');
    expect(pacific('12:00')).toBe('12pm');
    expect(pacific('09:05')).toBe('9:05am');
    expect(pacific('23:30')).toBe('11:30pm');
    expect(pacific('not a time')).toBe('not a time');
  });
});
