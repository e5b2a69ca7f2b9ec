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
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_DAYS = 7;
/** The last whole day still shown in weeks ("4 weeks ago"). */
export const LAST_WEEKS_DAY = 28;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

export function relativeTime(createdIso: string, nowMs: number): string {
  if (typeof createdIso !== 'string' || createdIso.trim() === '') return '';
  const created = Date.parse(createdIso);
  if (!Number.isFinite(created) || !Number.isFinite(nowMs)) return '';

  const elapsed = nowMs - created;
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days < WEEK_DAYS) return ago(days, 'day');
  if (days <= LAST_WEEKS_DAY) return ago(Math.floor(days / WEEK_DAYS), 'week');

  const date = new Date(created);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}
