import type { HelocApplication } from '../application';
import type { Profile } from '../profile';
import type { StatusObject } from '../status';
import {
  BPO_STATUS,
  CHECKLIST_STATUS,
  GIACT_ACCOUNT_STATUS,
  STATUS_CONDITION,
  type StatusCondition,
  TITLE_STATUS,
  UW_DECISION,
  UW_SUB_DECISION,
} from '../../contract/status';
import { ID_FRONT_DOCUMENT_TYPES, TEXAS } from './snapshot';

/**
 * The local step machine's states (docs/routing.md#the-local-step-machine). It starts at profile.
 */
export const LOCAL_STEPS = [
  'profile',
  'ssnCredit',
  'errorCredit',
  'incorrectPin',
  'noCredit',
  'noProperty',
  'datatreeError',
  'uwReview',
  'assetDepletion',
  'liens',
  'product',
  'moreProfile',
  'hmda',
  'waitSummary',
  'appSummary',
  'docVerify',
  'documents',
  'manualPaystubUpload',
  'incomeReview',
  'emplVerify',
  'waitMerchant',
  'lienAttestation',
  'autopay',
  'manualAutopay',
  'ach',
  'waitSign',
  'sign',
  'codeed',
  'waitNotary',
  'notary',
  'insurance',
  'waitFund',
  'declined',
  'dtiDeclined',
  'creditScoreDeclined',
  'delinquency',
  'complete',
  'bpo',
  'bpoProcessing',
] as const;

export type LocalStep = (typeof LOCAL_STEPS)[number];
export const INITIAL_LOCAL_STEP: LocalStep = 'profile';

export interface MachineInput {
  profile: Profile | null;
  application: HelocApplication | null;
  status: StatusObject | null;
}

/** Facts the guards read, derived once from the records. */
interface Facts {
  profile: Profile | null;
  application: HelocApplication | null;
  status: StatusObject;
  hasConsent(type: 'SOFT_CREDIT' | 'HARD_CREDIT'): boolean;
  idUploaded: boolean;
  texas: boolean;
  bpoRequiredOrUnknown: boolean;
  disburseRouting: boolean;
  condition: StatusCondition | null;
}

function factsOf({ profile, application, status }: MachineInput): Facts {
  const s = status ?? {};
  return {
    profile,
    application,
    status: s,
    hasConsent: (type) => Boolean(application?.consents.some((c) => c.type === type)),
    idUploaded: Boolean(application?.documents.some((d) => ID_FRONT_DOCUMENT_TYPES.has(d.type))),
    texas: application?.property?.state === TEXAS,
    bpoRequiredOrUnknown: s.bpo === BPO_STATUS.REQUIRED || s.bpo === BPO_STATUS.UNKNOWN,
    disburseRouting: Boolean(application?.disburseAccount?.routingNumber),
    condition: s.condition ?? null,
  };
}

interface Move {
  name: string;
  from: readonly LocalStep[] | 'any';
  to: LocalStep;
  when: (f: Facts) => boolean;
}

const selectedPropertyHasOwnership = (f: Facts) => {
  const selected = f.profile?.addresses.find((a) => a.uuid === f.application?.selectedPropertyUuid);
  return Boolean(selected?.ownership);
};

const toBpo = (f: Facts) =>
  f.texas && Boolean(f.application?.disburseAccount) && f.idUploaded && f.bpoRequiredOrUnknown;

/** The funding checklist's stages from which, with insurance complete, the applicant waits for funding. */
const FUNDING_CHECKLIST = [
  CHECKLIST_STATUS.RESCISSION,
  CHECKLIST_STATUS.RECORDING,
  CHECKLIST_STATUS.FUNDABLE,
] as const;

