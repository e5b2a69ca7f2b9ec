import type { Notification } from '../accounts';

/** docs/supporting-areas.md#notifications-menu: the collapsed list shows this many; View All appears with more. */
export const COLLAPSED_NOTIFICATIONS = 3;

/**
 * docs/supporting-areas.md#notifications-menu, "Up to 8 for an unread item and 3 for the others",
 * read as the description's line clamp while the list is collapsed: up to 8 lines for an unread
 * item, 3 for the others. The expanded list (View All) shows descriptions in full.
 * NotificationsMenu.css holds the matching `--clamp-8` and `--clamp-3` rules.
 */
export const UNREAD_LINE_CLAMP = 8;
export const READ_LINE_CLAMP = 3;

export const isUnread = (notification: Pick<Notification, 'status'>) =>
  notification.status === 'UNREAD';

export const lineClampFor = (notification: Pick<Notification, 'status'>) =>
  isUnread(notification) ? UNREAD_LINE_CLAMP : READ_LINE_CLAMP;

/** Newest first (docs/supporting-areas.md#notifications-menu); an unparseable date sorts last. A new array. */
export function newestFirst<T extends Pick<Notification, 'created'>>(items: readonly T[]): T[] {
  const time = (item: T) => {
    const ms = Date.parse(item.created);
    return Number.isFinite(ms) ? ms : Number.NEGATIVE_INFINITY;
  };
  return [...items].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (ta === tb) return 0;
    return tb > ta ? 1 : -1;
  });
}
