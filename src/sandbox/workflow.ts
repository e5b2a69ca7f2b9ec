/**
 * Where an application stands in the journey, and when a step's write is open (part 2, income to
 * funding: PART2_STEPS at the end). Part 1 (registration to a submitted application), the server
 * states in order:
 *
 *   OFFER_GENERATION (waiting) -> LIEN_VERIFICATION -> liens -> OFFER_GENERATION (waiting)
 *   -> OFFER_SELECTION -> offer -> COLLECT_ADDITIONAL_INFO -> more-info -> HMDA -> hmda
 *   -> WAITING_FOR_SUMMARY (waiting) -> APP_SUBMISSION -> submit -> INCOME_VERIFICATION
 *
 * with ASSETS_PREQUAL (asset-depletion) and LIEN_POSITION_REQUALIFY (prequal-winback) as side
 * doors into OFFER_SELECTION, set by the control API.
 *
 * Writes move the state only forward: a write at the step whose state is
 * current moves it on; the same write after the state has moved past it, up to APP_SUBMISSION (a
 * change from the summary), updates the records and keeps the state; any other time answers 409
 * WRONG_STEP. Reading chosen: only the steps the summary links to (offer, more-info, hmda) can be
 * changed that way; the liens, the assets and the winback are decisions the lender has acted on,
 * so they are answered once.
 */
import type { ServerState } from '../contract/serverStates';
import type { Profile } from '../contract/profile';
import { HttpError } from './http';
import type { ApplicationRecord } from './records';
import { startWaiting } from './waiting';
import { msg } from '@lingui/core/macro';
import { messageText } from '../contract/messages';

/** The credit bureau stops credit/error explains (docs/routing.md#server-states). */
export const CREDIT_STOP_STATES: ReadonlySet<string> = new Set([
  'SOFT_CREDIT_LOCKED',
  'SOFT_CREDIT_FROZEN',
  'HARD_CREDIT_LOCKED',
  'HARD_CREDIT_FROZEN',
]);

/** Each part-1 state's place in the order; waiting states sit just before where they lead. */
const RANK: Record<string, number> = {
  LIEN_VERIFICATION: 10,
  OFFER_SELECTION: 20,
  REVISED_OFFER_SELECTION: 20,
  ASSETS_PREQUAL: 20,
  LIEN_POSITION_REQUALIFY: 20,
  COLLECT_ADDITIONAL_INFO: 30,
  HMDA: 40,
  WAITING_FOR_SUMMARY: 45,
  SUMMARY_GENERATION: 45,
  APP_SUBMISSION: 50,
  // Past part 1: no step of it is open any more.
  INCOME_VERIFICATION: 60,
};

/** The last state at which an earlier step can still be changed (the summary). */
const LAST_CHANGEABLE_RANK = RANK['APP_SUBMISSION'] ?? 50;

/**
 * The application's place in part 1, or null when it is outside it (not yet there, past it, or
 * stopped). A pending move counts as just before the state it leads to; OFFER_GENERATION set by
 * the control API without one sits before the liens or before the offer, by liensComplete.
 */
export function part1Rank(record: ApplicationRecord): number | null {
  const then = record.pendingMove?.then;
  if (then !== undefined && RANK[then] !== undefined) return (RANK[then] ?? 0) - 5;
  const state = record.state ?? '';
  if (state === 'OFFER_GENERATION') return record.status.liensComplete ? 15 : 5;
  return RANK[state] ?? null;
}

export interface Step {
  /** The states in which the write is the current step and moves the state on. */
  opensIn: readonly ServerState[];
  /** Its place in the order; a change is allowed after it, up to APP_SUBMISSION. */
  rank: number;
  /** Whether the summary's Change links lead to it (a change after the state has moved on). */
  changeable: boolean;
}

export const STEPS = {
  liens: { opensIn: ['LIEN_VERIFICATION'], rank: 10, changeable: false },
  offer: {
    opensIn: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'],
    rank: 20,
    changeable: true,
  },
  assetDepletion: { opensIn: ['ASSETS_PREQUAL'], rank: 20, changeable: false },
  prequalWinback: { opensIn: ['LIEN_POSITION_REQUALIFY'], rank: 20, changeable: false },
  moreInfo: { opensIn: ['COLLECT_ADDITIONAL_INFO'], rank: 30, changeable: true },
  hmda: { opensIn: ['HMDA'], rank: 40, changeable: true },
  // SUMMARY_GENERATION shows the same summary (the app sends both there): submitted from either.
  submit: {
    opensIn: ['APP_SUBMISSION', 'SUMMARY_GENERATION'],
    rank: 50,
    changeable: false,
  },
} as const satisfies Record<string, Step>;

export const wrongStep = (): HttpError =>
  new HttpError(409, [
    { code: 'WRONG_STEP', message: messageText(msg`This step is not open for your application.`) },
  ]);

/**
 * What a write of `step` does now: 'move' (the current step: records, then the state moves on),
 * 'change' (a change from later on: records only). Anything else is a 409 WRONG_STEP.
 */
export function stepMode(record: ApplicationRecord, step: Step): 'move' | 'change' {
  if (isOpenIn(record, step.opensIn)) return 'move';
  const rank = part1Rank(record);
  if (step.changeable && rank !== null && rank > step.rank && rank <= LAST_CHANGEABLE_RANK) {
    return 'change';
  }
  throw wrongStep();
}