/** Forward moves, tried in this order from the current state until none applies. */
export const FORWARD_MOVES: readonly Move[] = [
  {
    name: 'profile complete',
    from: ['profile'],
    to: 'liens',
    when: (f) =>
      Boolean(f.profile?.name?.firstName && f.profile.name.lastName) &&
      Boolean(f.profile?.dob) &&
      Boolean(f.application?.selectedPropertyUuid) &&
      f.hasConsent('SOFT_CREDIT'),
  },
  {
    // Read as: (liens complete or a decision present) and, if attestation is needed, attested.
    name: 'liens resolved',
    from: ['liens'],
    to: 'product',
    when: (f) =>
      (Boolean(f.status.liensComplete) || Boolean(f.status.uwDecision)) &&
      (!f.status.inquiryAttestNeeded || Boolean(f.status.inquiryAttestComplete)),
  },
  {
    name: 'asset depletion needed',
    from: ['product'],
    to: 'assetDepletion',
    when: (f) =>
      (!f.status.uwDecision || f.status.uwDecision === UW_DECISION.ASSET_DEPLETION) &&
      f.status.uwSubDecision === UW_SUB_DECISION.UNVERIFIED_DTI_LIMITED &&
      !f.application?.assetDepletion.complete,
  },
  {
    name: 'offer chosen',
    from: ['product'],
    to: 'moreProfile',
    when: (f) => (f.application?.term ?? 0) > 0 && (f.application?.amount ?? 0) > 0,
  },
  {
    name: 'more profile complete',
    from: ['moreProfile'],
    to: 'hmda',
    when: (f) =>
      selectedPropertyHasOwnership(f) && Boolean(f.profile?.hasSsn) && f.hasConsent('HARD_CREDIT'),
  },
  {
    name: 'HMDA present',
    from: ['hmda'],
    to: 'waitSummary',
    when: (f) => Boolean(f.application?.hasHmda),
  },
  {
    name: 'summary ready',
    from: ['waitSummary'],
    to: 'appSummary',
    when: (f) => Boolean(f.status.disclosurelistSummaryReady),
  },
  {
    name: 'summary complete',
    from: ['appSummary'],
    to: 'incomeReview',
    when: (f) => Boolean(f.status.disclosurelistSummaryComplete),
  },
  {
    // Texas with a BPO required goes to the BPO before anything else (listed with docVerify).
    name: 'BPO needed',
    from: ['incomeReview', 'docVerify'],
    to: 'bpo',
    when: toBpo,
  },
  {
    name: 'income verified',
    from: ['incomeReview'],
    to: 'ach',
    when: (f) =>
      f.status.uwSubDecision === UW_SUB_DECISION.VERIFIED_INCOME_MATCHED_OFFER ||
      f.status.uwSubDecision === UW_SUB_DECISION.FINAL_OFFER,
  },
  {
    name: 'bank accounts set',
    from: ['ach', 'autopay', 'manualAutopay'],
    to: 'docVerify',
    when: (f) =>
      f.disburseRouting &&
      (f.application?.payType === 'MANUAL' || Boolean(f.application?.autopayAccount)),
  },
  {
    // A requested re-upload keeps the applicant on identity until it is done.
    name: 'identity document uploaded',
    from: ['docVerify'],
    to: 'waitSign',
    when: (f) =>
      f.idUploaded &&
      f.condition !== STATUS_CONDITION.ID_REUPLOAD &&
      (!f.texas || !f.bpoRequiredOrUnknown),
  },
  {
    name: 'closing disclosures ready',
    from: ['waitSign'],
    to: 'sign',
    when: (f) => Boolean(f.status.disclosurelistClosingReady),
  },
  {
    name: 'closing complete',
    from: ['sign'],
    to: 'codeed',
    when: (f) => Boolean(f.status.disclosurelistClosingComplete),
  },
  {
    // The lender names COMPLETE (docs/routing.md#forward-moves); an application that needs no
    // co-deed has nothing to wait for, so NOT_REQUIRED passes too.
    name: 'co-deed complete',
    from: ['codeed'],
    to: 'waitNotary',
    when: (f) =>
      f.application?.coDeedStatus === 'COMPLETE' || f.application?.coDeedStatus === 'NOT_REQUIRED',
  },
  {
    name: 'notary ready',
    from: ['waitNotary'],
    to: 'notary',
    when: (f) => Boolean(f.status.disclosurelistNotaryReady),
  },
  {
    name: 'notary complete',
    from: ['notary'],
    to: 'insurance',
    when: (f) =>
      Boolean(
        f.status.primaryParticipantAcceptComplete ||
        f.status.disclosurelistNotaryComplete ||
        f.status.manualDeedSigningComplete,
      ),
  },
  {
    name: 'insurance complete',
    from: ['insurance'],
    to: 'waitFund',
    when: (f) => Boolean(f.application?.insurance.complete),
  },
  {
    // "A rescission, recording or fundable checklist with insurance complete also goes to
    // waitFund": from any state.
    name: 'funding checklist with insurance',
    from: 'any',
    to: 'waitFund',
    when: (f) =>
      FUNDING_CHECKLIST.some((status) => status === f.status.checklistStatus) &&
      Boolean(f.application?.insurance.complete),
  },
];

