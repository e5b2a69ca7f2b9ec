import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import type { OperatingHoursEntry } from './types';

/** The days' short names, Monday first, as the line writes them in the page's language. */
const SHORT_DAYS: readonly MessageDescriptor[] = [
  msg`Mon`,
  msg`Tue`,
  msg`Wed`,
  msg`Thu`,
  msg`Fri`,
  msg`Sat`,
  msg`Sun`,
];

/** HH:mm, two digits each: 00:00 to 23:59, and 24:00 (the end of a day). */
const HHMM = /^(\d{2}):(\d{2})$/;

/**
 * A wall-clock time given as HH:mm, as "6am" or "4:30pm" (docs/supporting-areas.md, Footer).
 * The service gives the hours in Pacific time and the line prints them as Pacific time ("PT"),
 * so nothing is converted: no time-zone data, and the same label in PST and PDT. What is not
 * HH:mm is shown as given.
 */
export function clockLabel(hhmm: string): string {
  const match = HHMM.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return hhmm;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 || hours === 24 ? 'am' : 'pm';
  return minutes === 0 ? `${hour12}${suffix}` : `${hour12}:${match[2]}${suffix}`;
}

interface DayHours {
  day: number;
  hours: string | null;
}

/**
 * The operating-hours line (docs/supporting-areas.md#the-operating-hours-line): "Mon-Fri from
 * 6am-6pm PT" plus the weekend, in the page's language ("lun-vie de 6am-6pm PT"), written with
 * `t` (useLingui's; by default the page's translator now), e.g. "Mon-Fri from 6am-6pm PT, Sat from 8am-4:30pm PT, Sun
 * closed" or "Mon-Fri from 8am-5pm PT, Sat-Sun closed".
 *
 * Reading chosen where the product rules are silent: consecutive days with the same hours share one range
 * ("Mon-Fri", "Sat-Sun"); days the service leaves out or marks open without times count as
 * closed; nothing at all (no days) gives an empty line, which the footer leaves out.
 */
export function formatOperatingHours(
  weekdays: readonly OperatingHoursEntry[],
  t: (descriptor: MessageDescriptor) => string = (descriptor) => i18n._(descriptor),
): string {
  if (weekdays.length === 0) return '';
  const week: DayHours[] = SHORT_DAYS.map((_, index) => {
    const entry = weekdays.find((d) => d.weekdayValue === index + 1);
    const open = entry?.isOpen && entry.startTime && entry.endTime;
    return {
      day: index,
      hours: open ? `${clockLabel(entry.startTime!)}-${clockLabel(entry.endTime!)}` : null,
    };
  });
  const groups: { from: number; to: number; hours: string | null }[] = [];
  for (const { day, hours } of week) {
    const last = groups[groups.length - 1];
    if (last && last.hours === hours) last.to = day;
    else groups.push({ from: day, to: day, hours });
  }
  return groups
    .map(({ from, to, hours }) => {
      const first = t(SHORT_DAYS[from]!);
      const days = from === to ? first : `${first}-${t(SHORT_DAYS[to]!)}`;
      return hours ? t(msg`${days} from ${hours} PT`) : t(msg`${days} closed`);
    })
    .join(', ');
}
