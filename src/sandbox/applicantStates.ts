/**
 * An applicant at any server state (`POST /__sandbox/applicants` with a `state`), made as a lender
 * would have left them: from what registration leaves, the journey is walked with the lender's
 * own step functions (journeySteps.ts), the borrower giving the answers below, each wait run out
 * as status reads would, until the application first stands in the state. A state off the path
 * the walk takes branches from the point where a lender enters it, with that state's own records.
 * APPLICANT_STATES is the list of every state an applicant can be made at (docs/sandbox.md,
 * "An applicant at a state").
 */
import { recordFunding } from './funding';
import type { ListedState, ServerState } from '../contract/serverStates';
import type { BankAccount } from '../contract/application';
import type { HmdaAnswers } from '../contract/hmda';
import type { StatusObject } from '../contract/status';
import { MIN_OFFER_AMOUNT, OFFER_TERMS_YEARS } from '../contract/offerPricing';
import { ESIGN_CONSENT_VERSION } from '../contract/esignConsent';
import { addCoDeeder } from './applicants';
import { closingDocumentsOf, notarySlots, timeZoneOf } from './closing';
import { disclosuresOf } from './disclosures';
import type { DocumentType } from '../contract/documentRequests';
import { paystubsIn, paystubsRequired, storeFile } from './documents';
import { HMDA_DECLINED } from '../contract/hmdaQuestions';
import { newUuid, pick } from './ids';
import { fullNameOf } from './names';
import {
  acceptDisclosures,
  chooseNotary,
  chooseOffer,
  choosePayType,
  completeInsurance,
  confirmDisburseAccount,
  confirmLiens,
  estimateHomeValue,
  finishNotarySession,
  notaryReady,
  orderBpo,
  recordHmda,
  recordMoreInfo,
  recordUpload,
  reserveManualNotary,
  setDisburseAccount,
  signClosingDocuments,
  submitApplication,
} from './journeySteps';
import type { ApplicationRecord, OrgRecord, PersonRecord, SandboxApplication } from './records';
import {
  invitationOf,
  recordSignerDocument,
  recordSignerNotarized,
  recordSignerEsignConsent,
  recordSignerSignature,
} from './signers';
import { afterPendingMove, startWaiting } from './waiting';
import { inState } from './workflow';

/** What the borrower chooses on the way, where the state asks for a path of its own. */
export interface WalkChoices {
  /** start/contact: a home owned JOINT needs an additional signer after the signature. */
  ownership: 'SOLE' | 'JOINT';
  notary: 'REMOTE' | 'MANUAL';
  /** The lender asks for proof of insurance after the notary (INSURANCE_REQUIRED). */
  insuranceRequired: boolean;
}

const DEFAULT_CHOICES: WalkChoices = {
  ownership: 'SOLE',
  notary: 'REMOTE',
  insuranceRequired: false,
};

/** start/hmda: the walk's answers, as `PUT .../hmda` records them. */
export const WALK_HMDA: HmdaAnswers = {
  ethnicity: [HMDA_DECLINED],
  ethnicityOther: null,
  race: [HMDA_DECLINED],
  raceTribe: null,
  raceOtherAsian: null,
  raceOtherPacificIslander: null,
  sex: [HMDA_DECLINED],
};

/** bank/disburse: the account the walk gives (a routing number that passes the checksum). */
const WALK_ACCOUNT = { routingNumber: '011000015', mask: '4821', accountType: 'CHECKING' } as const;

/** What the walk uploads (a paystub, the ID's front, proof of insurance): a small PDF. */
const WALK_FILE = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

/** An application on its walk: its records, its borrower's, and what the walk needs. */
export interface Walk {
  record: ApplicationRecord;
  owner: PersonRecord;
  org: OrgRecord | undefined;
  choices: WalkChoices;
  /** The data folder: uploads keep their files there (documents.ts). */
  dataDir: string;
  /** An additional signer the borrower invites before signing (the co-deeder role). */
  coDeeder?: PersonRecord;
}

