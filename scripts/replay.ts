/**
 * `npm run --silent replay -- LOG.json` (contract/tools.md): replays an action log the app
 * exported into a fresh store with no side effects (no sagas, thunks, network or navigation) and
 * prints { actions, finalPathname, timeline, state }. The same log always gives the same output.
 * A log of another format version is refused. Exits 1 with a one-line message on bad input.
 */
import { InputError, runJsonTool } from './cli';
import type { UnknownAction } from '@reduxjs/toolkit';
import { ACTION_LOG_FORMAT, ACTION_LOG_VERSION } from '../src/lib/actionLog';
import { rootReducer, type RootState } from '../src/app/rootReducer';
// Every endpoint and every slice, whatever screens the exported session had loaded.
import '../src/app/replayRegistry';
import { makeStore } from '../src/app/store';

export interface ReplayResult {
  actions: number;
  finalPathname: string;
  timeline: { index: number; type: string; pathname: string }[];
  state: RootState;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The slices this version of the app has; a log's other keys are left out. */
const KNOWN_SLICES = new Set(Object.keys(rootReducer(undefined, { type: '@@replay/init' })));

export function replayLog(text: string, name: string): ReplayResult {
  let log: unknown;
  try {
    log = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${name} is not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(log) || log.format !== ACTION_LOG_FORMAT) {
    throw new InputError(
      `${name} is not an action log exported by the app (format "${ACTION_LOG_FORMAT}")`,
    );
  }
  if (log.version !== ACTION_LOG_VERSION) {
    const age =
      typeof log.version === 'number' && log.version > ACTION_LOG_VERSION ? 'newer' : 'older';
    throw new InputError(
      `${name} is an action log of format version ${String(log.version)} (${age}); this tool replays version ${ACTION_LOG_VERSION} only`,
    );
  }
  if (!isRecord(log.baseState)) throw new InputError(`${name}: "baseState" must be an object`);
  if (!Array.isArray(log.actions)) throw new InputError(`${name}: "actions" must be a list`);
  const actions = log.actions;
  actions.forEach((action, index) => {
    if (!isRecord(action) || typeof action.type !== 'string') {
      throw new InputError(`${name}: action ${index} has no type`);
    }
  });

  const base = Object.fromEntries(
    Object.entries(log.baseState).filter(([key]) => KNOWN_SLICES.has(key)),
  );
  const store = makeStore(base as Partial<RootState>, { sideEffects: false, checks: false });
  const timeline = actions.map((action: UnknownAction, index) => {
    try {
      store.dispatch(action);
    } catch (error) {
      throw new InputError(
        `${name}: action ${index} (${action.type}) could not be replayed: ${(error as Error).message}`,
      );
    }
    return { index, type: action.type, pathname: store.getState().navigation.location.pathname };
  });
  const state = store.getState();
  return {
    actions: actions.length,
    finalPathname: state.navigation.location.pathname,
    timeline,
    state,
  };
}

if (require.main === module) {
  process.exitCode = runJsonTool(
    process.argv.slice(2),
    'npm run --silent replay -- LOG.json',
    replayLog,
  );
}