/** The record in a new server state, any pending move dropped; the application's copy follows. */
export function inState(record: ApplicationRecord, state: ServerState | null): ApplicationRecord {
  const { pendingMove: _move, ...rest } = record;
  return { ...rest, state, application: { ...record.application, state } };
}

/**
 * The part-1 state an application's records call for, as the local step machine reads them
 * (docs/routing.md#server-states): where the lender resumes after a credit stop is cleared.
 */
export function resumeState(record: ApplicationRecord, profile: Profile | null): ServerState {
  const { status, application } = record;
  if (!status.liensComplete && !status.uwDecision) return 'LIEN_VERIFICATION';
  if (!(application.term > 0 && application.amount > 0)) return 'OFFER_SELECTION';
  const property = profile?.addresses.find((a) => a.uuid === application.selectedPropertyUuid);
  const hardCredit = application.consents.some((c) => c.type === 'HARD_CREDIT');
  if (!property?.ownership || !profile?.hasSsn || !hardCredit) return 'COLLECT_ADDITIONAL_INFO';
  if (!application.hasHmda) return 'HMDA';
  if (!status.disclosurelistSummaryComplete) return 'APP_SUBMISSION';
  return 'INCOME_VERIFICATION';
}

/**
 * The record moved on after a step, to where its records now call for (resumeState) but never
 * before `atLeast`: a summary not yet ready is generated first (WAITING_FOR_SUMMARY, then
 * APP_SUBMISSION with disclosurelistSummaryReady after two status reads).
 */
export function moveOn(
  record: ApplicationRecord,
  profile: Profile | null,
  atLeast: ServerState,
): ApplicationRecord {
  const resumed = resumeState(record, profile);
  const next = (RANK[resumed] ?? 0) >= (RANK[atLeast] ?? 0) ? resumed : atLeast;
  if (next === 'APP_SUBMISSION' && !record.status.disclosurelistSummaryReady) {
    return startWaiting(inState(record, 'WAITING_FOR_SUMMARY'), 'WAITING_FOR_SUMMARY', next, {
      disclosurelistSummaryReady: true,
    });
  }
  return inState(record, next);
}

/** The states in which the borrower chooses and holds the notary session (notary/intro). */
const NOTARY_STATES = [
  'NOTARY_DISCLOSURE',
  'ATTORNEY_REVIEW',
  'NOTARY_WAITING_PERIOD',
  'DEED_SIGNING',
] as const;

/**
 * Part 2 of the journey (income to funding): the states in which each write is open.
 *
 *   INCOME_VERIFICATION -> paystubs -> DISBURSEMENT_ACCOUNT (EMPLOYMENT_VERIFICATION -> employment
 *   -> INCOME_VERIFICATION) -> disburse-account, confirm -> AUTOPAY -> autopay
 *   -> IDENTITY_VERIFICATION -> ID -> BPO_ORDER (Texas) | NOTE_SIGNING_GENERATION (waiting)
 *   -> NOTE_SIGNING -> sign -> CO_DEED_REQUIRED | NOTARY_DISCLOSURE -> notary, session
 *   -> INSURANCE_REQUIRED -> insurance/complete -> RESCISSION (-> rescind -> CANCELLED, before the
 *   right to cancel's deadline); or notary/manual -> MANUAL_DEED_SIGNING.
 *
 * Forward only: each write is answered in its own states (a few keep the state and may be sent
 * again there: the disbursement account before it is confirmed, the notary mode, the additional
 * signer, the manual notary time); at any other time, or while a wait is under way, 409.
 */
export const PART2_STEPS = {
  employment: ['EMPLOYMENT_VERIFICATION'],
  paystub: ['INCOME_VERIFICATION'],
  disburseAccount: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
  autopay: ['AUTOPAY', 'AUTOPAY_ACCOUNT', 'AUTOPAY_ACCOUNT_VERIFIED'],
  identity: ['IDENTITY_VERIFICATION'],
  bpo: ['BPO_ORDER'],
  homeValue: ['NO_AVM', 'HOME_VALUE_ESTIMATE'],
  // FINAL_OFFER: the final offer's documents, signed as at NOTE_SIGNING.
  sign: ['NOTE_SIGNING', 'FINAL_OFFER'],
  signers: ['NOTE_SIGNING', 'FINAL_OFFER', 'CO_DEED_REQUIRED'],
  notary: NOTARY_STATES,
  notaryManual: [...NOTARY_STATES, 'MANUAL_DEED_SIGNING'],
  insurance: ['INSURANCE_REQUIRED'],
  rescind: ['RESCISSION'],
} as const satisfies Record<string, readonly ServerState[]>;

/** Whether the record stands in one of `states`, with no wait under way. */
export const isOpenIn = (record: ApplicationRecord, states: readonly ServerState[]): boolean =>
  !record.pendingMove && record.state !== null && states.includes(record.state);

/** A part-2 write: 409 WRONG_STEP unless the record stands in one of `states`. */
export function requireOpen(record: ApplicationRecord, states: readonly ServerState[]): void {
  if (!isOpenIn(record, states)) throw wrongStep();
}
