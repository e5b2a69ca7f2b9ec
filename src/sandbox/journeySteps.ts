/**
 * What each of the borrower's journey writes records, and where it moves the application: one
 * function per write. Its route calls it once the route has checked who writes, that the step is
 * open and the body; the walk that makes an applicant at a state (applicantStates.ts) calls the
 * same functions with the answers a borrower would give. Records in, records out: nothing here
 * stores or checks (docs/sandbox.md#journey-steps).
 */
import type {
  ApplicationDocument,
  AutopayAuthorization,
  BankAccount,
  Consent,
  Lien,
} from '../contract/application';
import type { HmdaAnswers } from '../contract/hmda';
import type { Profile } from '../contract/profile';
import { BPO_STATUS, STATUS_CONDITION } from '../contract/status';
import { type OfferTermYears, offerApr } from '../contract/offerPricing';
import { addCoDeeder } from './applicants';
import {
  AUTOPAY_AUTHORIZATION_VERSION,
  type AutopayAuthorizationVersion,
} from '../contract/autopayAuthorization';
import { authorizeAutopay } from './autopay';
import type { DocumentType } from '../contract/documentRequests';
import {
  ID_DOCUMENT_TYPES,
  idComplete,
  paystubsIn,
  paystubsRequired,
  satisfyRequests,
} from './documents';
import type { ApplicationRecord, OrgRecord, PersonRecord, StoredFile } from './records';
import {
  approvedAprFor,
  approvedMaximum,
  aprRange,
  originationFeePercentFor,
} from './underwriting';
import { recordRescission } from './rescission';
import { startWaiting } from './waiting';
import { inState, isOpenIn, moveOn, PART2_STEPS } from './workflow';

/** A step changes the application (mode 'move') or, a change from the summary, records only. */
export type StepMode = 'move' | 'change';

const nowIso = () => new Date().toISOString();

const totalIncome = (record: ApplicationRecord) =>
  record.application.incomeSources.reduce((sum, s) => sum + (s.annualIncome ?? 0), 0);

const openBalances = (liens: readonly Lien[]) =>
  liens.filter((lien) => lien.open !== false).reduce((sum, lien) => sum + (lien.balance ?? 0), 0);

function aprFacts(record: ApplicationRecord, profile: Profile, liens: readonly Lien[]) {
  return {
    firstName: profile.name?.firstName ?? '',
    lastName: profile.name?.lastName ?? '',
    dob: profile.dob ?? '',
    annualIncome: totalIncome(record),
    homeValue: record.application.adjustedHomeAmount ?? 0,
    openBalances: openBalances(liens),
  };
}

/** The APR the lender approved; for an application that has none, derived as at the liens. */
export function approvedAprOf(
  record: ApplicationRecord,
  profile: Profile,
  org: OrgRecord | undefined,
): number {
  const stored = record.application.approvedApr;
  if (typeof stored === 'number' && stored > 0) return stored;
  return approvedAprFor(aprFacts(record, profile, record.application.liens ?? []), org);
}

// ---- Part 1: from the liens to the submitted application.

/**
 * liens: each lien answered. The lender decides: approved, the maximum line, the APR and the
 * origination fee's percent, any earlier offer cleared; OFFER_GENERATION, then OFFER_SELECTION after two status reads.
 */
export function confirmLiens(
  record: ApplicationRecord,
  profile: Profile,
  org: OrgRecord | undefined,
  liens: Lien[],
): ApplicationRecord {
  const homeValue = record.application.adjustedHomeAmount ?? 0;
  const decided: ApplicationRecord = {
    ...record,
    status: { ...record.status, liensComplete: true, uwDecision: 'APPROVED' },
    application: {
      ...record.application,
      liens,
      uwCalculatedDrawAmount: approvedMaximum(homeValue, liens, org),
      approvedApr: approvedAprFor(aprFacts(record, profile, liens), org),
      originationFeePercent: originationFeePercentFor(org),
      amount: 0,
      term: 0,
      rate: 0,
    },
  };
  return startWaiting(decided, 'OFFER_GENERATION', 'OFFER_SELECTION');
}

/**
 * product/select: the line and term chosen, priced (an application decided before the fee was
 * recorded takes the organisation's); then where the records call for.
 */
