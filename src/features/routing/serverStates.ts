/**
 * Server-state kinds (spec 1 section 4.2, contract/server-states.md). The names are the exact
 * values of the status endpoint's `state` field.
 */
export type ServerStateKind = 'waiting' | 'terminal' | 'settling' | 'unmatched';

const GENERATION_STATES = new Set([
  'NOTE_SIGNING_GENERATION',
  'OFFER_GENERATION',
  'DOCUMENT_GENERATION',
]);

export const TERMINAL_STATES: ReadonlySet<string> = new Set([
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'HARD_CREDIT_LOCKED',
  'HARD_CREDIT_FROZEN',
  'SOFT_CREDIT_LOCKED',
  'SOFT_CREDIT_FROZEN',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
]);

/** Kept as it is when the waiting tries run out; every other waiting state becomes UNKNOWN. */
export const KEPT_AFTER_WAITING = 'NOTE_SIGNING_GENERATION';
export const UNKNOWN_STATE = 'UNKNOWN';

export function isWaitingState(state: string): boolean {
  return state.startsWith('WAITING_FOR_') || GENERATION_STATES.has(state);
}

/**
 * A missing or empty value is unmatched (the local step machine decides); waiting and terminal
 * states are named above; every other value settles. An unlisted value also settles first, then
 * finds no row in the destination table and falls back to the local step machine.
 */
export function serverStateKind(state: string | null | undefined): ServerStateKind {
  if (!state || !state.trim()) return 'unmatched';
  if (isWaitingState(state)) return 'waiting';
  if (TERMINAL_STATES.has(state)) return 'terminal';
  return 'settling';
}

/** What a waiting state becomes when its tries run out (spec 1 section 4.2). */
export function stateAfterWaitingGaveUp(state: string): string {
  return state === KEPT_AFTER_WAITING ? state : UNKNOWN_STATE;
}
