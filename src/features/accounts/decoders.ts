import { arrayOf, type Decoder, oneOf, record, required, str } from '../../api/decode';
import type { DashboardAccount, Notification } from './types';

export const notification = record<Notification>({
  uuid: str(),
  title: str(),
  description: str(),
  created: str(),
  status: oneOf(['UNREAD', 'READ'] as const, 'READ'),
  walletAddress: str(),
  ctas: arrayOf(
    record<{ title: string; redirectPath: string }>({ title: str(), redirectPath: str() }),
  ),
});

const dashboardAccount = record<DashboardAccount>({
  account: (v) =>
    record<{ name: string; address: string }>({ name: str(), address: str() })(v) ?? {
      name: '',
      address: '',
    },
  authorizedWallets: arrayOf(record<{ address: string }>({ address: str() })),
  authorizationType: str(),
  notifications: arrayOf(notification),
});

export const decodeAccounts: Decoder<DashboardAccount[]> = required(
  (v) => (Array.isArray(v) ? arrayOf(dashboardAccount)(v) : null),
  'accounts',
);

/** Newest first (spec 1 section 9: sorted by created date). */
export function sortedNotifications(accounts: readonly DashboardAccount[]): Notification[] {
  return accounts
    .flatMap((a) => a.notifications)
    .filter((n) => n.uuid)
    .sort((a, b) => (Date.parse(b.created) || 0) - (Date.parse(a.created) || 0));
}

export const decodeNotifications: Decoder<Notification[]> = (v) =>
  sortedNotifications(decodeAccounts(v));
