import type { DisplayZone } from './zonedTime';
import type { ZonedTime } from './useZonedTime';

/** One time slot: what is sent (the lender's own string, with its offset) and what is shown. */
export interface SlotChoice {
  value: string;
  label: string;
}

/** One day with its time slots, in the property's zone. */
export interface SlotDay {
  /** 2026-11-30: the form's value for the day. */
  key: string;
  /** "Monday, November 30". */
  label: string;
  slots: SlotChoice[];
}

/**
 * The lender's slots (ISO 8601 with offset) by day in the property's zone, days and times in
 * order, written in `locales` (by default the page's). A slot moment cannot read is left out.
 */
export function slotDays(
  slots: readonly string[],
  zone: DisplayZone,
  zoned: ZonedTime,
  /** The language days and times are written in (the page's; Intl's locales). */
  locales?: readonly string[],
): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const valid = [...new Set(slots)].filter(zoned.isValidTime).sort(zoned.byTime);
  for (const slot of valid) {
    const key = zoned.dayKey(slot, zone);
    let day = days.get(key);
    if (!day) {
      day = { key, label: zoned.dayLabel(slot, zone, locales), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ value: slot, label: zoned.timeLabel(slot, zone, locales) });
  }
  return [...days.values()];
}
