/** The accounts' types, inferred from the lender's contract (docs/architecture.md#the-lenders-contract). */
export type { DashboardAccount, Notification } from '../../contract/accounts';