const nowIso = () => new Date().toISOString();

function upload(walk: Walk, type: DocumentType): ApplicationRecord {
  const document = { uuid: newUuid(), type, uploadedAt: nowIso() };
  storeFile(walk.dataDir, document.uuid, WALK_FILE);
  const file = {
    name: `${type.toLowerCase()}.pdf`,
    mimeType: 'application/pdf',
    size: WALK_FILE.length,
  };
  return recordUpload(walk.record, document, file);
}

/** The offer a borrower picks: part of the approved maximum, over one of the terms offered. */
function walkOffer(record: ApplicationRecord) {
  const max = record.application.uwCalculatedDrawAmount ?? MIN_OFFER_AMOUNT;
  const share = Math.floor((max * (40 + Math.floor(Math.random() * 50))) / 100 / 1000) * 1000;
  return {
    amount: Math.min(max, Math.max(MIN_OFFER_AMOUNT, share)),
    years: pick(OFFER_TERMS_YEARS),
  };
}

/**
 * The co-deeder listed on the application, invited by the borrower (PENDING until done), their
 * consent to electronic documents given (docs/sandbox.md#an-applicant-at-a-state).
 */
function listCoDeeder(walk: Walk): void {
  const { coDeeder, record } = walk;
  if (!coDeeder || record.application.helocSigners?.some((s) => s.identityUuid === coDeeder.uuid)) {
    return;
  }
  walk.record = recordSignerEsignConsent(
    addCoDeeder(record, coDeeder),
    coDeeder.uuid,
    ESIGN_CONSENT_VERSION,
  );
}

/** Each listed signer does their part (ID, signature, notary session): the co-deed COMPLETE. */
function signersFinish(walk: Walk): void {
  const signers = walk.record.application.helocSigners ?? [];
  if (signers.length === 0) throw new Error('CO_DEED_REQUIRED with nobody to sign: the walk stops');
  for (const { identityUuid, name } of signers) {
    if (!identityUuid || invitationOf(walk.record, identityUuid)?.doneAt) continue;
    const document = { uuid: newUuid(), type: 'PASSPORT_FRONT', uploadedAt: nowIso() };
    storeFile(walk.dataDir, document.uuid, WALK_FILE);
    const withFile: ApplicationRecord = {
      ...walk.record,
      documentFiles: {
        ...walk.record.documentFiles,
        [document.uuid]: {
          name: 'passport.pdf',
          mimeType: 'application/pdf',
          size: WALK_FILE.length,
        },
      },
    };
    // Their part: the consent to electronic documents (kept if given), the ID, the signature.
    const consented = recordSignerEsignConsent(withFile, identityUuid, ESIGN_CONSENT_VERSION);
    const signed = recordSignerSignature(
      recordSignerDocument(consented, identityUuid, document),
      identityUuid,
      `${name?.firstName ?? ''} ${name?.lastName ?? ''}`,
    );
    walk.record = recordSignerNotarized(signed, identityUuid);
  }
  walk.record = notaryReady(walk.record);
}

/** The lender moves the application on by itself (the control API in the sandbox). */
const lenderMoves =
  (state: ServerState, status: StatusObject = {}) =>
  (walk: Walk): void => {
    const moved = inState(walk.record, state);
    walk.record = { ...moved, status: { ...moved.status, ...status } };
  };

/**
 * The step taken at each state of the walk's path: the borrower's write (their answers as
 * above), or past the rescission the lender's own move.
 */
