/** Operating hours: the weekly schedule as the service displays it, and "open now" in Pacific time. */
import type { OperatingHours } from '../contract/operatingHours';
import type { Department, OrgRecord } from './records';

export const TIME_ZONE = 'America/Los_Angeles';
export const DEPARTMENTS: readonly Department[] = ['OPS_PHONE', 'OPS_CHAT'];

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

export const isDepartment = (value: string): value is Department =>
  (DEPARTMENTS as readonly string[]).includes(value);

export function weekOf(org: OrgRecord, department: Department): OperatingHours {
  return {
    department,
    weekdays: WEEKDAYS.map((weekday, index) => {
      const day = org.hours[department][index] ?? null;
      return {
        weekday,
        weekdayValue: index + 1,
        isOpen: day !== null,
        startTime: day?.start ?? null,
        endTime: day?.end ?? null,
      };
    }),
  };
}

/** Weekday (1 Monday to 7 Sunday) and HH:mm of a moment in Pacific time. */
export function pacificClock(at: Date): { weekdayValue: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekdayValue = WEEKDAYS.indexOf(part('weekday').toUpperCase()) + 1;
  return { weekdayValue, time: `${part('hour')}:${part('minute')}` };
}

export function isOpenAt(org: OrgRecord, department: Department, at: Date): boolean {
  const { weekdayValue, time } = pacificClock(at);
  const day = org.hours[department][weekdayValue - 1];
  return Boolean(day && day.start <= time && time < day.end);
}
