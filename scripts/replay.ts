/**
 * `npm run --silent replay -- LOG.json` (docs/tools.md): replays an action log the app exported,
 * or a Redux DevTools export, into the app's reducers alone (no sagas, thunks, network or
 * navigation) and prints { actions, finalPathname, timeline, state }. The same file always gives
 * the same output. A log of another format version, or a DevTools file of another app, is refused.
 *
 * `npm run --silent replay -- --to-devtools LOG.json` prints the log as a Redux DevTools file
 * instead (what DevTools' Import reads). Both exit 1 with a one-line message on bad input.
 */
import { InputError, JsonText, runJsonTool } from './cli';
import { ActionLogError } from '../src/lib/actionLog';
import { readActionLog } from '../src/lib/readLog';
import type { RootState } from '../src/app/rootReducer';
import { devtoolsExportText } from '../src/lib/devtoolsExport';
import { ReplayError, type ReplayStep } from '../src/app/replay/reduceLog';
import { replayActionLog } from '../src/app/replay/replayActionLog';

export interface ReplayResult {
  actions: number;
  finalPathname: string;
  timeline: ReplayStep[];
  state: RootState;
}

/** The file's refusals as the tool's: one line for the person. */
function refusingBadInput<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ActionLogError || error instanceof ReplayError) {
      throw new InputError(error.message);
    }
    throw error;
  }
}

export function replayLog(text: string, name: string): ReplayResult {
  return refusingBadInput(() => {
    const { states, timeline } = replayActionLog(readActionLog(text, name), name);
    const state = states[states.length - 1]!;
    return {
      actions: timeline.length,
      finalPathname: state.navigation.location.pathname,
      timeline,
      state,
    };
  });
}

/**
 * `--to-devtools`: the file as a Redux DevTools export (jsan's JSON text), holding the state
 * after every action, replayed here.
 */
export function toDevtools(text: string, name: string): JsonText {
  return refusingBadInput(() => {
    const log = readActionLog(text, name);
    const { states } = replayActionLog(log, name);
    return new JsonText(
      devtoolsExportText({ actions: log.actions, timestamps: log.timestamps, states }),
    );
  });
}

const TO_DEVTOOLS = '--to-devtools';

if (require.main === module) {
  const argv = process.argv.slice(2);
  const usage = `npm run --silent replay -- [${TO_DEVTOOLS}] LOG.json`;
  process.exitCode =
    argv[0] === TO_DEVTOOLS
      ? runJsonTool(argv.slice(1), usage, toDevtools)
      : runJsonTool(argv, usage, replayLog);
}
