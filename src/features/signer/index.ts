/** The signer feature's public entry: what other features may import from it. */
export { signerPlace } from './signerPlace';
