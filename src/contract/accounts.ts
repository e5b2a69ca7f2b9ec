/**
 * GET {service-wallet}/secure/api/v4/account: the person's wallet accounts, each with its
 * notifications (the notifications menu reads the same answer).
 */
import { answerOf, type Answer, listOf, oneOf, record, text, v } from './schema';

/** A wallet account; anything but an object reads as an unnamed one. */
export const walletAccountSchema = v.fallback(record({ name: text(), address: text() }), () => ({
  name: '',
  address: '',
}));

export const notificationSchema = record({
  uuid: text(),
  title: text(),
  description: text(),
  /** ISO 8601 date-time. */
  created: text(),
  status: oneOf(['UNREAD', 'READ'] as const, 'READ'),
  walletAddress: text(),
  ctas: listOf(record({ title: text(), redirectPath: text() })),
});

export const dashboardAccountSchema = record({
  account: walletAccountSchema,
  authorizedWallets: listOf(record({ address: text() })),
  authorizationType: text(),
  notifications: listOf(notificationSchema),
});

/** The answer is a list; anything else is refused. */
export const accountsSchema = v.pipe(v.array(v.unknown()), listOf(dashboardAccountSchema));

export type Notification = Answer<typeof notificationSchema>;
export type DashboardAccount = Answer<typeof dashboardAccountSchema>;

/** Every account's notifications, those without a uuid left out, newest first. */
export function sortedNotifications(accounts: readonly DashboardAccount[]): Notification[] {
  return accounts
    .flatMap((a) => a.notifications)
    .filter((n) => n.uuid)
    .sort((a, b) => (Date.parse(b.created) || 0) - (Date.parse(a.created) || 0));
}

export const notificationsSchema = v.pipe(
  accountsSchema,
  v.transform((accounts: DashboardAccount[]) => sortedNotifications(accounts)),
);

export const readAccounts = answerOf(accountsSchema, 'accounts');
export const readNotifications = answerOf(notificationsSchema, 'accounts');
