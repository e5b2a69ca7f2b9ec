/**
 * The pages reached from within a step (docs/routing.md#pages-within-a-step). Read by the
 * navigation policy only, so they load with the decision rules, not with the first screen
 * (docs/performance.md#the-first-screen).
 */
import type { RoutedStep } from './routedSteps';

/**
 * Each page reached from within a step, with the routed steps that open it: such a page is open while the routing's decision is one
 * of its steps, and closed otherwise, as the lender's own step is. Other pages of the
 * application (the disclosures, the conditions, the copies) belong to no step.
 */
const WITHIN_STEP_PAGES: readonly { page: string | RegExp; steps: readonly RoutedStep[] }[] = [
  // income/upload/{type}: the paystubs of income/review (MANUAL_PAYSTUB is a routed step).
  { page: /^income\/upload\/[^/]+$/, steps: ['income/review', 'income/upload/MANUAL_PAYSTUB'] },
  { page: 'bank/manual-disburse', steps: ['bank/disburse'] },
  { page: 'insurance/requirements', steps: ['insurance/upload'] },
  { page: 'signing/sign', steps: ['signing/intro'] },
];

/** The routed steps that open a page reached from within a step, or null for any other page. */
export function stepsOpeningPage(page: string): readonly RoutedStep[] | null {
  const entry = WITHIN_STEP_PAGES.find(({ page: match }) =>
    typeof match === 'string' ? match === page : match.test(page),
  );
  return entry?.steps ?? null;
}
