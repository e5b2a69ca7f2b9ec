/**
 * GET /service-operating-hours/external/api/v1/hours/{department}?display=true: when a department
 * answers; times are HH:mm in America/Los_Angeles.
 */
import { answerOf, type Answer, flag, listOf, number, record, text, v } from './schema';

export const operatingHoursEntrySchema = record({
  weekday: text(),
  /** 1 (Monday) to 7 (Sunday). */
  weekdayValue: number(),
  isOpen: flag(),
  startTime: text(null),
  endTime: text(null),
});

export const operatingHoursSchema = record({
  department: text(),
  /** Days outside 1 to 7 are left out; the rest are in weekday order. */
  weekdays: v.pipe(
    listOf(operatingHoursEntrySchema),
    v.transform((days) =>
      days
        .filter((day) => day.weekdayValue >= 1 && day.weekdayValue <= 7)
        .sort((a, b) => a.weekdayValue - b.weekdayValue),
    ),
  ),
});

export type OperatingHoursEntry = Answer<typeof operatingHoursEntrySchema>;
export type OperatingHours = Answer<typeof operatingHoursSchema>;

export const readOperatingHours = answerOf(operatingHoursSchema, 'operating hours');
