/** The accounts' types, as the lender's contract states them (src/contract/accounts.ts). */
export type { DashboardAccount, Notification } from '../../contract/accounts';
