import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { LATE_SLICE_NAMES } from '../lateSlices';
import { rootReducer, type RootState } from '../rootReducer';
import type { ReplayableLog } from '../../lib/readLog';
import { selectLastDecision, type TrailEntry } from '../../features/routing';

/**
 * The routing decision in force after an action (the newest the routing slice records), so
 * support can tell why the borrower was sent where they are (docs/support.md#replaying-a-log):
 * the rule that decided, what decided it, and the local step machine's trail.
 */
export interface RoutingInForce {
  rule: string;
  source: string;
  path: string;
  /** The server state it decided on (null: none, or unmatched). */
  serverState: string | null;
  /** Why the borrower was moved there, or left where they were. */
  reason: string;
  trail: TrailEntry[];
}

export interface ReplayStep {
  index: number;
  type: string;
  pathname: string;
  /** null until the routing has decided once. */
  routing: RoutingInForce | null;
}

/** The decision in force in a state, or null before the first. */
export function routingInForce(state: RootState): RoutingInForce | null {
  const decision = selectLastDecision(state);
  if (!decision) return null;
  return {
    rule: decision.rule,
    source: decision.source,
    path: decision.path,
    serverState: decision.serverState,
    reason: decision.reason,
    trail: decision.trail,
  };
}

export interface ReplayedLog {
  /** The state before the first action, then the state after each action: actions + 1 states. */
  states: RootState[];
  timeline: ReplayStep[];
}

/** The slices every state of the app has from its first (the late ones join later). */
const alwaysThere = () =>
  Object.keys(rootReducer(undefined, { type: '@@replay/slices' })).filter(
    (slice) => !LATE_SLICE_NAMES.includes(slice),
  );

/** Why an action of a log could not be replayed. */
export class ReplayError extends Error {}

/**
 * A DevTools file records any app's store: one whose state lacks this app's slices is another
 * app's (an app log says so by its format).
 */
function checkSameApp(log: Pick<ReplayableLog, 'origin' | 'baseState'>, name: string) {
  if (log.origin !== 'devtools') return;
  const missing = alwaysThere().filter((slice) => !(slice in log.baseState));
  if (missing.length > 0) {
    throw new ReplayError(
      `${name} is a Redux DevTools export of another app: its state lacks this app's slices ${missing.map((slice) => `"${slice}"`).join(', ')}`,
    );
  }
}

/**
 * RTK Query's middleware registers itself with an action naming its api's random id, and its
 * reducer marks a "conflict" where the id is not its own api's. A replay is another api, with
 * another id: reduced as they are, the same log would say "conflict" in one process and not in
 * another. So the replay takes the first id the log registers as the session's, and marks as
 * RTK Query does against it: registered, or a conflict for another id.
 */
function registrationReducer() {
  let sessionApiId: unknown;
  return (before: RootState, action: UnknownAction): RootState => {
    const after = rootReducer(before, action);
    if (!baseApi.internalActions.middlewareRegistered.match(action)) return after;
    sessionApiId ??= action.payload;
    const registered =
      before.api.config.middlewareRegistered === 'conflict' || action.payload !== sessionApiId
        ? 'conflict'
        : true;
    return {
      ...after,
      api: { ...after.api, config: { ...after.api.config, middlewareRegistered: registered } },
    };
  };
}

/**
 * Reduces a log's actions, in order, through the app's root reducer alone: nothing runs but the
 * reducers (no sagas, thunks, network or navigation), so the same log always gives the same
 * states. The root reducer has the slices and endpoints loaded so far: the replay loads every
 * one first (./replayActionLog.ts); the running app, making a Redux DevTools file of its own log
 * (./appLogForDevtools.ts), has those its actions came from. A base state's other keys are left
 * out.
 */
export function reduceLog(
  log: Pick<ReplayableLog, 'origin' | 'baseState' | 'actions'>,
  name: string,
): ReplayedLog {
  checkSameApp(log, name);
  const slices = new Set(Object.keys(rootReducer(undefined, { type: '@@replay/slices' })));
  const base = Object.fromEntries(Object.entries(log.baseState).filter(([key]) => slices.has(key)));
  // What a store's creation does first: the reducers fill in the slices the base lacks.
  let state = rootReducer(base as Partial<RootState>, { type: '@@replay/init' });
  const states = [state];
  const reduce = registrationReducer();
  const timeline = log.actions.map((action: UnknownAction, index) => {
    try {
      state = reduce(state, action);
    } catch (error) {
      throw new ReplayError(
        `${name}: action ${index} (${action.type}) could not be replayed: ${(error as Error).message}`,
      );
    }
    states.push(state);
    return {
      index,
      type: action.type,
      pathname: state.navigation.location.pathname,
      routing: routingInForce(state),
    };
  });
  return { states, timeline };
}
