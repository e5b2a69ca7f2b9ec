import type { UnknownAction } from '@reduxjs/toolkit';
// Every endpoint and every slice, whatever screens the exported session had loaded. Only the
// replay imports this (the command-line tool and the development-only ?replay page).
import { REPLAY_REGISTRY } from '../replayRegistry';
import { injectLateSlices } from '../lateSlices';
import { rootReducer, type RootState } from '../rootReducer';
import { makeStore } from '../store';
import type { ActionLog } from '../../lib/actionLog';
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
    trail: decision.trail,
  };
}

export interface ReplayedLog {
  /** The state before the first action, then the state after each action: actions + 1 states. */
  states: RootState[];
  timeline: ReplayStep[];
}

/** Why an action of a log could not be replayed. */
export class ReplayError extends Error {}

/**
 * The slices this version of the app has, every one (the registry is loaded, and referenced here
 * so that a browser build keeps it); a log's other keys are left out.
 */
function knownSlices(): Set<string> {
  if (REPLAY_REGISTRY.length === 0) throw new Error('The replay registry is empty');
  injectLateSlices();
  return new Set(Object.keys(rootReducer(undefined, { type: '@@replay/init' })));
}

/**
 * Replays a log's actions, in order, into a fresh store with no side effects (no sagas, thunks,
 * network or navigation): the same log always gives the same states. `npm run replay` prints the
 * timeline and the last state; the ?replay page shows each state in turn.
 */
export function replayActionLog(
  log: Pick<ActionLog, 'baseState' | 'actions'>,
  name: string,
): ReplayedLog {
  const slices = knownSlices();
  const base = Object.fromEntries(Object.entries(log.baseState).filter(([key]) => slices.has(key)));
  const store = makeStore(base as Partial<RootState>, { sideEffects: false, checks: false });
  const states = [store.getState()];
  const timeline = log.actions.map((action: UnknownAction, index) => {
    try {
      store.dispatch(action);
    } catch (error) {
      throw new ReplayError(
        `${name}: action ${index} (${action.type}) could not be replayed: ${(error as Error).message}`,
      );
    }
    const state = store.getState();
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
