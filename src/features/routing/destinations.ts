import type {
  KEPT_AFTER_WAITING,
  ServerState,
  SettlingState,
  TerminalState,
} from '../../contract/serverStates';
import type { HelocApplication } from '../application';
import { BPO_STATUS } from '../../contract/status';
import type { StatusObject } from '../status';
import type { LocalStep } from './localStepMachine';
import { TEXAS } from './snapshot';

import { offerRouteValues } from './offerRoute';
import { ROOT, type StepPath } from './routedSteps';

export { ROOT, type StepPath };

export interface Destination {
  /** Relative to /account/heloc/{uuid}/, or ROOT. */
  step: StepPath;
  /** Which row or move decided. */
  rule: string;
  /**
   * Offer selection carries where the borrower came from and the decision
   * (docs/routing.md#where-each-state-leads).
   */
  from?: StepPath;
  decision?: string | null;
}

interface Context {
  status: StatusObject;
  application: HelocApplication | null;
}

interface Picked {
  step: StepPath;
  variant?: string;
  from?: StepPath;
  decision?: string | null;
}

/** A table row: the steps it can give, and how it picks one. */
interface Row {
  steps: readonly StepPath[];
  pick(ctx: Context): Picked;
}

const to = (step: StepPath): Row => ({ steps: [step], pick: () => ({ step }) });

/** `step` when `test` names a reason (the rule's variant), else the `otherwise` row. */
const when = (test: (ctx: Context) => string | false, step: StepPath, otherwise: Row): Row => ({
  steps: [step, ...otherwise.steps],
  pick: (ctx) => {
    const variant = test(ctx);
    return variant ? { step, variant } : otherwise.pick(ctx);
  },
});

const offerSelection: Row = {
  steps: ['product/select'],
  pick: ({ status }) => {
    const { from, decision } = offerRouteValues(status);
    return {
      step: 'product/select',
      ...(from ? { from } : {}),
      decision,
      variant: [from && `from ${from}`, `decision ${decision ?? 'none'}`]
        .filter(Boolean)
        .join(', '),
    };
  },
};

const creditError = to('credit/error');
const reviewProperty = to('review-app/property');
const signingIntro = to('signing/intro');
const appSummary = to('start/app-summary');
const bankAutopay = to('bank/autopay');
const estimateValue = to('bpo/estimate-value');
const bpoHold = to('bpo/hold');
const complete = to('complete');
const errorTimeout = to('error/timeout');
const notaryIntro = to('notary/intro');
const hold = to('hold');
const root = to(ROOT);

/**
 * The states that lead somewhere: every listed state but the waiting ones, and the one waiting
 * state kept when its tries run out.
 */
export type RoutedState = TerminalState | SettlingState | typeof KEPT_AFTER_WAITING;

/** docs/routing.md#where-each-state-leads, row by row; a routed state without a row does not compile. */
export const SERVER_STATE_TABLE: Readonly<Record<RoutedState, Row>> = {
  CREDIT_NO_MATCH: to('credit/social'),
  CREDIT_NO_MATCH_SSN: to('review-app/no-credit'),
  SOFT_CREDIT_LOCKED: creditError,
  SOFT_CREDIT_FROZEN: creditError,
  HARD_CREDIT_LOCKED: creditError,
  HARD_CREDIT_FROZEN: creditError,
  NO_PROPERTY_FOUND: reviewProperty,
  MULTIPLE_PROPERTIES: reviewProperty,
  DECLINED: to('error/decline'),
  COLLECT_ADDITIONAL_INFO: to('start/contact'),
  HMDA: to('start/hmda'),
  DELINQUENCY_REVIEW: to('review-app/delinquency'),
  CLOSING_DISCLOSURE_GENERATION: when(
    ({ status }) => Boolean(status.waitingOnFloodCert) && 'waiting on flood certificate',
    'error/flood-cert',
    to('review-app/signdocs'),
  ),
  NOTE_SIGNING: signingIntro,
  FINAL_OFFER: signingIntro,
  OFFER_SELECTION: offerSelection,
  REVISED_OFFER_SELECTION: offerSelection,
  NOTE_SIGNING_GENERATION: to('review-app/signdocs'),
  APP_SUBMISSION: appSummary,
  SUMMARY_GENERATION: appSummary,
  INCOME_VERIFICATION: to('income/review'),
  IDENTITY_VERIFICATION: to('identity'),
  ASSETS_PREQUAL: to('product/assets'),
  LIEN_POSITION_REQUALIFY: to('product/prequal-winback'),
  DISBURSEMENT_ACCOUNT: to('bank/disburse'),
  AUTOPAY_ACCOUNT: when(
    ({ application }) =>
      !application?.disburseAccount?.routingNumber &&
      !application?.isCrypto &&
      'no disburse routing number, not crypto',
    'bank/disburse',
    bankAutopay,
  ),
  AUTOPAY: bankAutopay,
  AUTOPAY_ACCOUNT_VERIFIED: bankAutopay,
  NO_AVM: estimateValue,
  HOME_VALUE_ESTIMATE: estimateValue,
  PAYOFF_REQUEST_PENDING: to('payoff/hold'),
  BPO_ORDER: when(
    ({ status, application }) =>
      status.bpo === BPO_STATUS.REQUIRED &&
      application?.property?.state === TEXAS &&
      'Texas, BPO required',
    'bpo/condition',
    when(
      ({ status }) => status.bpo === BPO_STATUS.REQUIRED && 'BPO required',
      'bpo/order-bpo',
      bpoHold,
    ),
  ),
  BPO_PROCESSING: bpoHold,
  TITLE_PROCESSING: bpoHold,
  FINAL_TITLE: bpoHold,
  RESCISSION: complete,
  RECORDING: complete,
  FUNDABLE: complete,
  DIRECT_DEBT_PAYOFF: complete,
  FUNDING_DECISION: complete,
  DEED_SIGNING: when(
    ({ status }) =>
      Boolean(status.primaryParticipantAcceptComplete) && 'primary participant accepted',
    'complete',
    notaryIntro,
  ),
  UNKNOWN: errorTimeout,
  CREDIT_ERROR: errorTimeout,
  FACTA_REVIEW: errorTimeout,
  CREDIT_MINOR: errorTimeout,
  LIEN_VERIFICATION: to('liens'),
  CO_DEED_REQUIRED: to('signing/additional'),
  NOTARY_DISCLOSURE: notaryIntro,
  ATTORNEY_REVIEW: notaryIntro,
  NOTARY_WAITING_PERIOD: notaryIntro,
  MANUAL_DEED_SIGNING: to('notary/reserve-manual'),
  INSURANCE_REQUIRED: to('insurance/upload'),
  EMPLOYMENT_VERIFICATION: to('income/employer-verification'),
  ONSITE_APPRAISAL: hold,
  ONSITE_APPRAISAL_SCHEDULED: hold,
  COMPLETE: root,
  CANCELLED: root,
};

