/** The status feature's public entry: what other features may import from it. */
export { statusApi } from './statusApi';
export { selectServerState, selectStatusObject } from './statusSlice';
export type { StatusObject, StatusResponse } from '../../contract/status';
