import type { ServerState } from '../../src/contract/serverStates';
import type { HelocApplication } from '../../src/features/application';
import type { StatusObject } from '../../src/contract/status';

const TEXAS: Partial<HelocApplication> = {
  property: {
    uuid: 'tx-property',
    state: 'TX',
    address: { street1: '908 Live Oak Dr', city: 'Austin', state: 'TX', zip: '78704' },
  },
};
const CALIFORNIA: Partial<HelocApplication> = {
  property: {
    uuid: 'ca-property',
    state: 'CA',
    address: { street1: '2140 Capitol Ave', city: 'Sacramento', state: 'CA', zip: '95816' },
  },
};

/**
 * contract/server-states.md "Destinations", one case per row and per branch: the state, the
 * status fields and application fields the branch reads, and the destination ('' is the root).
 */
export const SERVER_STATE_ROWS: [ServerState, StatusObject, Partial<HelocApplication>, string][] = [
  ['CREDIT_NO_MATCH', {}, {}, 'credit/social'],
  ['CREDIT_NO_MATCH_SSN', {}, {}, 'review-app/no-credit'],
  ['SOFT_CREDIT_LOCKED', {}, {}, 'credit/error'],
  ['SOFT_CREDIT_FROZEN', {}, {}, 'credit/error'],
  ['HARD_CREDIT_LOCKED', {}, {}, 'credit/error'],
  ['HARD_CREDIT_FROZEN', {}, {}, 'credit/error'],
  ['NO_PROPERTY_FOUND', {}, {}, 'review-app/property'],
  ['MULTIPLE_PROPERTIES', {}, {}, 'review-app/property'],
  ['DECLINED', {}, {}, 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', {}, {}, 'start/contact'],
  ['HMDA', {}, {}, 'start/hmda'],
  ['DELINQUENCY_REVIEW', {}, {}, 'review-app/delinquency'],
  ['CLOSING_DISCLOSURE_GENERATION', { waitingOnFloodCert: true }, {}, 'error/flood-cert'],
  ['CLOSING_DISCLOSURE_GENERATION', {}, {}, 'review-app/signdocs'],
  ['NOTE_SIGNING', {}, {}, 'signing/intro'],
  ['FINAL_OFFER', {}, {}, 'signing/intro'],
  ['OFFER_SELECTION', {}, {}, 'product/select'],
  ['REVISED_OFFER_SELECTION', {}, {}, 'product/select'],
  ['NOTE_SIGNING_GENERATION', {}, {}, 'review-app/signdocs'],
  ['APP_SUBMISSION', {}, {}, 'start/app-summary'],
  ['SUMMARY_GENERATION', {}, {}, 'start/app-summary'],
  ['INCOME_VERIFICATION', {}, {}, 'income/review'],
  ['IDENTITY_VERIFICATION', {}, {}, 'identity'],
  ['ASSETS_PREQUAL', {}, {}, 'product/assets'],
  ['LIEN_POSITION_REQUALIFY', {}, {}, 'product/prequal-winback'],
  ['DISBURSEMENT_ACCOUNT', {}, {}, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', {}, { disburseAccount: null, isCrypto: false }, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', {}, { disburseAccount: null, isCrypto: true }, 'bank/autopay'],
  ['AUTOPAY', {}, {}, 'bank/autopay'],
  ['AUTOPAY_ACCOUNT_VERIFIED', {}, {}, 'bank/autopay'],
  ['NO_AVM', {}, {}, 'bpo/estimate-value'],
  ['HOME_VALUE_ESTIMATE', {}, {}, 'bpo/estimate-value'],
  ['PAYOFF_REQUEST_PENDING', {}, {}, 'payoff/hold'],
  ['BPO_ORDER', { bpo: 'REQUIRED' }, TEXAS, 'bpo/condition'],
  ['BPO_ORDER', { bpo: 'REQUIRED' }, CALIFORNIA, 'bpo/order-bpo'],
  ['BPO_ORDER', { bpo: 'NOT_REQUIRED' }, TEXAS, 'bpo/hold'],
  ['BPO_ORDER', { bpo: 'UNKNOWN' }, CALIFORNIA, 'bpo/hold'],
  ['BPO_PROCESSING', {}, {}, 'bpo/hold'],
  ['TITLE_PROCESSING', {}, {}, 'bpo/hold'],
  ['FINAL_TITLE', {}, {}, 'bpo/hold'],
  ['RESCISSION', {}, {}, 'complete'],
  ['RECORDING', {}, {}, 'complete'],
  ['FUNDABLE', {}, {}, 'complete'],
  ['DIRECT_DEBT_PAYOFF', {}, {}, 'complete'],
  ['FUNDING_DECISION', {}, {}, 'complete'],
  ['DEED_SIGNING', { primaryParticipantAcceptComplete: true }, {}, 'complete'],
  ['DEED_SIGNING', {}, {}, 'notary/intro'],
  ['UNKNOWN', {}, {}, 'error/timeout'],
  ['CREDIT_ERROR', {}, {}, 'error/timeout'],
  ['FACTA_REVIEW', {}, {}, 'error/timeout'],
  ['CREDIT_MINOR', {}, {}, 'error/timeout'],
  ['LIEN_VERIFICATION', {}, {}, 'liens'],
  ['CO_DEED_REQUIRED', {}, {}, 'signing/additional'],
  ['NOTARY_DISCLOSURE', {}, {}, 'notary/intro'],
  ['ATTORNEY_REVIEW', {}, {}, 'notary/intro'],
  ['NOTARY_WAITING_PERIOD', {}, {}, 'notary/intro'],
  ['MANUAL_DEED_SIGNING', {}, {}, 'notary/reserve-manual'],
  ['INSURANCE_REQUIRED', {}, {}, 'insurance/upload'],
  ['EMPLOYMENT_VERIFICATION', {}, {}, 'income/employer-verification'],
  ['ONSITE_APPRAISAL', {}, {}, 'hold'],
  ['ONSITE_APPRAISAL_SCHEDULED', {}, {}, 'hold'],
  ['COMPLETE', {}, {}, ''],
  ['CANCELLED', {}, {}, ''],
];
