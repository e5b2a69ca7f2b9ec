/** The conditions feature's public entry: what other features may import from it. */
export { selectConditions } from './conditionsSlice';
export type { Condition } from './types';
