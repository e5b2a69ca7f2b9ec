import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import type { DisplayZone } from './zonedTime';

/** Writes a message out: the `t` of useLingui(), or the page's translator now. */
type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The reserved appointment as "Monday, November 30, 2026 at 9:00 AM CST" ("lunes, 30 de
 * noviembre de 2026, 9:00 a.m. CST" in Spanish), in the property's zone, in the page's language
 * (`t` and `locales`, by default the page's, read now: docs/language.md#dates-and-times-in-words),
 * with the browser's Intl.DateTimeFormat: notary/reserve-manual is a step a borrower comes back
 * to, and loads no moment-timezone for one line (docs/performance.md, Time zones). It reads as
 * zonedTime.ts (moment-timezone) read the same time on notary/schedule-manual.
 *
 * Reads ISO 8601 dates and times in the extended form (2026-11-30T09:00:00-06:00; seconds,
 * fractions, a space for the T, offsets Z, -06:00, -0600 or -06, or none). Without an offset the
 * time is the zone's wall-clock time: one the clocks skip reads as the hour after it, and one
 * they pass twice as its first occurrence. Null for anything else: the page shows it as given.
 */
export function appointmentLabel(
  iso: string,
  zone: DisplayZone,
  t: Translate = (descriptor) => i18n._(descriptor),
  locales: readonly string[] = i18n.intlLocales,
): string | null {
  const time = parse(iso);
  if (!time) return null;
  const words = { t, locales };
  if (zone) {
    const instant =
      time.offsetMinutes === null
        ? wallClockIn(zone, time.wall)
        : time.wall - time.offsetMinutes * MINUTE;
    return label(zone, instant, null, words);
  }
  // At the offset the time was given in (none: UTC).
  return label('UTC', time.wall, time.offsetMinutes ?? 0, words);
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

interface Parsed {
  /** The wall-clock time as written, in ms as if it were UTC. */
  wall: number;
  /** The offset written with it; null when none is. */
  offsetMinutes: number | null;
}

function parse(iso: string): Parsed | null {
  const match = ISO_TIME.exec(iso.trimStart());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const ms = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const endOfDay = hour === 24 && minute === 0 && second === 0 && ms === 0;
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate())
    return null;
  if ((hour > 23 && !endOfDay) || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const offset = match[8];
  if (!offset) return { wall, offsetMinutes: null };
  if (offset === 'Z') return { wall, offsetMinutes: 0 };
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return { wall, offsetMinutes: offset.startsWith('-') ? -minutes : minutes };
}

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (
  zone: string,
  options: Intl.DateTimeFormatOptions,
  locales: readonly string[] = ['en-US'],
) => {
  const key = `${locales.join(',')} ${zone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat([...locales], { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
};

const partsOf = (format: Intl.DateTimeFormat, instant: number) => {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
};

/** The zone's offset from UTC at `instant`, in ms. */
function offsetAt(zone: string, instant: number): number {
  const p = partsOf(
    formatIn(zone, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
    instant,
  );
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant at which the zone's clocks show `wall`. */
function wallClockIn(zone: string, wall: number): number {
  // A zone changes its offset at most once in two days: the offsets a day either side cover it.
  const before = wall - offsetAt(zone, wall - DAY);
  const after = wall - offsetAt(zone, wall + DAY);
  const shows = (instant: number) => instant + offsetAt(zone, instant) === wall;
  const candidates = [before, after].filter(shows);
  // None: the clocks skip that time, and `before` lands as far past it as they jump.
  return candidates.length ? Math.min(...candidates) : before;
}

/** Intl's spaces (narrow or no-break, as ICU versions write them) as plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The label in `zone`; with `offsetMinutes`, that offset is named instead of the zone. */
function label(
  zone: string,
  instant: number,
  offsetMinutes: number | null,
  { t, locales }: { t: Translate; locales: readonly string[] },
): string {
  const date = plainSpaces(
    formatIn(
      zone,
      { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
      locales,
    ).format(instant),
  );
  const p = partsOf(
    formatIn(
      zone,
      {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
        ...(offsetMinutes === null ? { timeZoneName: 'short' } : {}),
      },
      locales,
    ),
    instant,
  );
  const time = plainSpaces(`${p.hour}:${p.minute} ${p.dayPeriod}`);
  const name = (offsetMinutes === null ? p.timeZoneName : `UTC${offsetLabel(offsetMinutes)}`) ?? '';
  return t(msg`${date} at ${time} ${name}`);
}

/** -360 as "-06:00". */
function offsetLabel(minutes: number): string {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
