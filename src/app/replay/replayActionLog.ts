// Every endpoint and every slice, whatever screens the exported session had loaded. Only the
// replay imports this: the command-line tool and the development-only ?replay page.
import { REPLAY_REGISTRY } from '../replayRegistry';
import { injectLateSlices } from '../lateSlices';
import type { ReplayableLog } from '../../lib/readLog';
import { reduceLog, type ReplayedLog } from './reduceLog';

/**
 * Replays a log, whatever screens its session had loaded: every endpoint and slice of this
 * version of the app joins the root reducer first (the registry is referenced here so that a
 * browser build keeps it), then the log is reduced (./reduceLog.ts). `npm run replay` prints the
 * timeline and the last state; the ?replay page shows each state in turn.
 */
export function replayActionLog(
  log: Pick<ReplayableLog, 'origin' | 'baseState' | 'actions'>,
  name: string,
): ReplayedLog {
  if (REPLAY_REGISTRY.length === 0) throw new Error('The replay registry is empty');
  injectLateSlices();
  return reduceLog(log, name);
}
