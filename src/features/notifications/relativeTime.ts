/**
 * How long ago a notification was created (docs/supporting-areas.md#notifications-menu: minutes, hours, days, weeks, then
 * Month Day after 4 weeks).
 *
 * Boundaries chosen (elapsed time, whole units rounded down, a day being 24 hours):
 * - under 1 minute, or a date in the future (clock skew): "Just now";
 * - 1 to 59 minutes: "1 minute ago", "5 minutes ago";
 * - 1 to 23 hours: "1 hour ago", "23 hours ago";
 * - 1 to 6 days: "1 day ago", "6 days ago";
 * - 7 to 28 whole days: "1 week ago" .. "4 weeks ago" (weeks rounded down, so 13 days is
 *   "1 week ago" and 28 days 23 hours is still "4 weeks ago");
 * - 29 whole days or more: "Month Day" ("March 3") in the user's local time, without the year, as
 *   the product rules name it.
 * An unparseable date gives "" and never throws.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_DAYS = 7;
/** The last whole day still shown in weeks ("4 weeks ago"). */
export const LAST_WEEKS_DAY = 28;

/** Writes a message out in the page's language: the `t` of `useLingui()`. */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * `t` writes the words out in the page's language; `locales` write the month and day ("March 3"
 * in English), by default the page's.
 */
export function relativeTime(
  createdIso: string,
  nowMs: number,
  t: Translate,
  locales: readonly string[] = i18n.intlLocales,
): string {
  if (typeof createdIso !== 'string' || createdIso.trim() === '') return '';
  const created = Date.parse(createdIso);
  if (!Number.isFinite(created) || !Number.isFinite(nowMs)) return '';

  const elapsed = nowMs - created;
  if (elapsed < MINUTE_MS) return t(msg`Just now`);
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    return t(msg`${plural(minutes, { one: '# minute ago', other: '# minutes ago' })}`);
  }
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return t(msg`${plural(hours, { one: '# hour ago', other: '# hours ago' })}`);
  }
  const days = Math.floor(elapsed / DAY_MS);
  if (days < WEEK_DAYS) return t(msg`${plural(days, { one: '# day ago', other: '# days ago' })}`);
  if (days <= LAST_WEEKS_DAY) {
    const weeks = Math.floor(days / WEEK_DAYS);
    return t(msg`${plural(weeks, { one: '# week ago', other: '# weeks ago' })}`);
  }

  return new Intl.DateTimeFormat([...locales], { month: 'long', day: 'numeric' }).format(created);
}
