import {
  APPLICATION_ROUTES,
  PAGE_ROUTES,
  REGISTRATION_ROUTES,
  SIGNER_ROUTES,
} from '../../src/app/routes/manifest';
import type { RouteEntry } from '../../src/loading/defineRoutes';
import { COPY_NOT_FOUND_MESSAGE } from '../../src/features/copies/copyWords';
import { i18n } from '../../src/lib/i18n';
import { titleOf } from './routeTitles';

/**
 * The routes docs/shell.md#routes names, written from the docs (not from the manifest), so a route
 * dropped from the manifest fails the tests. Application routes are relative to
 * /account/heloc/{uuid}/; `:type` is one path segment.
 */
export const SPEC_APPLICATION_ROUTES = [
  'bank/autopay',
  'bank/confirm',
  'bank/disburse',
  'bank/manual-disburse',
  'credit/social',
  'credit/error',
  'complete',
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'document/disclosures',
  'error/decline',
  'error/credit',
  'error/income',
  'error/timeout',
  'error/flood-cert',
  'income/review',
  'income/pointserv-callback',
  'income/upload/:type',
  'income/employer-verification',
  'identity',
  'insurance/upload',
  'insurance/requirements',
  'liens',
  'notary/intro',
  'notary/schedule-manual',
  'notary/reserve-manual',
  'notary/session',
  'notary/error',
  'product/assets',
  'product/select',
  'product/prequal-winback',
  'signing/intro',
  'signing/sign',
  'signing/additional',
  'signing/support',
  'start/profile',
  'start/contact',
  'start/hmda',
  'start/app-summary',
  'review-app/incorrect-pin',
  'review-app/no-credit',
  'review-app/property',
  'review-app/uw',
  'review-app/delinquency',
  'review-app/incorrect-ownership',
  'review-app/datatree',
  'review-app/signdocs',
  'payoff/hold',
  'bpo/condition',
  'bpo/hold',
  'bpo/waiting',
  'bpo/estimate-value',
  'bpo/order-bpo',
  'hold',
  // Named by the routing tables only; this app gives them screens.
  'merchant/review',
  'merchant/lien-attestation',
  'bank/autopay-manual',
];

/** Routes outside /{uuid} that docs/shell.md#routes names, relative to /account/heloc/. */
export const SPEC_TOP_LEVEL_ROUTES = [
  'plaid-oauth-success',
  'register',
  'register/account-setup',
  'register/support',
  'heloc-signer/resume',
  'heloc-signer/login',
  'heloc-signer/cancelled',
  'heloc-signer/identity',
  'heloc-signer/intro',
  'heloc-signer/error',
  'heloc-signer/sign',
  'heloc-signer/documents',
  'heloc-signer/conditions',
  'heloc-signer/conditions/upload-document',
  'heloc-signer/conditions/identity',
];

/**
 * A concrete path for a route pattern: the manual paystub upload stands for `:type`, a copy that
 * is none of the person's for `:copyUuid`.
 */
const example = (path: string) =>
  path.replace(':type', 'MANUAL_PAYSTUB').replace(':copyUuid', 'none-of-yours');

/**
 * The heading an application route shows at its example path: its title, except a copy's page,
 * titled by the copy it shows, which for a copy none of the borrower's says so
 * (docs/journey.md#copies-of-what-was-signed). (The signer's copy page, like every signer page,
 * keeps its title for someone who is not a finished signer.)
 */
const headingAt = (route: RouteEntry) =>
  route.path.includes(':copyUuid') ? i18n._(COPY_NOT_FOUND_MESSAGE) : i18n._(titleOf(route));

const under = (prefix: string, entries: readonly RouteEntry[]) =>
  entries.map((entry) => ({
    ...entry,
    path: [prefix, entry.path].filter(Boolean).join('/'),
    title: titleOf(entry),
  }));

/** Every application route of the manifest and the heading its screen shows. */
export const APPLICATION_ROUTE_HEADINGS: readonly (readonly [string, string])[] =
  APPLICATION_ROUTES.map((route) => [example(route.path), headingAt(route)] as const);

const TOP_LEVEL_ROUTES = [
  ...under('', PAGE_ROUTES),
  ...under('register', REGISTRATION_ROUTES),
  ...under('heloc-signer', SIGNER_ROUTES),
];

/** Routes outside /{uuid} and their headings; heloc-signer routes other than login need a session. */
export const TOP_LEVEL_ROUTE_HEADINGS: readonly (readonly [string, string])[] =
  TOP_LEVEL_ROUTES.map((route) => [example(route.path), i18n._(route.title)] as const);

/**
 * Routes that move a signed-in person on: the signer login goes to the resume page, which is the
 * signer area's router (it replaces itself with the signer's page, or sends someone who signs for
 * nothing to the root); plaid-oauth-success returns the person to the application last opened.
 */
export const MOVES_A_SIGNED_IN_PERSON_ON: ReadonlySet<string> = new Set([
  'heloc-signer/login',
  'heloc-signer/resume',
  'plaid-oauth-success',
]);

/**
 * The registration's pages: a signed-in borrower with an application in progress is shown that
 * application there instead (docs/journey.md#signed-in-with-an-application-in-progress).
 */
export const SHOW_AN_APPLICATION_IN_PROGRESS: ReadonlySet<string> = new Set(
  TOP_LEVEL_ROUTES.filter((route) => route.access === 'registration').map((route) => route.path),
);

/** docs/routing.md#roles-and-who-may-open-what: what an anonymous visitor may open (the manifest's access). */
export const ANONYMOUS_ROUTES = TOP_LEVEL_ROUTES.filter(
  (route) => route.access === 'anyone' || route.access === 'registration',
).map((route) => route.path);

/** Index routes that redirect to the application's own route. */
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
  'review-app/uw': local({ uwDecision: 'REVIEW' }),
  'merchant/review': local({ condition: 'MERCHANT_REVIEW' }),
  'merchant/lien-attestation': local({ condition: 'MERCHANT_REVIEWED' }),
  'bank/autopay-manual': local(
    { giactAccountStatus: 'FAILED_VERIFICATION' },
    {
      application: {
        payType: 'AUTOPAY',
        autopayAccount: null,
        disburseAccount: { uuid: 'acct-1', routingNumber: '121000358', mask: '6789' },
      },
    },
  ),
};

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