/**
 * docs/routing.md#where-each-state-leads: the server state's destination, or null when the state is
 * unmatched.
 */
export function serverDestination(
  serverState: ServerState | null,
  status: StatusObject | null,
  application: HelocApplication | null,
): Destination | null {
  if (!serverState) return null;
  const row = (SERVER_STATE_TABLE as Partial<Record<ServerState, Row>>)[serverState];
  if (!row) return null;
  const { variant, ...destination } = row.pick({ status: status ?? {}, application });
  return { ...destination, rule: `server state ${serverState}${variant ? ` (${variant})` : ''}` };
}

const notaryFallback = when(
  ({ application }) =>
    Boolean(application?.requestedManualNotaryTime) && 'manual notary time requested',
  'notary/reserve-manual',
  notaryIntro,
);

/** docs/routing.md#the-fallback-table, state by state. */
export const FALLBACK_TABLE: Partial<Readonly<Record<LocalStep, Row>>> = {
  profile: to('start/profile'),
  ssnCredit: to('credit/social'),
  errorCredit: creditError,
  incorrectPin: to('review-app/incorrect-pin'),
  noCredit: to('review-app/no-credit'),
  noProperty: reviewProperty,
  datatreeError: to('review-app/datatree'),
  delinquency: to('review-app/delinquency'),
  uwReview: to('review-app/uw'),
  liens: to('liens'),
  product: to('product/select'),
  assetDepletion: to('product/assets'),
  moreProfile: to('start/contact'),
  hmda: to('start/hmda'),
  waitSummary: appSummary,
  appSummary,
  docVerify: to('identity'),
  manualPaystubUpload: to('income/upload/MANUAL_PAYSTUB'),
  incomeReview: to('income/review'),
  emplVerify: to('income/employer-verification'),
  waitMerchant: to('merchant/review'),
  lienAttestation: to('merchant/lien-attestation'),
  ach: when(
    ({ application }) => Boolean(application?.isCrypto) && 'crypto',
    'signing/intro',
    to('bank/disburse'),
  ),
  autopay: bankAutopay,
  manualAutopay: to('bank/autopay-manual'),
  waitSign: signingIntro,
  sign: signingIntro,
  codeed: to('signing/additional'),
  waitNotary: notaryFallback,
  notary: notaryFallback,
  insurance: to('insurance/upload'),
  waitFund: complete,
  declined: to('error/decline'),
  dtiDeclined: to('error/income'),
  creditScoreDeclined: to('error/credit'),
  bpo: to('bpo/condition'),
  bpoProcessing: bpoHold,
};

/**
 * docs/routing.md#the-fallback-table: the local step's destination when the server state is
 * unmatched. A step without a row goes to the root (`unlisted` tells the caller to log it).
 */
export function fallbackDestination(
  step: LocalStep,
  status: StatusObject | null,
  application: HelocApplication | null,
): Destination & { unlisted: boolean } {
  const row = FALLBACK_TABLE[step];
  if (!row) return { step: ROOT, rule: `local step ${step} (no row: root)`, unlisted: true };
  const { step: destination, variant } = row.pick({ status: status ?? {}, application });
  return {
    step: destination,
    rule: `local step ${step}${variant ? ` (${variant})` : ''}`,
    unlisted: false,
  };
}

/** Every step a row of either table can give (routedSteps.ts lists them for the pages). */
export const DESTINATIONS: ReadonlySet<StepPath> = new Set(
  [...Object.values(SERVER_STATE_TABLE), ...Object.values(FALLBACK_TABLE)].flatMap(
    (row) => row.steps,
  ),
);
