/** The notifications feature's public entry: what other features may import from it. */
export { NotificationsMenu } from './NotificationsMenu';
