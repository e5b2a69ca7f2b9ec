/**
 * Spec 1 section 2: every route and the heading its screen shows, shared by the component tests
 * and the browser tests. Application routes are relative to /account/heloc/{uuid}/.
 */
export const APPLICATION_ROUTE_HEADINGS: readonly (readonly [string, string])[] = [
  ['bank/autopay', 'Set up automatic payments'],
  ['bank/confirm', 'Confirm your bank account'],
  ['bank/disburse', 'Choose where to receive your funds'],
  ['bank/manual-disburse', 'Enter your bank account details'],
  ['credit/social', 'Confirm your Social Security number'],
  ['credit/error', 'We could not access your credit report'],
  ['complete', 'Your line of credit is on its way'],
  ['conditions', 'Your outstanding tasks'],
  ['conditions/upload-document', 'Upload a requested document'],
  ['conditions/phone-number', 'Add your phone number'],
  ['document/disclosures', 'Review your disclosures'],
  ['error/decline', 'We are unable to approve your application'],
  ['error/credit', 'Your application did not meet our credit requirements'],
  ['error/income', 'Your application did not meet our income requirements'],
  ['error/timeout', 'This is taking longer than expected'],
  ['error/flood-cert', 'We are waiting on your flood certificate'],
  ['income/review', 'Review your income'],
  ['income/pointserv-callback', 'Connecting your income source'],
  ['income/upload/MANUAL_PAYSTUB', 'Upload your income documents'],
  ['income/employer-verification', 'Verify your employer'],
  ['identity', 'Verify your identity'],
  ['insurance/upload', 'Upload proof of insurance'],
  ['insurance/requirements', 'Homeowners insurance requirements'],
  ['liens', 'Review the liens on your property'],
  ['notary/intro', 'Meet your notary'],
  ['notary/schedule-manual', 'Schedule your notary appointment'],
  ['notary/reserve-manual', 'Reserve your notary appointment'],
  ['notary/session', 'Your notary session'],
  ['notary/error', 'We could not start your notary session'],
  ['product/assets', 'Verify your assets'],
  ['product/select', 'Select your offer'],
  ['product/prequal-winback', 'Your updated offer'],
  ['signing/intro', 'Get ready to sign'],
  ['signing/sign', 'Sign your loan documents'],
  ['signing/additional', 'Additional signers'],
  ['signing/support', 'Help with signing'],
  ['start/profile', 'Tell us about yourself'],
  ['start/contact', 'Confirm your contact information'],
  ['start/hmda', 'Government monitoring information'],
  ['start/app-summary', 'Review your application'],
  ['review-app/incorrect-pin', 'Your credit freeze PIN did not work'],
  ['review-app/no-credit', 'We could not find your credit file'],
  ['review-app/property', 'We could not verify your property'],
  ['review-app/uw', 'Your application is being reviewed'],
  ['review-app/delinquency', 'We are reviewing your mortgage payments'],
  ['review-app/incorrect-ownership', 'We could not confirm your ownership'],
  ['payoff/hold', 'We are processing your payoff request'],
  ['bpo/condition', 'A property valuation is required'],
  ['bpo/hold', 'Your property valuation is in progress'],
  ['bpo/waiting', 'Waiting for your property valuation'],
  ['bpo/estimate-value', 'Estimate your home value'],
  ['bpo/order-bpo', 'Order a property valuation'],
  ['hold', 'Your appraisal is being scheduled'],
  ['review-app/datatree', 'This is taking longer than expected'],
  ['review-app/signdocs', 'This is taking longer than expected'],
];

/** Routes outside /{uuid}; heloc-signer routes other than login need a session. */
export const TOP_LEVEL_ROUTE_HEADINGS: readonly (readonly [string, string])[] = [
  ['plaid-oauth-success', 'Finishing your bank connection'],
  ['register', 'Apply for a home equity line of credit'],
  ['register/account-setup', 'Create your account'],
  ['register/support', 'Help with your application'],
  ['heloc-signer/resume', 'Pick up where you left off'],
  ['heloc-signer/login', 'Additional signer sign in'],
  ['heloc-signer/cancelled', 'This signing has been cancelled'],
  ['heloc-signer/identity', 'Verify your identity'],
  ['heloc-signer/intro', 'You have been added as a signer'],
  ['heloc-signer/error', 'We could not continue your signing'],
  ['heloc-signer/sign', 'Sign your documents'],
  ['heloc-signer/documents', 'Your documents'],
  ['heloc-signer/conditions', 'Your tasks'],
  ['heloc-signer/conditions/upload-document', 'Upload a document'],
  ['heloc-signer/conditions/identity', 'Confirm your identity'],
];

/** Spec 1 section 6: what an anonymous visitor may open. */
export const ANONYMOUS_ROUTES = [
  'register',
  'register/account-setup',
  'register/support',
  'heloc-signer/login',
];

/** Index routes that redirect to the application's own route (spec 1 section 2.2). */
export const INDEX_REDIRECTS = [
  'bank',
  'credit',
  'document',
  'error',
  'insurance',
  'notary',
  'product',
  'signing',
  'start',
  'review-app',
  'bpo',
];

/** The heading of a routed page while its routing is decided. */
export const FINDING_NEXT_STEP = 'Finding your next step';
export const NOT_ACCEPTING_HEADING = 'We are not accepting applications here';
export const NOT_FOUND_HEADING = 'We could not find that page';

/**
 * Records that make each routed page the applicant's own step, so it shows instead of sending
 * them on: server states where the table names the page, local-machine facts where only the
 * fallback does. `state: null` is an unmatched server state.
 */
