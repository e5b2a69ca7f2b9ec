import type { ServerState } from '../../contract/serverStates';
import type { HelocApplication } from '../application';
import type { Profile } from '../profile';
import type { StatusObject } from '../status';

/** Everything the routing decisions read: the server's state and the records behind it. */
export interface RoutingSnapshot {
  serverState: ServerState | null;
  status: StatusObject | null;
  application: HelocApplication | null;
  profile: Profile | null;
}

/** Identity documents counted as an ID upload (docs/routing.md#forward-moves). */
export const ID_FRONT_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'DRIVERS_LICENSE_FRONT',
  'ID_CARD_FRONT',
  'PASSPORT_FRONT',
  'PERMANENT_RESIDENT_FRONT',
]);

export const TEXAS = 'TX';