export function chooseOffer(
  record: ApplicationRecord,
  profile: Profile,
  org: OrgRecord | undefined,
  offer: { amount: number; years: OfferTermYears },
  mode: StepMode,
): ApplicationRecord {
  const approvedApr = approvedAprOf(record, profile, org);
  const maxAmount = record.application.uwCalculatedDrawAmount ?? 0;
  const chosen: ApplicationRecord = {
    ...record,
    application: {
      ...record.application,
      amount: offer.amount,
      term: offer.years * 12,
      rate: offerApr(offer.amount, offer.years, { approvedApr, maxAmount, ...aprRange(org) }),
      approvedApr,
      originationFeePercent:
        record.application.originationFeePercent ?? originationFeePercentFor(org),
    },
  };
  return mode === 'move' ? moveOn(chosen, profile, 'COLLECT_ADDITIONAL_INFO') : chosen;
}

/** product/assets: the liquid assets satisfy the asset-depletion review; OFFER_SELECTION. */
export function recordAssets(record: ApplicationRecord, assets: number): ApplicationRecord {
  const moved = inState(record, 'OFFER_SELECTION');
  return {
    ...moved,
    status: { ...moved.status, uwDecision: 'APPROVED', uwSubDecision: null },
    application: { ...moved.application, liquidAssets: assets, assetDepletion: { complete: true } },
  };
}

/** product/prequal-winback: the lower offer accepted; an amount above it cleared. */
export function acceptWinback(record: ApplicationRecord): ApplicationRecord {
  const moved = inState(record, 'OFFER_SELECTION');
  const max = moved.application.uwCalculatedDrawAmount ?? 0;
  const tooHigh = moved.application.amount > max;
  return {
    ...moved,
    application: {
      ...moved.application,
      ...(tooHigh ? { amount: 0, term: 0, rate: 0 } : {}),
      prequalWinback: { accepted: true, at: nowIso() },
    },
  };
}

/**
 * start/contact: how the borrower owns the home (on the selected address, added to the profile
 * when it is not there), an SSN on file (only `hasSsn`) and the hard-credit consent; HMDA.
 */
export function recordMoreInfo(
  record: ApplicationRecord,
  owner: PersonRecord,
  ownership: string,
  mode: StepMode,
): { record: ApplicationRecord; owner: PersonRecord } {
  const selected = record.application.selectedPropertyUuid;
  const property = record.application.property;
  const hasAddress = owner.profile.addresses.some((a) => a.uuid === selected);
  const addresses = hasAddress
    ? owner.profile.addresses.map((a) => (a.uuid === selected ? { ...a, ownership } : a))
    : [
        ...owner.profile.addresses,
        ...(property ? [{ ...property.address, uuid: selected ?? property.uuid, ownership }] : []),
      ];
  const profile: Profile = { ...owner.profile, addresses, hasSsn: true };
  const consents = record.application.consents.some((c) => c.type === 'HARD_CREDIT')
    ? record.application.consents
    : [...record.application.consents, { type: 'HARD_CREDIT' as const, acceptedAt: nowIso() }];
  const updated: ApplicationRecord = {
    ...record,
    application: { ...record.application, consents },
  };
  return {
    record: mode === 'move' ? moveOn(updated, profile, 'HMDA') : updated,
    owner: { ...owner, profile, updatedAt: nowIso() },
  };
}

/** start/hmda: the answers; WAITING_FOR_SUMMARY, then APP_SUBMISSION with the summary ready. */
export function recordHmda(
  record: ApplicationRecord,
  profile: Profile,
  hmda: HmdaAnswers,
  mode: StepMode,
): ApplicationRecord {
  const updated: ApplicationRecord = {
    ...record,
    application: { ...record.application, hasHmda: true, hmda },
  };
  return mode === 'move' ? moveOn(updated, profile, 'APP_SUBMISSION') : updated;
}

/**
 * document/disclosures: the documents accepted, added to those accepted before, each with the
 * time it was first accepted (the date on the borrower's copy).
 */
export function acceptDisclosures(
  record: ApplicationRecord,
  documents: readonly string[],
): ApplicationRecord {
  const accepted = [...new Set([...(record.application.acceptedDisclosures ?? []), ...documents])];
  const now = nowIso();
  const acceptances = { ...record.application.disclosureAcceptances };
  for (const uuid of documents) acceptances[uuid] ??= now;
  return {
    ...record,
    application: {
      ...record.application,
      acceptedDisclosures: accepted,
      disclosureAcceptances: acceptances,
    },
  };
}

