/**
 * GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status answers one flat object: the
 * server state in `state` (contract/server-states.md) beside the status fields of spec 1 section 3.
 */
export interface StatusObject {
  manualNotary?: boolean;
  uwDecision?: string | null;
  uwSubDecision?: string | null;
  liensComplete?: boolean;
  inquiryAttestNeeded?: boolean;
  inquiryAttestComplete?: boolean;
  disclosurelistSummaryReady?: boolean;
  disclosurelistSummaryComplete?: boolean;
  disclosurelistClosingReady?: boolean;
  disclosurelistClosingComplete?: boolean;
  disclosurelistNotaryReady?: boolean;
  disclosurelistNotaryComplete?: boolean;
  primaryParticipantAcceptComplete?: boolean;
  manualDeedSigningComplete?: boolean;
  manualPaystubUpload?: boolean;
  manualPaystubTasksComplete?: boolean;
  giactAccountStatus?: string | null;
  bpo?: string | null;
  title?: string | null;
  checklistStatus?: string | null;
  propertyComplete?: boolean;
  datatreeNoMatch?: boolean;
  creditFrozenWithPin?: boolean;
  dtiDecline?: boolean;
  creditScoreDecline?: boolean;
  employmentVerificationNeeded?: boolean;
  waitingOnFloodCert?: boolean;
  /**
   * Not in spec 1 section 3: the lender's word that proof of hazard insurance (and, with the
   * second, of flood insurance) is needed before funding (contract/journey.md, INSURANCE_REQUIRED).
   */
  insuranceRequired?: boolean;
  floodInsuranceRequired?: boolean;
  condition?: string | null;
}

export interface StatusResponse extends StatusObject {
  applicationUuid: string;
  state: string | null;
}