const STEP_AT: Readonly<Record<string, (walk: Walk) => void>> = {
  LIEN_VERIFICATION: (walk) => {
    const liens = (walk.record.application.liens ?? []).map((lien) => ({ ...lien, open: true }));
    walk.record = confirmLiens(walk.record, walk.owner.profile, walk.org, liens);
  },
  OFFER_SELECTION: (walk) => {
    const offer = walkOffer(walk.record);
    walk.record = chooseOffer(walk.record, walk.owner.profile, walk.org, offer, 'move');
  },
  COLLECT_ADDITIONAL_INFO: (walk) => {
    const done = recordMoreInfo(walk.record, walk.owner, walk.choices.ownership, 'move');
    walk.record = done.record;
    walk.owner = done.owner;
  },
  HMDA: (walk) => {
    walk.record = recordHmda(walk.record, walk.owner.profile, WALK_HMDA, 'move');
  },
  APP_SUBMISSION: (walk) => {
    const disclosures = disclosuresOf(walk.record, walk.org).map((d) => d.uuid);
    walk.record = submitApplication(acceptDisclosures(walk.record, disclosures));
  },
  INCOME_VERIFICATION: (walk) => {
    const missing = paystubsRequired(walk.record) - paystubsIn(walk.record);
    for (let i = 0; i < Math.max(1, missing); i += 1) walk.record = upload(walk, 'PAYSTUB');
  },
  DISBURSEMENT_ACCOUNT: (walk) => {
    const account: BankAccount = { uuid: newUuid(), ...WALK_ACCOUNT };
    walk.record = confirmDisburseAccount(setDisburseAccount(walk.record, account));
  },
  AUTOPAY: (walk) => {
    walk.record = choosePayType(walk.record, walk.org, 'AUTOPAY');
  },
  IDENTITY_VERIFICATION: (walk) => {
    walk.record = upload(walk, 'PASSPORT_FRONT');
  },
  NOTE_SIGNING: (walk) => {
    listCoDeeder(walk);
    const documents = closingDocumentsOf(walk.record, walk.org).map((d) => d.uuid);
    walk.record = signClosingDocuments(
      walk.record,
      walk.owner,
      fullNameOf(walk.owner.profile.name),
      documents,
    );
  },
  CO_DEED_REQUIRED: signersFinish,
  NOTARY_DISCLOSURE: (walk) => {
    const chosen = chooseNotary(walk.record, walk.choices.notary);
    if (walk.choices.notary === 'REMOTE') {
      walk.record = finishNotarySession(chosen);
      return;
    }
    const slot = notarySlots(timeZoneOf(chosen))[0];
    if (!slot) throw new Error('no notary slot');
    walk.record = reserveManualNotary(chosen, slot);
  },
  INSURANCE_REQUIRED: (walk) => {
    walk.record = upload(walk, 'HAZARD_INSURANCE');
    if (walk.record.status.floodInsuranceRequired) walk.record = upload(walk, 'FLOOD_INSURANCE');
    walk.record = completeInsurance(walk.record);
  },
  RESCISSION: lenderMoves('RECORDING', { checklistStatus: 'RECORDING' }),
  RECORDING: lenderMoves('FUNDABLE', { checklistStatus: 'FUNDABLE' }),
  FUNDABLE: lenderMoves('FUNDING_DECISION'),
  FUNDING_DECISION: (walk) => {
    lenderMoves('COMPLETE', { condition: 'FUNDED' })(walk);
    walk.record = recordFunding(walk.record);
  },
};

/** Walk steps at most: the longest path has fewer than this many steps and waits. */
const MAX_STEPS = 60;

/** Walks on until the application first stands in `target` (waits run out on the way). */
function walkTo(walk: Walk, target: string): void {
  for (let taken = 0; walk.record.state !== target; taken += 1) {
    if (taken >= MAX_STEPS) throw new Error(`The walk to ${target} did not get there`);
    if (walk.record.pendingMove) {
      walk.record = afterPendingMove(walk.record);
      continue;
    }
    const step = STEP_AT[walk.record.state ?? ''];
    if (!step) throw new Error(`The walk to ${target} cannot go on from ${walk.record.state}`);
    step(walk);
  }
}

