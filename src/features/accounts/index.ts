/** The accounts feature's public entry: what other features may import from it. */
export { useGetNotificationsQuery } from './accountsApi';
export type { Notification } from './types';