/** start/app-summary: the application submitted; INCOME_VERIFICATION. */
export function submitApplication(record: ApplicationRecord): ApplicationRecord {
  const moved = inState(record, 'INCOME_VERIFICATION');
  return {
    ...moved,
    status: {
      ...moved.status,
      disclosurelistSummaryReady: true,
      disclosurelistSummaryComplete: true,
    },
  };
}

// ---- Part 2: from income to funding.

/**
 * Where the lender goes once the borrower's ID is complete: a Texas home whose valuation is
 * required (or not yet known, as the local step machine reads it) to BPO_ORDER; else the closing
 * documents are generated (NOTE_SIGNING_GENERATION, two status reads) and NOTE_SIGNING opens.
 */
function afterIdentity(record: ApplicationRecord): ApplicationRecord {
  const texas = record.application.property?.state === 'TX';
  const bpo = record.status.bpo;
  if (texas && (bpo === BPO_STATUS.REQUIRED || bpo === BPO_STATUS.UNKNOWN))
    return inState(record, 'BPO_ORDER');
  return startWaiting(record, 'NOTE_SIGNING_GENERATION', 'NOTE_SIGNING', {
    disclosurelistClosingReady: true,
  });
}

/**
 * A document the borrower uploaded (its file already stored): added to the application; the
 * conditions and requests it answers are satisfied; the paystubs the income step counts move
 * INCOME_VERIFICATION on to DISBURSEMENT_ACCOUNT, a complete ID moves IDENTITY_VERIFICATION on.
 */
