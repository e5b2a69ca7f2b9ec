import { type Decoder, isRecord, optBool, optStr, required } from '../../api/decode';
import type { StatusObject, StatusResponse } from './types';

const BOOLEAN_FIELDS = [
  'manualNotary',
  'liensComplete',
  'inquiryAttestNeeded',
  'inquiryAttestComplete',
  'disclosurelistSummaryReady',
  'disclosurelistSummaryComplete',
  'disclosurelistClosingReady',
  'disclosurelistClosingComplete',
  'disclosurelistNotaryReady',
  'disclosurelistNotaryComplete',
  'primaryParticipantAcceptComplete',
  'manualDeedSigningComplete',
  'manualPaystubUpload',
  'manualPaystubTasksComplete',
  'propertyComplete',
  'datatreeNoMatch',
  'creditFrozenWithPin',
  'dtiDecline',
  'creditScoreDecline',
  'employmentVerificationNeeded',
  'waitingOnFloodCert',
  'insuranceRequired',
  'floodInsuranceRequired',
] as const satisfies readonly (keyof StatusObject)[];

const TEXT_FIELDS = [
  'uwDecision',
  'uwSubDecision',
  'giactAccountStatus',
  'bpo',
  'title',
  'checklistStatus',
  'condition',
] as const satisfies readonly (keyof StatusObject)[];

/** The status fields of spec 1 section 3; absent ones stay absent. */
export function decodeStatusObject(raw: Record<string, unknown>): StatusObject {
  const status: StatusObject = {};
  for (const field of BOOLEAN_FIELDS) {
    const value = optBool(raw[field]);
    if (value !== undefined) status[field] = value;
  }
  for (const field of TEXT_FIELDS) {
    const value = optStr(raw[field]);
    if (value !== undefined) status[field] = value;
  }
  return status;
}

export const decodeStatusResponse: Decoder<StatusResponse> = required((v) => {
  if (!isRecord(v)) return null;
  return {
    applicationUuid: typeof v.applicationUuid === 'string' ? v.applicationUuid : '',
    // A missing or empty state is "unmatched" (contract/server-states.md).
    state: typeof v.state === 'string' && v.state.trim() ? v.state.trim() : null,
    ...decodeStatusObject(v),
  };
}, 'status');
