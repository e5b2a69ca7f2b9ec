/**
 * GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status: one flat object, the server state
 * in `state` beside the status fields (docs/routing.md#server-states). Absent fields stay absent.
 */
import {
  answerOf,
  type Answer,
  optionalFlag,
  optionalText,
  readWith,
  record,
  text,
} from './schema';
import { serverStateOf } from './serverStates';

const statusEntries = {
  manualNotary: optionalFlag,
  uwDecision: optionalText,
  uwSubDecision: optionalText,
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
  giactAccountStatus: optionalText,
  bpo: optionalText,
  title: optionalText,
  checklistStatus: optionalText,
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
  condition: optionalText,
};

export const statusObjectSchema = record(statusEntries);

export const statusResponseSchema = record({
  ...statusEntries,
  applicationUuid: text(),
  /** A missing, empty or unlisted state reads as null: unmatched. */
  state: readWith(serverStateOf),
});

export type StatusObject = Answer<typeof statusObjectSchema>;
export type StatusResponse = Answer<typeof statusResponseSchema>;

export const readStatusResponse = answerOf(statusResponseSchema, 'status');