/** A state the lender enters from where the walk stands, with these records. */
const stop =
  (
    state: ServerState,
    status: StatusObject = {},
    application: (app: SandboxApplication) => Partial<SandboxApplication> = () => ({}),
  ) =>
  (walk: Walk): void => {
    const moved = inState(walk.record, state);
    walk.record = {
      ...moved,
      status: { ...moved.status, ...status },
      application: { ...moved.application, ...application(moved.application) },
    };
  };

/** The step at the state the walk stands in is taken first (the lender decides after it). */
const afterTheStep =
  (enter: (walk: Walk) => void) =>
  (walk: Walk): void => {
    STEP_AT[walk.record.state ?? '']?.(walk);
    enter(walk);
  };

/** The approved maximum lowered to a share of what it was (never below the smallest line). */
const lowered = (app: SandboxApplication, share: number) =>
  Math.max(
    MIN_OFFER_AMOUNT,
    Math.floor(((app.uwCalculatedDrawAmount ?? MIN_OFFER_AMOUNT) * share) / 1000) * 1000,
  );

/** bpo/estimate-value: the borrower's estimate (the lender's own figure): BPO_ORDER. */
function valuationRequired(walk: Walk): void {
  const value = walk.record.application.adjustedHomeAmount;
  if (!value) throw new Error('registration values every home');
  walk.record = estimateHomeValue(walk.record, value);
}

export interface StateEntry {
  /** The borrower's choices on the walk. */
  choices?: Partial<WalkChoices>;
  /** The walk stops where the application first stands in this state (default: the state). */
  from?: string;
  /** What the lender then does to enter the state (default: nothing, the walk is there). */
  enter?: (walk: Walk) => void;
}

/** The walk's first state: registration leaves the application waiting for its liens. */
const REGISTRATION = 'OFFER_GENERATION';

/**
 * Every server state an applicant can be made at, and how. The states of the walk's path need
 * nothing more; the others branch from the point of the walk named.
 */
