/** Spec 1 section 3 (Notification). */
export interface Notification {
  uuid: string;
  title: string;
  description: string;
  /** ISO 8601 date-time. */
  created: string;
  status: 'UNREAD' | 'READ';
  walletAddress: string;
  ctas: { title: string; redirectPath: string }[];
}

/** One entry of GET {service-wallet}/secure/api/v4/account (spec 1 section 3, Dashboard account). */
export interface DashboardAccount {
  account: { name: string; address: string };
  authorizedWallets: { address: string }[];
  authorizationType: string;
  notifications: Notification[];
}
