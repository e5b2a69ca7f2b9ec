/**
 * GET `${HELOC_STATUS_PATH}/{uuid}/status` (paths.ts): one flat object, the server state in
 * `state` beside the status fields (docs/routing.md#server-states). Absent fields stay absent.
 */
import {
  answerOf,
  type Answer,
  listedValue,
  namesOf,
  optionalFlag,
  optionalListed,
  readWith,
  record,
  text,
} from './schema';
import { serverStateOf } from './serverStates';

// The status's picklists (docs/routing.md#the-statuss-picklists): each a closed list, read
// leniently (an unlisted value reads as null and is logged), with its values by name for the
// comparisons of the app and the sandbox lender.

/** `uwDecision`: the lender's underwriting decision (its Decision enumeration). */
export const UW_DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export type UwDecision = (typeof UW_DECISIONS)[number];
export const UW_DECISION = namesOf(UW_DECISIONS);

/** `uwSubDecision`: how far the income was verified against the offer. */
export const UW_SUB_DECISIONS = [
  'UNVERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'FINAL_OFFER',
  'VERIFIED_OFFER',
  'NONE',
] as const;
export type UwSubDecision = (typeof UW_SUB_DECISIONS)[number];
export const UW_SUB_DECISION = namesOf(UW_SUB_DECISIONS);

/** `giactAccountStatus`: the verification of the disbursement account. */
export const GIACT_ACCOUNT_STATUSES = [
  'VERIFIED',
  'PENDING_REVIEW',
  'FAILED_VERIFICATION',
] as const;
export type GiactAccountStatus = (typeof GIACT_ACCOUNT_STATUSES)[number];
export const GIACT_ACCOUNT_STATUS = namesOf(GIACT_ACCOUNT_STATUSES);

/** `bpo`: the broker price opinion (the property's valuation). */
export const BPO_STATUSES = [
  'REQUIRED',
  'NOT_REQUIRED',
  'UNKNOWN',
  'ORDERED',
  'PROCESSING',
  'COMPLETE',
] as const;
export type BpoStatus = (typeof BPO_STATUSES)[number];
export const BPO_STATUS = namesOf(BPO_STATUSES);

/** `title`: the title search. */
export const TITLE_STATUSES = ['PROCESSING', 'FINAL', 'COMPLETE'] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];
export const TITLE_STATUS = namesOf(TITLE_STATUSES);

/** `checklistStatus`: where the funding checklist is, from the right to cancel on. */
export const CHECKLIST_STATUSES = [
  'GEN_RESCISSION',
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];
export const CHECKLIST_STATUS = namesOf(CHECKLIST_STATUSES);

/**
 * `condition`: the values that raise the routing's events (docs/routing.md#events). The lender's
 * description lists none for this field; these are the values the app and the sandbox lender
 * share, each the event docs/routing.md names.
 */
export const STATUS_CONDITIONS = [
  'CREDIT_LOCKED',
  'CREDIT_FROZEN',
  'CREDIT_NO_MATCH',
  'INCORRECT_PIN',
  'NO_CREDIT',
  'PROPERTY_NO_MATCH',
  'ID_REUPLOAD',
  'DOCUMENT_REQUIRED',
  'MERCHANT_REVIEW',
  'MERCHANT_REVIEWED',
  'LIEN_ATTESTED',
  'DELINQUENCY',
  'FUNDED',
] as const;
export type StatusCondition = (typeof STATUS_CONDITIONS)[number];
export const STATUS_CONDITION = namesOf(STATUS_CONDITIONS);

const statusEntries = {
  manualNotary: optionalFlag,
  uwDecision: optionalListed('uwDecision', UW_DECISIONS),
  uwSubDecision: optionalListed('uwSubDecision', UW_SUB_DECISIONS),
  liensComplete: optionalFlag,
  inquiryAttestNeeded: optionalFlag,
  inquiryAttestComplete: optionalFlag,
  disclosurelistSummaryReady: optionalFlag,
  disclosurelistSummaryComplete: optionalFlag,
  disclosurelistClosingReady: optionalFlag,
  disclosurelistClosingComplete: optionalFlag,
  disclosurelistNotaryReady: optionalFlag,
  disclosurelistNotaryComplete: optionalFlag,
  primaryParticipantAcceptComplete: optionalFlag,
  manualDeedSigningComplete: optionalFlag,
  manualPaystubUpload: optionalFlag,
  manualPaystubTasksComplete: optionalFlag,
  giactAccountStatus: optionalListed('giactAccountStatus', GIACT_ACCOUNT_STATUSES),
  bpo: optionalListed('bpo', BPO_STATUSES),
  title: optionalListed('title', TITLE_STATUSES),
  checklistStatus: optionalListed('checklistStatus', CHECKLIST_STATUSES),
  propertyComplete: optionalFlag,
  datatreeNoMatch: optionalFlag,
  creditFrozenWithPin: optionalFlag,
  dtiDecline: optionalFlag,
  creditScoreDecline: optionalFlag,
  employmentVerificationNeeded: optionalFlag,
  waitingOnFloodCert: optionalFlag,
  /**
   * The lender's word that proof of hazard insurance (and, with the second, of flood insurance)
   * is needed before funding (docs/journey.md, INSURANCE_REQUIRED).
   */
  insuranceRequired: optionalFlag,
  floodInsuranceRequired: optionalFlag,
  condition: optionalListed('condition', STATUS_CONDITIONS),
};

export const statusObjectSchema = record(statusEntries);

export const statusResponseSchema = record({
  ...statusEntries,
  applicationUuid: text(),
  /** A missing, empty or unlisted state reads as null: unmatched (an unlisted one is logged). */
  state: readWith(listedValue('state', serverStateOf)),
});

export type StatusObject = Answer<typeof statusObjectSchema>;
export type StatusResponse = Answer<typeof statusResponseSchema>;

export const readStatusResponse = answerOf(statusResponseSchema, 'status');