export const APPLICANT_STATES: Readonly<Record<ListedState, StateEntry>> = {
  // The path, in order.
  OFFER_GENERATION: {},
  LIEN_VERIFICATION: {},
  OFFER_SELECTION: {},
  COLLECT_ADDITIONAL_INFO: {},
  HMDA: {},
  WAITING_FOR_SUMMARY: {},
  APP_SUBMISSION: {},
  INCOME_VERIFICATION: {},
  DISBURSEMENT_ACCOUNT: {},
  AUTOPAY: {},
  IDENTITY_VERIFICATION: {},
  NOTE_SIGNING_GENERATION: {},
  NOTE_SIGNING: {},
  CO_DEED_REQUIRED: { choices: { ownership: 'JOINT' } },
  NOTARY_DISCLOSURE: {},
  MANUAL_DEED_SIGNING: { choices: { notary: 'MANUAL' } },
  INSURANCE_REQUIRED: { choices: { insuranceRequired: true } },
  RESCISSION: {},
  RECORDING: {},
  FUNDABLE: {},
  FUNDING_DECISION: {},
  COMPLETE: {},

  // The soft credit pull and the property lookup, at registration.
  CREDIT_NO_MATCH: {
    from: REGISTRATION,
    enter: stop('CREDIT_NO_MATCH', { condition: 'CREDIT_NO_MATCH' }),
  },
  SOFT_CREDIT_LOCKED: {
    from: REGISTRATION,
    enter: stop('SOFT_CREDIT_LOCKED', { condition: 'CREDIT_LOCKED' }),
  },
  SOFT_CREDIT_FROZEN: {
    from: REGISTRATION,
    enter: stop('SOFT_CREDIT_FROZEN', { condition: 'CREDIT_FROZEN' }),
  },
  CREDIT_ERROR: { from: REGISTRATION, enter: stop('CREDIT_ERROR') },
  CREDIT_MINOR: { from: REGISTRATION, enter: stop('CREDIT_MINOR') },
  FACTA_REVIEW: { from: REGISTRATION, enter: stop('FACTA_REVIEW') },
  UNKNOWN: { from: REGISTRATION, enter: stop('UNKNOWN') },
  NO_PROPERTY_FOUND: {
    from: REGISTRATION,
    enter: stop('NO_PROPERTY_FOUND', { condition: 'PROPERTY_NO_MATCH', propertyComplete: false }),
  },
  MULTIPLE_PROPERTIES: {
    from: REGISTRATION,
    enter: stop('MULTIPLE_PROPERTIES', { condition: 'PROPERTY_NO_MATCH', propertyComplete: false }),
  },

  // The underwriting decision once the liens are confirmed.
  DECLINED: {
    from: 'LIEN_VERIFICATION',
    enter: afterTheStep(stop('DECLINED', { uwDecision: 'DECLINE' })),
  },
  ASSETS_PREQUAL: {
    from: 'LIEN_VERIFICATION',
    enter: afterTheStep(
      stop('ASSETS_PREQUAL', {
        uwDecision: 'ASSET_DEPLETION',
        uwSubDecision: 'UNVERIFIED_DTI_LIMITED',
      }),
    ),
  },
  DELINQUENCY_REVIEW: {
    from: 'LIEN_VERIFICATION',
    enter: afterTheStep(stop('DELINQUENCY_REVIEW', { condition: 'DELINQUENCY' })),
  },

  // The offer chosen, then lowered: the lower offer to accept.
  LIEN_POSITION_REQUALIFY: {
    from: 'COLLECT_ADDITIONAL_INFO',
    enter: stop('LIEN_POSITION_REQUALIFY', {}, (app) => ({
      uwCalculatedDrawAmount: Math.min(
        lowered(app, 0.8),
        Math.max(MIN_OFFER_AMOUNT, app.amount - 1000),
      ),
    })),
  },
  // The hard credit pull, once start/contact is answered.
  HARD_CREDIT_LOCKED: {
    from: 'HMDA',
    enter: stop('HARD_CREDIT_LOCKED', { condition: 'CREDIT_LOCKED' }),
  },
  HARD_CREDIT_FROZEN: {
    from: 'HMDA',
    enter: stop('HARD_CREDIT_FROZEN', { condition: 'CREDIT_FROZEN' }),
  },
  CREDIT_NO_MATCH_SSN: {
    from: 'HMDA',
    enter: stop('CREDIT_NO_MATCH_SSN', { condition: 'NO_CREDIT' }),
  },
  // The summary generated: the same step as APP_SUBMISSION.
  SUMMARY_GENERATION: { from: 'APP_SUBMISSION', enter: stop('SUMMARY_GENERATION') },

  // After the submission: the offer revised (a lower maximum, chosen again), the employer asked for.
  REVISED_OFFER_SELECTION: {
    from: 'INCOME_VERIFICATION',
    enter: stop('REVISED_OFFER_SELECTION', {}, (app) => ({
      uwCalculatedDrawAmount: lowered(app, 0.8),
      amount: 0,
      term: 0,
      rate: 0,
    })),
  },
  EMPLOYMENT_VERIFICATION: {
    from: 'INCOME_VERIFICATION',
    enter: stop('EMPLOYMENT_VERIFICATION', { employmentVerificationNeeded: true }),
  },
  AUTOPAY_ACCOUNT: { from: 'DISBURSEMENT_ACCOUNT', enter: stop('AUTOPAY_ACCOUNT') },
  AUTOPAY_ACCOUNT_VERIFIED: { from: 'AUTOPAY', enter: stop('AUTOPAY_ACCOUNT_VERIFIED') },

  // The valuation, before the ID: no automated value (the borrower's estimate, then a valuation
  // ordered), or an appraiser's visit.
  NO_AVM: { from: 'IDENTITY_VERIFICATION', enter: stop('NO_AVM') },
  BPO_ORDER: { from: 'IDENTITY_VERIFICATION', enter: valuationRequired },
  BPO_PROCESSING: {
    from: 'IDENTITY_VERIFICATION',
    enter: (walk) => {
      valuationRequired(walk);
      walk.record = orderBpo(walk.record);
    },
  },
  HOME_VALUE_ESTIMATE: { from: 'IDENTITY_VERIFICATION', enter: stop('HOME_VALUE_ESTIMATE') },
  ONSITE_APPRAISAL: { from: 'IDENTITY_VERIFICATION', enter: stop('ONSITE_APPRAISAL') },
  ONSITE_APPRAISAL_SCHEDULED: {
    from: 'IDENTITY_VERIFICATION',
    enter: stop('ONSITE_APPRAISAL_SCHEDULED'),
  },

  // Once the ID is in, before the closing documents: title, payoffs, the documents generated.
  TITLE_PROCESSING: {
    from: 'NOTE_SIGNING_GENERATION',
    enter: stop('TITLE_PROCESSING', { title: 'PROCESSING' }),
  },
  FINAL_TITLE: {
    from: 'NOTE_SIGNING_GENERATION',
    enter: stop('FINAL_TITLE', { title: 'FINAL' }),
  },
  PAYOFF_REQUEST_PENDING: {
    from: 'NOTE_SIGNING_GENERATION',
    enter: stop('PAYOFF_REQUEST_PENDING'),
  },
  CLOSING_DISCLOSURE_GENERATION: {
    from: 'NOTE_SIGNING_GENERATION',
    enter: (walk) => {
      walk.record = startWaiting(walk.record, 'CLOSING_DISCLOSURE_GENERATION', 'NOTE_SIGNING', {
        disclosurelistClosingReady: true,
      });
    },
  },
  // The final offer to sign.
  FINAL_OFFER: {
    from: 'NOTE_SIGNING',
    enter: stop('FINAL_OFFER', { uwSubDecision: 'FINAL_OFFER' }),
  },

  // Signed: the notary's documents generated, the notary's states.
  DOCUMENT_GENERATION: {
    from: 'NOTARY_DISCLOSURE',
    enter: (walk) => {
      const notGenerated = {
        ...walk.record,
        status: { ...walk.record.status, disclosurelistNotaryReady: false },
      };
      walk.record = startWaiting(notGenerated, 'DOCUMENT_GENERATION', 'NOTARY_DISCLOSURE', {
        disclosurelistNotaryReady: true,
      });
    },
  },
  ATTORNEY_REVIEW: { from: 'NOTARY_DISCLOSURE', enter: stop('ATTORNEY_REVIEW') },
  NOTARY_WAITING_PERIOD: { from: 'NOTARY_DISCLOSURE', enter: stop('NOTARY_WAITING_PERIOD') },
  DEED_SIGNING: { from: 'NOTARY_DISCLOSURE', enter: stop('DEED_SIGNING') },

  // Funding; the borrower's right to cancel.
  DIRECT_DEBT_PAYOFF: { from: 'FUNDABLE', enter: stop('DIRECT_DEBT_PAYOFF') },
  CANCELLED: { from: 'RESCISSION', enter: stop('CANCELLED') },
};

export const isApplicantState = (state: string): state is ListedState =>
  Object.prototype.hasOwnProperty.call(APPLICANT_STATES, state);

/** The walk's choices for an applicant at `state`. */
export const walkChoices = (state: ListedState): WalkChoices => ({
  ...DEFAULT_CHOICES,
  ...APPLICANT_STATES[state]?.choices,
});

/**
 * The walk from `walk` (an application as registration leaves it) to `state`: the records it
 * leaves there (`walk` is moved along). With a co-deeder, they are listed on the application by
 * the time the walk stops (invited before the signature, and done once past it).
 */
export function walkToState(walk: Walk, state: ListedState): void {
  const entry = APPLICANT_STATES[state];
  if (!entry) throw new Error(`No applicant is made at ${state}`);
  if (walk.choices.insuranceRequired) {
    walk.record = { ...walk.record, status: { ...walk.record.status, insuranceRequired: true } };
  }
  walkTo(walk, entry.from ?? state);
  entry.enter?.(walk);
  listCoDeeder(walk);
}
