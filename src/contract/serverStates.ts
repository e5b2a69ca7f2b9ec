/**
 * The server states: the exact values of the status answer's `state` field, shared by the app,
 * the sandbox lender and the tests (docs/routing.md#server-states). A closed list, plus the open
 * family of `WAITING_FOR_…` names the lender may add at any time.
 */

/** Waiting states that do not start with WAITING_FOR_. */
export const GENERATION_STATES = [
  'NOTE_SIGNING_GENERATION',
  'OFFER_GENERATION',
  'DOCUMENT_GENERATION',
] as const;

/** Polling stops and the value is accepted at once. */
export const TERMINAL_STATES = [
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
] as const;

/** Every other listed state: it settles (reads the same twice) before it is accepted. */
export const SETTLING_STATES = [
  'LIEN_VERIFICATION',
  'OFFER_SELECTION',
  'REVISED_OFFER_SELECTION',
  'LIEN_POSITION_REQUALIFY',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'SUMMARY_GENERATION',
  'APP_SUBMISSION',
  'INCOME_VERIFICATION',
  'EMPLOYMENT_VERIFICATION',
  'DELINQUENCY_REVIEW',
  'DISBURSEMENT_ACCOUNT',
  'AUTOPAY_ACCOUNT',
  'AUTOPAY',
  'AUTOPAY_ACCOUNT_VERIFIED',
  'IDENTITY_VERIFICATION',
  'NO_AVM',
  'HOME_VALUE_ESTIMATE',
  'PAYOFF_REQUEST_PENDING',
  'BPO_ORDER',
  'BPO_PROCESSING',
  'TITLE_PROCESSING',
  'FINAL_TITLE',
  'ONSITE_APPRAISAL',
  'ONSITE_APPRAISAL_SCHEDULED',
  'CLOSING_DISCLOSURE_GENERATION',
  'NOTE_SIGNING',
  'FINAL_OFFER',
  'CO_DEED_REQUIRED',
  'NOTARY_DISCLOSURE',
  'ATTORNEY_REVIEW',
  'NOTARY_WAITING_PERIOD',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
  'INSURANCE_REQUIRED',
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
  'DIRECT_DEBT_PAYOFF',
  'FUNDING_DECISION',
  'COMPLETE',
  'UNKNOWN',
  'FACTA_REVIEW',
  'CREDIT_MINOR',
] as const;

/** The waiting state the sandbox enters while it prepares the summary. */
export const WAITING_FOR_SUMMARY = 'WAITING_FOR_SUMMARY';

export type GenerationState = (typeof GENERATION_STATES)[number];
export type TerminalState = (typeof TERMINAL_STATES)[number];
export type SettlingState = (typeof SETTLING_STATES)[number];
/** A waiting state of the open family: every name that starts with WAITING_FOR_. */
export type WaitingForState = `WAITING_FOR_${string}`;
export type WaitingState = GenerationState | WaitingForState;
export type ServerState = GenerationState | TerminalState | SettlingState | WaitingForState;
/** The states named in the list (the WAITING_FOR_ family is open: only its known member here). */
export type ListedState =
  GenerationState | TerminalState | SettlingState | typeof WAITING_FOR_SUMMARY;

/** Every listed state, in no particular order. */
export const LISTED_STATES: readonly ListedState[] = [
  ...GENERATION_STATES,
  ...TERMINAL_STATES,
  ...SETTLING_STATES,
  WAITING_FOR_SUMMARY,
];

const LISTED: ReadonlySet<string> = new Set(LISTED_STATES);
const GENERATION: ReadonlySet<string> = new Set(GENERATION_STATES);
const TERMINAL: ReadonlySet<string> = new Set(TERMINAL_STATES);

export function isWaitingState(state: ServerState): state is WaitingState {
  return state.startsWith('WAITING_FOR_') || GENERATION.has(state);
}

export function isTerminalState(state: ServerState): state is TerminalState {
  return TERMINAL.has(state);
}

/**
 * A value read from the lender as a server state: a listed name or a WAITING_FOR_ name, with
 * surrounding spaces removed; anything else (missing, empty, unlisted) is null, which the routing
 * treats as unmatched (docs/routing.md#server-states).
 */
export function serverStateOf(value: unknown): ServerState | null {
  if (typeof value !== 'string') return null;
  const state = value.trim();
  if (LISTED.has(state)) return state as ServerState;
  return /^WAITING_FOR_[A-Z0-9_]+$/.test(state) ? (state as WaitingForState) : null;
}

/** Kept as it is when the waiting tries run out; every other waiting state becomes UNKNOWN. */
export const KEPT_AFTER_WAITING = 'NOTE_SIGNING_GENERATION' satisfies ServerState;
export const UNKNOWN_STATE = 'UNKNOWN' satisfies ServerState;