export interface Scenario {
  state: string | null;
  status?: Record<string, unknown>;
  application?: Record<string, unknown>;
  profile?: Record<string, unknown>;
}

const at = (state: string, status: Record<string, unknown> = {}): Scenario => ({ state, status });
const local = (
  status: Record<string, unknown>,
  rest: Omit<Scenario, 'state' | 'status'> = {},
): Scenario => ({
  state: null,
  status,
  ...rest,
});
const TEXAS_PROPERTY = {
  property: {
    uuid: 'tx-1',
    state: 'TX',
    address: { street1: '908 Live Oak Dr', city: 'Austin', state: 'TX', zip: '78704' },
  },
};

export const ROUTED_PAGE_SCENARIOS: Readonly<Record<string, Scenario>> = {
  'bank/autopay': at('AUTOPAY'),
  'bank/disburse': at('DISBURSEMENT_ACCOUNT'),
  'credit/social': at('CREDIT_NO_MATCH'),
  'credit/error': at('SOFT_CREDIT_FROZEN'),
  complete: at('FUNDABLE'),
  'error/decline': at('DECLINED'),
  'error/credit': local({ creditScoreDecline: true }),
  'error/income': local({ uwDecision: 'DECLINE', dtiDecline: true }),
  'error/timeout': at('FACTA_REVIEW'),
  'error/flood-cert': at('CLOSING_DISCLOSURE_GENERATION', { waitingOnFloodCert: true }),
  'income/review': at('INCOME_VERIFICATION'),
  'income/upload/MANUAL_PAYSTUB': local(
    { manualPaystubUpload: true, manualPaystubTasksComplete: false },
    { application: { incomeSources: [{ uuid: 'inc-w2', employmentType: 'FULL_TIME' }] } },
  ),
  'income/employer-verification': at('EMPLOYMENT_VERIFICATION'),
  identity: at('IDENTITY_VERIFICATION'),
  'insurance/upload': local(
    {
      uwDecision: 'APPROVED',
      uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
      liensComplete: true,
      disclosurelistSummaryReady: true,
      disclosurelistSummaryComplete: true,
      disclosurelistClosingReady: true,
      disclosurelistClosingComplete: true,
      disclosurelistNotaryReady: true,
      primaryParticipantAcceptComplete: true,
      bpo: 'NOT_REQUIRED',
    },
    {
      application: {
        selectedPropertyUuid: 'scenario-address',
        term: 120,
        amount: 50000,
        hasHmda: true,
        consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
        disburseAccount: { uuid: 'acct-1', routingNumber: '121000358', mask: '6789' },
        payType: 'MANUAL',
        documents: [{ uuid: 'doc-1', type: 'DRIVERS_LICENSE_FRONT' }],
        coDeedStatus: 'COMPLETE',
        insurance: { complete: false },
      },
      profile: {
        hasSsn: true,
        addresses: [
          {
            uuid: 'scenario-address',
            street1: '2140 Capitol Ave',
            city: 'Sacramento',
            state: 'CA',
            zip: '95816',
            ownership: 'SOLE',
          },
        ],
      },
    },
  ),
  liens: at('LIEN_VERIFICATION'),
  'notary/intro': at('NOTARY_DISCLOSURE'),
  'notary/reserve-manual': at('MANUAL_DEED_SIGNING'),
  'product/assets': at('ASSETS_PREQUAL'),
  'product/select': at('OFFER_SELECTION'),
  'product/prequal-winback': at('LIEN_POSITION_REQUALIFY'),
  'signing/intro': at('NOTE_SIGNING'),
  'signing/additional': at('CO_DEED_REQUIRED'),
  'start/profile': local({}, { profile: { name: null } }),
  'start/contact': at('COLLECT_ADDITIONAL_INFO'),
  'start/hmda': at('HMDA'),
  'start/app-summary': at('APP_SUBMISSION'),
  'review-app/incorrect-pin': local({ condition: 'INCORRECT_PIN' }),
  'review-app/no-credit': at('CREDIT_NO_MATCH_SSN'),
  'review-app/property': at('NO_PROPERTY_FOUND'),
  'review-app/delinquency': at('DELINQUENCY_REVIEW'),
  'review-app/datatree': local({ datatreeNoMatch: true }),
  'review-app/signdocs': at('CLOSING_DISCLOSURE_GENERATION'),
  'payoff/hold': at('PAYOFF_REQUEST_PENDING'),
  'bpo/condition': { state: 'BPO_ORDER', status: { bpo: 'REQUIRED' }, application: TEXAS_PROPERTY },
  'bpo/hold': at('BPO_PROCESSING'),
  'bpo/estimate-value': at('NO_AVM'),
  'bpo/order-bpo': {
    state: 'BPO_ORDER',
    status: { bpo: 'REQUIRED' },
    application: {
      property: {
        uuid: 'ca-1',
        state: 'CA',
        address: { street1: '2140 Capitol Ave', city: 'Sacramento', state: 'CA', zip: '95816' },
      },
    },
  },
  hold: at('ONSITE_APPRAISAL'),
};

/** Routed pages no state leads to (spec 1 section 4.1 has no move into uwReview). */
export const UNREACHABLE_ROUTED_PAGES = ['review-app/uw'];

/** Objects merged key by key, arrays and values replaced (as the sandbox's control API does). */
export function mergeScenario<T>(base: T, patch: unknown): T {
  if (patch === undefined) return base;
  if (!isPlain(base) || !isPlain(patch)) return patch as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeScenario(out[key], value);
  return out as T;
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