const BANK_STEPS: readonly LocalStep[] = ['ach', 'autopay', 'manualAutopay'];

/**
 * Events reachable from any state, attempted one by one in this order; one whose guard does
 * not hold is ignored. After an event moves the machine, forward moves apply again from there.
 */
export const EVENTS: readonly Move[] = [
  {
    name: 'credit locked or frozen',
    from: 'any',
    to: 'errorCredit',
    when: (f) =>
      f.condition === STATUS_CONDITION.CREDIT_LOCKED ||
      f.condition === STATUS_CONDITION.CREDIT_FROZEN,
  },
  {
    // No move into ssnCredit is given (docs/routing.md#events). Reading chosen: the
    // lender reports CREDIT_NO_MATCH (as its server state of that name) when the bureau found no
    // file for the applicant's details; the SSN is asked for again (credit/social).
    name: 'credit no match',
    from: 'any',
    to: 'ssnCredit',
    when: (f) => f.condition === STATUS_CONDITION.CREDIT_NO_MATCH,
  },
  {
    name: 'incorrect PIN',
    from: 'any',
    to: 'incorrectPin',
    when: (f) =>
      f.condition === STATUS_CONDITION.INCORRECT_PIN || Boolean(f.status.creditFrozenWithPin),
  },
  {
    name: 'no credit',
    from: 'any',
    to: 'noCredit',
    when: (f) => f.condition === STATUS_CONDITION.NO_CREDIT,
  },
  {
    name: 'property no match',
    from: 'any',
    to: 'noProperty',
    when: (f) => f.condition === STATUS_CONDITION.PROPERTY_NO_MATCH,
  },
  {
    name: 'datatree no match',
    from: 'any',
    to: 'datatreeError',
    when: (f) => Boolean(f.status.datatreeNoMatch),
  },
  {
    name: 're-upload of ID',
    from: 'any',
    to: 'docVerify',
    when: (f) => f.condition === STATUS_CONDITION.ID_REUPLOAD,
  },
  {
    name: 'ad-hoc document required',
    from: 'any',
    to: 'documents',
    when: (f) => f.condition === STATUS_CONDITION.DOCUMENT_REQUIRED,
  },
  {
    name: 'partial income verified',
    from: 'any',
    to: 'manualPaystubUpload',
    when: (f) =>
      Boolean(f.status.manualPaystubUpload) &&
      !f.status.manualPaystubTasksComplete &&
      !f.application?.incomeSources.some((s) => s.employmentType === 'SELF_EMPLOYED'),
  },
  {
    name: 'manual disbursement setup',
    from: 'any',
    to: 'autopay',
    when: (f) =>
      f.application?.payType === 'AUTOPAY' &&
      !f.application.autopayAccount &&
      f.disburseRouting &&
      (f.status.giactAccountStatus == null ||
        f.status.giactAccountStatus === GIACT_ACCOUNT_STATUS.VERIFIED ||
        f.status.giactAccountStatus === GIACT_ACCOUNT_STATUS.PENDING_REVIEW),
  },
  {
    // No move into manualAutopay is given (docs/routing.md#events). Reading chosen:
    // autopay was chosen and has no account, and the disbursement account failed verification
    // (the one verification status "manual disbursement setup" does not accept), so it cannot
    // carry the payments too: the borrower types an autopay account by hand (bank/autopay-manual).
    name: 'autopay account to enter',
    from: 'any',
    to: 'manualAutopay',
    when: (f) =>
      f.application?.payType === 'AUTOPAY' &&
      !f.application.autopayAccount &&
      f.disburseRouting &&
      f.status.giactAccountStatus === GIACT_ACCOUNT_STATUS.FAILED_VERIFICATION,
  },
  {
    // Only meaningful at a bank step: from later steps it would undo progress.
    name: 'manual pay',
    from: BANK_STEPS,
    to: 'docVerify',
    when: (f) => f.application?.payType === 'MANUAL' && f.disburseRouting,
  },
  {
    // No move into waitMerchant is given (docs/routing.md#events). Reading chosen:
    // the lender reports the merchant's review under way with the condition MERCHANT_REVIEW.
    name: 'merchant review',
    from: 'any',
    to: 'waitMerchant',
    when: (f) => f.condition === STATUS_CONDITION.MERCHANT_REVIEW,
  },
  {
    name: 'merchant reviewed',
    from: 'any',
    to: 'lienAttestation',
    when: (f) => f.condition === STATUS_CONDITION.MERCHANT_REVIEWED,
  },
  {
    name: 'lien attestation',
    from: 'any',
    to: 'waitSign',
    when: (f) => f.condition === STATUS_CONDITION.LIEN_ATTESTED,
  },
  {
    name: 'employer verification',
    from: 'any',
    to: 'emplVerify',
    when: (f) => Boolean(f.status.employmentVerificationNeeded),
  },
  {
    name: 'BPO processing',
    from: 'any',
    to: 'bpoProcessing',
    when: (f) =>
      f.status.bpo === BPO_STATUS.PROCESSING || f.status.title === TITLE_STATUS.PROCESSING,
  },
  {
    // No move into uwReview is given (docs/routing.md#events). Reading chosen: the underwriting
    // decision REVIEW (one of the lender's decisions) is a manual review the applicant waits on.
    name: 'underwriting review',
    from: 'any',
    to: 'uwReview',
    when: (f) => f.status.uwDecision === UW_DECISION.REVIEW,
  },
  {
    name: 'decline',
    from: 'any',
    to: 'declined',
    when: (f) => f.status.uwDecision === UW_DECISION.DECLINE,
  },
  {
    name: 'dtiDecline',
    from: 'any',
    to: 'dtiDeclined',
    when: (f) => f.status.uwDecision === UW_DECISION.DECLINE && Boolean(f.status.dtiDecline),
  },
  {
    name: 'creditScoreDecline',
    from: 'any',
    to: 'creditScoreDeclined',
    when: (f) => Boolean(f.status.creditScoreDecline),
  },
  {
    name: 'delinquency',
    from: 'any',
    to: 'delinquency',
    when: (f) => f.condition === STATUS_CONDITION.DELINQUENCY,
  },
  {
    name: 'fund',
    from: 'any',
    to: 'complete',
    when: (f) => f.condition === STATUS_CONDITION.FUNDED,
  },
];

