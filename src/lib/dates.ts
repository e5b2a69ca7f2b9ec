/**
 * Dates as the borrower types and reads them (docs/requests.md#formats: MM/dd/yyyy shown,
 * yyyy-MM-dd sent), pure. A date is a calendar day: no time zone takes part. Whether a day is real, and
 * ages, are the contract's rules (docs/architecture.md#the-lenders-contract).
 */
import { isRealDate } from '../contract/dates';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
/** Month and day may have one digit ("3/7/1985"); "-" and "." separators are read as "/". */
const US_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "03/27/1985" (or "3/27/1985") -> "1985-03-27"; anything that is not a real day -> null. */
export function parseUsDate(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const match = US_DATE.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * "1985-03-27" (or an ISO date-time, whose date part is read) -> "03/27/1985". Text that is not
 * such a date is given back unchanged: a summary then shows what it has rather than nothing.
 */
export function formatUsDate(iso: string): string {
  const match = ISO_DATE.exec(iso.trim());
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return iso;
  return `${match[2]}/${match[3]}/${match[1]}`;
}

const SEGMENT_LENGTHS = [2, 2, 4] as const;

/**
 * What a date input shows while the person types (MM/DD/YYYY): slashes are inserted as digits
 * arrive ("03271985" -> "03/27/1985"), separators typed are kept ("3/7/" stays), a segment that
 * runs over carries into the next, letters are dropped and nothing beyond the year is kept; an
 * ISO date (autofill) is turned round. A slash appears only once the next digit comes, so
 * Backspace is never fought.
 */
export function maskUsDate(raw: string): string {
  // A browser's autofill (autoComplete="bday") may give the ISO form.
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(raw);
  if (iso) return `${iso[2]!.padStart(2, '0')}/${iso[3]!.padStart(2, '0')}/${iso[1]}`;
  const endsWithSeparator = /[/.\-\s]$/.test(raw);
  const typed = raw
    .split(/[/.\-\s]+/)
    .map((part) => part.replace(/\D/g, ''))
    .filter(Boolean);
  const segments: string[] = [];
  for (const part of typed) {
    let rest = part;
    while (rest && segments.length < SEGMENT_LENGTHS.length) {
      const max = SEGMENT_LENGTHS[segments.length]!;
      segments.push(rest.slice(0, max));
      rest = rest.slice(max);
    }
  }
  const shown = segments.join('/');
  return endsWithSeparator && segments.length > 0 && segments.length < 3 ? `${shown}/` : shown;
}
