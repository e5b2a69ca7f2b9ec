/**
 * How the routing treats each server state while it polls (docs/routing.md#server-states). The
 * names and their kinds are the lender's contract (docs/architecture.md#the-lenders-contract).
 */
import {
  isTerminalState,
  isWaitingState,
  KEPT_AFTER_WAITING,
  type ServerState,
  UNKNOWN_STATE,
} from '../../contract/serverStates';

export type ServerStateKind = 'waiting' | 'terminal' | 'settling' | 'unmatched';

/** A missing state is unmatched (the local step machine decides); the others by their kind. */
export function serverStateKind(state: ServerState | null | undefined): ServerStateKind {
  if (!state) return 'unmatched';
  if (isWaitingState(state)) return 'waiting';
  if (isTerminalState(state)) return 'terminal';
  return 'settling';
}

/** What a waiting state becomes when its tries run out. */
export function stateAfterWaitingGaveUp(state: ServerState): ServerState {
  return state === KEPT_AFTER_WAITING ? state : UNKNOWN_STATE;
}
