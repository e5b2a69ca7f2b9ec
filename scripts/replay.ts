/**
 * `npm run --silent replay -- LOG.json` (docs/tools.md): replays an action log the app
 * exported into a fresh store with no side effects (no sagas, thunks, network or navigation) and
 * prints { actions, finalPathname, timeline, state }. The same log always gives the same output.
 * A log of another format version is refused. Exits 1 with a one-line message on bad input.
 */
import { InputError, runJsonTool } from './cli';
import { ActionLogError, readActionLog } from '../src/lib/actionLog';
import type { RootState } from '../src/app/rootReducer';
import { replayActionLog, ReplayError, type ReplayStep } from '../src/app/replay/replayActionLog';

export interface ReplayResult {
  actions: number;
  finalPathname: string;
  timeline: ReplayStep[];
  state: RootState;
}

export function replayLog(text: string, name: string): ReplayResult {
  try {
    const { states, timeline } = replayActionLog(readActionLog(text, name), name);
    const state = states[states.length - 1]!;
    return {
      actions: timeline.length,
      finalPathname: state.navigation.location.pathname,
      timeline,
      state,
    };
  } catch (error) {
    if (error instanceof ActionLogError || error instanceof ReplayError) {
      throw new InputError(error.message);
    }
    throw error;
  }
}

if (require.main === module) {
  process.exitCode = runJsonTool(
    process.argv.slice(2),
    'npm run --silent replay -- LOG.json',
    replayLog,
  );
}
