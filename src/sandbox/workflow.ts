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
 * Writes move the state only forward (the plan's rule): a write at the step whose state is
 * current moves it on; the same write after the state has moved past it, up to APP_SUBMISSION (a
 * change from the summary), updates the records and keeps the state; any other time answers 409
 * WRONG_STEP. Reading chosen: only the steps the summary links to (offer, more-info, hmda) can be
 * changed that way; the liens, the assets and the winback are decisions the lender has acted on,
 * so they are answered once.
 */
import type { Profile } from '../features/profile/types';
import { HttpError } from './http';
import type { ApplicationRecord } from './records';
import { startWaiting } from './waiting';

export const STATES = {
  offerGeneration: 'OFFER_GENERATION',
  lienVerification: 'LIEN_VERIFICATION',
  offerSelection: 'OFFER_SELECTION',
  revisedOfferSelection: 'REVISED_OFFER_SELECTION',
  assetsPrequal: 'ASSETS_PREQUAL',
  lienPositionRequalify: 'LIEN_POSITION_REQUALIFY',
  collectAdditionalInfo: 'COLLECT_ADDITIONAL_INFO',
  hmda: 'HMDA',
  waitingForSummary: 'WAITING_FOR_SUMMARY',
  summaryGeneration: 'SUMMARY_GENERATION',
  appSubmission: 'APP_SUBMISSION',
  incomeVerification: 'INCOME_VERIFICATION',
  creditNoMatch: 'CREDIT_NO_MATCH',
  // Part 2 (fundingSteps.ts, documents.ts).
  employmentVerification: 'EMPLOYMENT_VERIFICATION',
  disbursementAccount: 'DISBURSEMENT_ACCOUNT',
  autopayAccount: 'AUTOPAY_ACCOUNT',
  autopay: 'AUTOPAY',
  autopayAccountVerified: 'AUTOPAY_ACCOUNT_VERIFIED',
  identityVerification: 'IDENTITY_VERIFICATION',
  noAvm: 'NO_AVM',
  homeValueEstimate: 'HOME_VALUE_ESTIMATE',
  bpoOrder: 'BPO_ORDER',
  bpoProcessing: 'BPO_PROCESSING',
  noteSigningGeneration: 'NOTE_SIGNING_GENERATION',
  noteSigning: 'NOTE_SIGNING',
  finalOffer: 'FINAL_OFFER',
  coDeedRequired: 'CO_DEED_REQUIRED',
  notaryDisclosure: 'NOTARY_DISCLOSURE',
  attorneyReview: 'ATTORNEY_REVIEW',
  notaryWaitingPeriod: 'NOTARY_WAITING_PERIOD',
  deedSigning: 'DEED_SIGNING',
  manualDeedSigning: 'MANUAL_DEED_SIGNING',
  insuranceRequired: 'INSURANCE_REQUIRED',
  rescission: 'RESCISSION',
} as const;

/** The credit bureau stops credit/error explains (contract/server-states.md). */
export const CREDIT_STOP_STATES: ReadonlySet<string> = new Set([
  'SOFT_CREDIT_LOCKED',
  'SOFT_CREDIT_FROZEN',
  'HARD_CREDIT_LOCKED',
  'HARD_CREDIT_FROZEN',
]);

/** Each part-1 state's place in the order; waiting states sit just before where they lead. */
const RANK: Record<string, number> = {
  [STATES.lienVerification]: 10,
  [STATES.offerSelection]: 20,
  [STATES.revisedOfferSelection]: 20,
  [STATES.assetsPrequal]: 20,
  [STATES.lienPositionRequalify]: 20,
  [STATES.collectAdditionalInfo]: 30,
  [STATES.hmda]: 40,
  [STATES.waitingForSummary]: 45,
  [STATES.summaryGeneration]: 45,
  [STATES.appSubmission]: 50,
  // Past part 1: no step of it is open any more.
  [STATES.incomeVerification]: 60,
};

/** The last state at which an earlier step can still be changed (the summary). */
const LAST_CHANGEABLE_RANK = RANK[STATES.appSubmission] ?? 50;

/**
 * The application's place in part 1, or null when it is outside it (not yet there, past it, or
 * stopped). A pending move counts as just before the state it leads to; OFFER_GENERATION set by
 * the control API without one sits before the liens or before the offer, by liensComplete.
 */
export function part1Rank(record: ApplicationRecord): number | null {
  const then = record.pendingMove?.then;
  if (then !== undefined && RANK[then] !== undefined) return (RANK[then] ?? 0) - 5;
  const state = record.state ?? '';
  if (state === STATES.offerGeneration) return record.status.liensComplete ? 15 : 5;
  return RANK[state] ?? null;
}

export interface Step {
  /** The states in which the write is the current step and moves the state on. */
  opensIn: readonly string[];
  /** Its place in the order; a change is allowed after it, up to APP_SUBMISSION. */
  rank: number;
  /** Whether the summary's Change links lead to it (a change after the state has moved on). */
  changeable: boolean;
}

export const STEPS = {
  liens: { opensIn: [STATES.lienVerification], rank: 10, changeable: false },
  offer: {
    opensIn: [STATES.offerSelection, STATES.revisedOfferSelection],
    rank: 20,
    changeable: true,
  },
  assetDepletion: { opensIn: [STATES.assetsPrequal], rank: 20, changeable: false },
  prequalWinback: { opensIn: [STATES.lienPositionRequalify], rank: 20, changeable: false },
  moreInfo: { opensIn: [STATES.collectAdditionalInfo], rank: 30, changeable: true },
  hmda: { opensIn: [STATES.hmda], rank: 40, changeable: true },
  // SUMMARY_GENERATION shows the same summary (the app sends both there): submitted from either.
  submit: {
    opensIn: [STATES.appSubmission, STATES.summaryGeneration],
    rank: 50,
    changeable: false,
  },
} as const satisfies Record<string, Step>;

export const wrongStep = (): HttpError =>
  new HttpError(409, [
    { code: 'WRONG_STEP', message: 'This step is not open for your application.' },
  ]);

/**
 * What a write of `step` does now: 'move' (the current step: records, then the state moves on),
 * 'change' (a change from later on: records only). Anything else is a 409 WRONG_STEP.
 */
export function stepMode(record: ApplicationRecord, step: Step): 'move' | 'change' {
  if (!record.pendingMove && step.opensIn.includes(record.state ?? '')) return 'move';
  const rank = part1Rank(record);
  if (step.changeable && rank !== null && rank > step.rank && rank <= LAST_CHANGEABLE_RANK) {
    return 'change';
  }
  throw wrongStep();
}

/** The record in a new server state, any pending move dropped; the application's copy follows. */
export function inState(record: ApplicationRecord, state: string | null): ApplicationRecord {
  const { pendingMove: _move, ...rest } = record;
  return { ...rest, state, application: { ...record.application, state } };
}

/**
 * The part-1 state an application's records call for, as the local step machine reads them
 * (spec 1 section 4.1): where the lender resumes after a credit stop is cleared.
 */
export function resumeState(record: ApplicationRecord, profile: Profile | null): string {
  const { status, application } = record;
  if (!status.liensComplete && !status.uwDecision) return STATES.lienVerification;
  if (!(application.term > 0 && application.amount > 0)) return STATES.offerSelection;
  const property = profile?.addresses.find((a) => a.uuid === application.selectedPropertyUuid);
  const hardCredit = application.consents.some((c) => c.type === 'HARD_CREDIT');
  if (!property?.ownership || !profile?.hasSsn || !hardCredit) return STATES.collectAdditionalInfo;
  if (!application.hasHmda) return STATES.hmda;
  if (!status.disclosurelistSummaryComplete) return STATES.appSubmission;
  return STATES.incomeVerification;
}

/**
 * The record moved on after a step, to where its records now call for (resumeState) but never
 * before `atLeast`: a summary not yet ready is generated first (WAITING_FOR_SUMMARY, then
 * APP_SUBMISSION with disclosurelistSummaryReady after two status reads).
 */
export function moveOn(
  record: ApplicationRecord,
  profile: Profile | null,
  atLeast: string,
): ApplicationRecord {
  const resumed = resumeState(record, profile);
  const next = (RANK[resumed] ?? 0) >= (RANK[atLeast] ?? 0) ? resumed : atLeast;
  if (next === STATES.appSubmission && !record.status.disclosurelistSummaryReady) {
    return startWaiting(inState(record, STATES.waitingForSummary), STATES.waitingForSummary, next, {
      disclosurelistSummaryReady: true,
    });
  }
  return inState(record, next);
}

/** The states in which the borrower chooses and holds the notary session (notary/intro). */
const NOTARY_STATES = [
  STATES.notaryDisclosure,
  STATES.attorneyReview,
  STATES.notaryWaitingPeriod,
  STATES.deedSigning,
] as const;

/**
 * Part 2 of the journey (income to funding): the states in which each write is open.
 *
 *   INCOME_VERIFICATION -> paystubs -> DISBURSEMENT_ACCOUNT (EMPLOYMENT_VERIFICATION -> employment
 *   -> INCOME_VERIFICATION) -> disburse-account, confirm -> AUTOPAY -> autopay
 *   -> IDENTITY_VERIFICATION -> ID -> BPO_ORDER (Texas) | NOTE_SIGNING_GENERATION (waiting)
 *   -> NOTE_SIGNING -> sign -> CO_DEED_REQUIRED | NOTARY_DISCLOSURE -> notary, session
 *   -> INSURANCE_REQUIRED -> insurance/complete -> RESCISSION; or notary/manual
 *   -> MANUAL_DEED_SIGNING.
 *
 * Forward only: each write is answered in its own states (a few keep the state and may be sent
 * again there: the disbursement account before it is confirmed, the notary mode, the additional
 * signer, the manual notary time); at any other time, or while a wait is under way, 409.
 */
export const PART2_STEPS = {
  employment: [STATES.employmentVerification],
  paystub: [STATES.incomeVerification],
  disburseAccount: [STATES.disbursementAccount, STATES.autopayAccount],
  autopay: [STATES.autopay, STATES.autopayAccount, STATES.autopayAccountVerified],
  identity: [STATES.identityVerification],
  bpo: [STATES.bpoOrder],
  homeValue: [STATES.noAvm, STATES.homeValueEstimate],
  // FINAL_OFFER: the final offer's documents, signed as at NOTE_SIGNING.
  sign: [STATES.noteSigning, STATES.finalOffer],
  signers: [STATES.noteSigning, STATES.finalOffer, STATES.coDeedRequired],
  notary: NOTARY_STATES,
  notaryManual: [...NOTARY_STATES, STATES.manualDeedSigning],
  insurance: [STATES.insuranceRequired],
} as const satisfies Record<string, readonly string[]>;

/** Whether the record stands in one of `states`, with no wait under way. */
export const isOpenIn = (record: ApplicationRecord, states: readonly string[]): boolean =>
  !record.pendingMove && states.includes(record.state ?? '');

/** A part-2 write: 409 WRONG_STEP unless the record stands in one of `states`. */
export function requireOpen(record: ApplicationRecord, states: readonly string[]): void {
  if (!isOpenIn(record, states)) throw wrongStep();
}
