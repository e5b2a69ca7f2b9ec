/**
 * The steps the routing can send an applicant to (docs/routing.md#routed-pages). Such a page waits
 * for the routing before it shows, wherever the applicant opened it. The list is kept here, apart
 * from the tables that reach its steps, so that the pages can ask without carrying the decision
 * rules (those load with the first routing run): a table row naming a step missing here does not
 * compile, and a test proves every step listed is some row's destination.
 */
import type { ApplicationStep } from '../../app/routes/manifest';

/**
 * Where a step lives, relative to /account/heloc/{uuid}/; ROOT is the app's root
 * (/account/heloc/), which leaves for /dashboard.
 */
export const ROOT = '' as const;

export const ROUTED_STEP_LIST = [
  'bank/autopay',
  'bank/autopay-manual',
  'bank/disburse',
  'bpo/condition',
  'bpo/estimate-value',
  'bpo/hold',
  'bpo/order-bpo',
  'complete',
  'credit/error',
  'credit/social',
  'error/credit',
  'error/decline',
  'error/flood-cert',
  'error/income',
  'error/timeout',
  'hold',
  'identity',
  'income/employer-verification',
  'income/review',
  'income/upload/MANUAL_PAYSTUB',
  'insurance/upload',
  'liens',
  'merchant/lien-attestation',
  'merchant/review',
  'notary/intro',
  'notary/reserve-manual',
  'payoff/hold',
  'product/assets',
  'product/prequal-winback',
  'product/select',
  'review-app/datatree',
  'review-app/delinquency',
  'review-app/incorrect-pin',
  'review-app/no-credit',
  'review-app/property',
  'review-app/signdocs',
  'review-app/uw',
  'signing/additional',
  'signing/intro',
  'start/app-summary',
  'start/contact',
  'start/hmda',
  'start/profile',
] as const satisfies readonly ApplicationStep[];

export type RoutedStep = (typeof ROUTED_STEP_LIST)[number];

/** Where the routing may send an applicant: a routed step, or the root. */
export type StepPath = RoutedStep | typeof ROOT;

export const ROUTED_STEPS: ReadonlySet<string> = new Set<string>(ROUTED_STEP_LIST);
