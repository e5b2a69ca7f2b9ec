/** The signer feature's public entry: what other features may import from it. */
export { signedApplication } from './signedApplication';
