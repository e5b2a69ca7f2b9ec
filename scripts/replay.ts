/**
 * `npm run --silent replay -- LOG.json` (docs/tools.md): replays an action log the app exported,
 * or a Redux DevTools export, into the app's reducers alone (no sagas, thunks, network or
 * navigation) and prints { actions, finalPathname, timeline, state }. The same file always gives
 * the same output. A log of another format version, or a DevTools file of another app, is refused.
 *
 * `npm run --silent replay -- --to-devtools LOG.json` prints the log as a Redux DevTools file
 * instead (what DevTools' Import reads); `--why LOG.json` prints in a few lines why the borrower is
 * where they ended (docs/tools.md#why-is-this-borrower-here). Each exits 1 with a one-line
 * message on bad input.
 */
import { InputError, JsonText, PlainText, runJsonTool } from './cli';
import { ActionLogError } from '../src/lib/actionLog';
import { readActionLog } from '../src/lib/readLog';
import type { RootState } from '../src/app/rootReducer';
import { devtoolsExportText } from '../src/lib/devtoolsExport';
import { ReplayError } from '../src/app/replay/reduceLog';
import { type PrintedStep, printedTimeline, whyLines } from '../src/app/replay/explainLog';
import { replayActionLog } from '../src/app/replay/replayActionLog';

export interface ReplayResult {
  actions: number;
  finalPathname: string;
  /** Keystroke runs collapsed, the trail only where it changed (docs/tools.md#replaying-a-session). */
  timeline: PrintedStep[];
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
      timeline: printedTimeline(timeline),
      state,
    };
  });
}

/**
 * `--why`: the screen the borrower ended on, the rule in force and its source, then the actions
 * that changed the decision, one line each (docs/tools.md#why-is-this-borrower-here).
 */
export function why(text: string, name: string): PlainText {
  return refusingBadInput(() => {
    const { states, timeline } = replayActionLog(readActionLog(text, name), name);
    const finalPathname = states[states.length - 1]!.navigation.location.pathname;
    return new PlainText(whyLines(timeline, finalPathname).join('\n'));
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
const WHY = '--why';

if (require.main === module) {
  const argv = process.argv.slice(2);
  const usage = `npm run --silent replay -- [${TO_DEVTOOLS} | ${WHY}] LOG.json`;
  const modes: Record<string, typeof replayLog | typeof toDevtools | typeof why> = {
    [TO_DEVTOOLS]: toDevtools,
    [WHY]: why,
  };
  const mode = argv[0] !== undefined && Object.hasOwn(modes, argv[0]) ? modes[argv[0]] : null;
  process.exitCode = mode
    ? runJsonTool(argv.slice(1), usage, mode)
    : runJsonTool(argv, usage, replayLog);
}
