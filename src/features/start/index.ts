/** The start feature's public entry: what other features may import from it. */
export { OWNERSHIPS } from './ownership';
export type { Ownership } from './ownership';
