/** What every router gets from the server. */
import type { Auth } from '../auth';
import type { RecordStore } from '../db';

export interface RouteContext {
  store: RecordStore;
  auth: Auth;
}
