/** The session feature's public entry: what other features may import from it. */
export { logoutRequested, switchAccountsRequested } from './sessionActions';
