import type { OperatingHoursEntry } from './types';

/** The time zone the operating hours are given in (spec 2 section 9). */
export const OPERATING_HOURS_ZONE = 'America/Los_Angeles';

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface DayHours {
  day: number;
  hours: string | null;
}

/**
 * The operating-hours line (spec 2 section 2): "Mon-Fri from 6am-6pm PT" plus the weekend,
 * e.g. "Mon-Fri from 6am-6pm PT, Sat from 8am-4:30pm PT, Sun closed" or "Mon-Fri from 8am-5pm
 * PT, Sat-Sun closed". `clock` turns HH:mm (Pacific time) into "6am"; moment-timezone does it in
 * the app (notary/zonedTime.ts clockLabel), loaded lazily.
 *
 * Reading chosen where the spec is silent: consecutive days with the same hours share one range
 * ("Mon-Fri", "Sat-Sun"); days the service leaves out or marks open without times count as
 * closed; nothing at all (no days) gives an empty line, which the footer leaves out.
 */
export function formatOperatingHours(
  weekdays: readonly OperatingHoursEntry[],
  clock: (hhmm: string) => string,
): string {
  if (weekdays.length === 0) return '';
  const days: DayHours[] = SHORT_DAYS.map((_, index) => {
    const entry = weekdays.find((d) => d.weekdayValue === index + 1);
    const open = entry?.isOpen && entry.startTime && entry.endTime;
    return {
      day: index,
      hours: open ? `${clock(entry.startTime!)}-${clock(entry.endTime!)}` : null,
    };
  });
  const groups: { from: number; to: number; hours: string | null }[] = [];
  for (const { day, hours } of days) {
    const last = groups[groups.length - 1];
    if (last && last.hours === hours) last.to = day;
    else groups.push({ from: day, to: day, hours });
  }
  return groups
    .map(({ from, to, hours }) => {
      const label = from === to ? SHORT_DAYS[from] : `${SHORT_DAYS[from]}-${SHORT_DAYS[to]}`;
      return hours ? `${label} from ${hours} PT` : `${label} closed`;
    })
    .join(', ');
}