export function recordUpload(
  record: ApplicationRecord,
  document: ApplicationDocument & { type: DocumentType },
  file: StoredFile,
): ApplicationRecord {
  let next: ApplicationRecord = {
    ...record,
    application: {
      ...record.application,
      documents: [...record.application.documents, document],
    },
    documentFiles: { ...record.documentFiles, [document.uuid]: file },
  };
  const incomeVerified =
    document.type === 'PAYSTUB' &&
    isOpenIn(record, PART2_STEPS.paystub) &&
    paystubsIn(next) >= paystubsRequired(next);
  next = satisfyRequests(next, document.type);
  if (incomeVerified) {
    const moved = inState(next, 'DISBURSEMENT_ACCOUNT');
    return {
      ...moved,
      status: { ...moved.status, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
    };
  }
  if (
    ID_DOCUMENT_TYPES.has(document.type) &&
    isOpenIn(record, PART2_STEPS.identity) &&
    idComplete(next.application.documents)
  ) {
    return afterIdentity(next);
  }
  return next;
}

/**
 * income/employer-verification: the employer the lender calls. From EMPLOYMENT_VERIFICATION back
 * to INCOME_VERIFICATION; asked for at another state (employmentVerificationNeeded), state kept.
 */
export function recordEmployment(
  record: ApplicationRecord,
  employer: { employerName: string; employerPhone: string },
): ApplicationRecord {
  const [first, ...rest] = record.application.incomeSources;
  const recorded: ApplicationRecord = {
    ...record,
    status: { ...record.status, employmentVerificationNeeded: false },
    application: {
      ...record.application,
      incomeSources: first ? [{ ...first, employerName: employer.employerName }, ...rest] : [],
      employment: { ...employer, at: nowIso() },
    },
  };
  return isOpenIn(record, PART2_STEPS.employment)
    ? inState(recorded, 'INCOME_VERIFICATION')
    : recorded;
}

/** bank/disburse: where the line is paid out (the last 4 digits only); the state is kept. */
export function setDisburseAccount(
  record: ApplicationRecord,
  account: BankAccount,
): ApplicationRecord {
  return { ...record, application: { ...record.application, disburseAccount: account } };
}

/** bank/confirm: the account confirmed, and verified; AUTOPAY. */
export function confirmDisburseAccount(record: ApplicationRecord): ApplicationRecord {
  const moved = inState(record, 'AUTOPAY');
  return { ...moved, status: { ...moved.status, giactAccountStatus: 'VERIFIED' } };
}

/**
 * The consents with `authorization` as the AUTOPAY consent in force (none: no automatic
 * payments), in place of any earlier one.
 */
function withAutopayConsent(
  consents: readonly Consent[],
  authorization: AutopayAuthorization | null,
): Consent[] {
  const others = consents.filter((consent) => consent.type !== 'AUTOPAY');
  if (!authorization) return others;
  const { acceptedAt, version } = authorization;
  return [...others, { type: 'AUTOPAY', acceptedAt, version }];
}

/**
 * bank/autopay: AUTOPAY from the disbursement account, authorized now (recorded with its terms,
 * docs/sandbox.md#the-authorization-of-automatic-payments), or MANUAL, with no authorization in
 * force; IDENTITY_VERIFICATION.
 */
export function choosePayType(
  record: ApplicationRecord,
  org: OrgRecord | undefined,
  payType: 'AUTOPAY' | 'MANUAL',
  version: AutopayAuthorizationVersion = AUTOPAY_AUTHORIZATION_VERSION,
): ApplicationRecord {
  const moved = inState(record, 'IDENTITY_VERIFICATION');
  const disburse = record.application.disburseAccount;
  const account = payType === 'AUTOPAY' && disburse ? { ...disburse } : null;
  const authorization = account
    ? authorizeAutopay(moved.application, org, account.mask ?? '', new Date(), version)
    : null;
  return {
    ...moved,
    application: {
      ...moved.application,
      payType,
      autopayAccount: account,
      autopayAuthorization: authorization,
      consents: withAutopayConsent(moved.application.consents, authorization),
    },
  };
}

/**
 * bank/autopay-manual: automatic payments from an account typed by hand, authorized now;
 * IDENTITY_VERIFICATION.
 */
export function setAutopayAccount(
  record: ApplicationRecord,
  org: OrgRecord | undefined,
  account: BankAccount,
  version: AutopayAuthorizationVersion = AUTOPAY_AUTHORIZATION_VERSION,
): ApplicationRecord {
  const moved = inState(record, 'IDENTITY_VERIFICATION');
  const authorization = authorizeAutopay(
    moved.application,
    org,
    account.mask ?? '',
    new Date(),
    version,
  );
  return {
    ...moved,
    application: {
      ...moved.application,
      payType: 'AUTOPAY',
      autopayAccount: account,
      autopayAuthorization: authorization,
      consents: withAutopayConsent(moved.application.consents, authorization),
    },
  };
}

/**
 * After the merchant's review: the liens listed confirmed complete and correct. The closing
 * documents are then generated (no waiting here): NOTE_SIGNING.
 */
export function attestLiens(record: ApplicationRecord): ApplicationRecord {
  const { merchantReviewReads: _reads, ...rest } = record;
  const moved = inState(rest, 'NOTE_SIGNING');
  return {
    ...moved,
    status: {
      ...moved.status,
      condition: STATUS_CONDITION.LIEN_ATTESTED,
      disclosurelistClosingReady: true,
    },
    application: {
      ...moved.application,
      lienAttestation: { attested: true, at: nowIso() },
    },
  };
}

/** bpo/condition, bpo/order-bpo: the valuation ordered; BPO_PROCESSING. */
export function orderBpo(record: ApplicationRecord): ApplicationRecord {
  const moved = inState(record, 'BPO_PROCESSING');
  return { ...moved, status: { ...moved.status, bpo: 'ORDERED' } };
}

/** bpo/estimate-value: the borrower's estimate, beside the lender's value; BPO_ORDER. */
export function estimateHomeValue(record: ApplicationRecord, value: number): ApplicationRecord {
  const moved = inState(record, 'BPO_ORDER');
  return {
    ...moved,
    status: { ...moved.status, bpo: 'REQUIRED' },
    application: { ...moved.application, estimatedHomeValue: value },
  };
}

/** NOTARY_DISCLOSURE with the notary's documents ready (disclosurelistNotaryReady). */
export function notaryReady(record: ApplicationRecord): ApplicationRecord {
  const moved = inState(record, 'NOTARY_DISCLOSURE');
  return { ...moved, status: { ...moved.status, disclosurelistNotaryReady: true } };
}

/**
 * signing/sign: every closing document signed by the borrower. CO_DEED_REQUIRED when an
 * additional signer is pending (invited, or the home is owned jointly and none is yet), else
 * NOTARY_DISCLOSURE with the notary's documents ready.
 */
export function signClosingDocuments(
  record: ApplicationRecord,
  owner: PersonRecord,
  signatureName: string,
  documents: readonly string[],
): ApplicationRecord {
  const ownership = owner.profile.addresses.find(
    (a) => a.uuid === record.application.selectedPropertyUuid,
  )?.ownership;
  const coDeed = record.application.coDeedStatus;
  const signerPending =
    coDeed === 'PENDING' || (coDeed === 'NOT_REQUIRED' && ownership === 'JOINT');
  const signed: ApplicationRecord = {
    ...record,
    status: { ...record.status, disclosurelistClosingComplete: true },
    application: {
      ...record.application,
      signedClosingDocuments: [...documents],
      closingSignature: { name: signatureName.trim(), at: nowIso() },
      coDeedStatus: signerPending ? 'PENDING' : coDeed,
    },
  };
  return signerPending ? inState(signed, 'CO_DEED_REQUIRED') : notaryReady(signed);
}

/**
 * signing/additional: `signer` (an account made for them) is an additional signer of the
 * application, pending until they finish; `password` is the one generated for the invitation
 * (shown only by the control API). The state is kept.
 */
export function inviteSigner(
  record: ApplicationRecord,
  signer: PersonRecord,
  password: string,
): ApplicationRecord {
  const invited = addCoDeeder(record, signer);
  return {
    ...invited,
    invitations: [
      ...(record.invitations ?? []),
      { identityUuid: signer.uuid, password, invitedAt: nowIso(), doneAt: null },
    ],
  };
}

/** notary/intro: REMOTE (the eNotary session now) or MANUAL; the state is kept. */
export function chooseNotary(
  record: ApplicationRecord,
  mode: 'REMOTE' | 'MANUAL',
): ApplicationRecord {
  return {
    ...record,
    status: { ...record.status, manualNotary: mode === 'MANUAL' },
    application: { ...record.application, notaryMode: mode },
  };
}

/**
 * RESCISSION: the three business days to cancel, their period recorded
 * (docs/journey.md#the-right-to-cancel); insurance settled.
 */
function rescission(record: ApplicationRecord): ApplicationRecord {
  const moved = inState(recordRescission(record), 'RESCISSION');
  return {
    ...moved,
    status: { ...moved.status, checklistStatus: 'RESCISSION' },
    application: { ...moved.application, insurance: { complete: true } },
  };
}

/** notary/session: the borrower has signed before the eNotary; insurance first when asked for. */
export function finishNotarySession(record: ApplicationRecord): ApplicationRecord {
  const notarized: ApplicationRecord = {
    ...record,
    status: {
      ...record.status,
      primaryParticipantAcceptComplete: true,
      disclosurelistNotaryComplete: true,
    },
    application: { ...record.application, notarizedAt: nowIso() },
  };
  if (record.status.insuranceRequired) return inState(notarized, 'INSURANCE_REQUIRED');
  return rescission(notarized);
}

/** notary/schedule-manual: one of the slots reserved; MANUAL_DEED_SIGNING. */
export function reserveManualNotary(record: ApplicationRecord, slot: string): ApplicationRecord {
  const moved = inState(record, 'MANUAL_DEED_SIGNING');
  return {
    ...moved,
    status: { ...moved.status, manualNotary: true },
    application: { ...moved.application, requestedManualNotaryTime: slot },
  };
}

/** insurance/upload: the proofs are in; RESCISSION. */
export const completeInsurance = rescission;

/**
 * complete "Cancel my line of credit": the borrower cancels within the right to cancel; the
 * application is CANCELLED and the cancellation's time recorded (nothing is drawn; the lender
 * releases the deed of trust and returns any fee, docs/journey.md#the-right-to-cancel).
 */
export function cancelLine(record: ApplicationRecord): ApplicationRecord {
  const moved = inState(recordRescission(record), 'CANCELLED');
  const period = moved.application.rescission;
  return {
    ...moved,
    application: {
      ...moved.application,
      rescission: period ? { ...period, cancelledAt: nowIso() } : period,
    },
  };
}