export interface TrailEntry {
  /** `guard failed`: an event whose guard threw (it is skipped, and the case is logged). */
  kind: 'move' | 'event' | 'guard failed';
  name: string;
  from: LocalStep;
  to: LocalStep;
  /** For a failed guard: what it threw. */
  error?: string;
}

export interface LocalStepResult {
  step: LocalStep;
  trail: TrailEntry[];
}

const applies = (move: Move, step: LocalStep, facts: Facts) =>
  (move.from === 'any' || move.from.includes(step)) && move.to !== step && move.when(facts);

/** Forward moves never loop; the bound only guards against a future table that does. */
const MAX_FORWARD_MOVES = LOCAL_STEPS.length;

function runForward(step: LocalStep, facts: Facts, trail: TrailEntry[]): LocalStep {
  let current = step;
  for (let i = 0; i < MAX_FORWARD_MOVES; i += 1) {
    const move = FORWARD_MOVES.find((m) => applies(m, current, facts));
    if (!move) break;
    trail.push({ kind: 'move', name: move.name, from: current, to: move.to });
    current = move.to;
  }
  return current;
}

/**
 * The local step machine (docs/routing.md#the-local-step-machine) as a pure function: the step an
 * applicant has reached by their records, and the trail of moves and events that led there.
 */
export function localStepMachine(input: MachineInput): LocalStepResult {
  const facts = factsOf(input);
  const trail: TrailEntry[] = [];
  let step = runForward(INITIAL_LOCAL_STEP, facts, trail);
  for (const event of EVENTS) {
    let applied: boolean;
    try {
      applied = applies(event, step, facts);
    } catch (error) {
      // docs/routing.md#events: each event is attempted on its own and a failing one is ignored;
      // the trail names it, so the routing logs the case instead of hiding it.
      const message = error instanceof Error ? error.message : String(error);
      trail.push({
        kind: 'guard failed',
        name: event.name,
        from: step,
        to: event.to,
        error: message,
      });
      continue;
    }
    if (!applied) continue;
    trail.push({ kind: 'event', name: event.name, from: step, to: event.to });
    step = runForward(event.to, facts, trail);
  }
  return { step, trail };
}
