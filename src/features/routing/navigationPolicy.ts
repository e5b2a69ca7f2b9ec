import { UW_DECISION } from '../../contract/status';
import type { StatusObject } from '../status';
import type { RoutingDecision } from './decideRoute';
import { ROUTED_STEPS } from './routedSteps';
import { stepsOpeningPage } from './stepPages';
import { applicationRouteOf } from '../navigation';

/**
 * What started a routing run (docs/routing.md#other-routing-rules); 'step-closed': the lender
 * answered that the step a call was for is not open (docs/routing.md#a-step-that-is-closed).
 */
export type RoutingTrigger = 'open' | 'submission' | 'status-change' | 'step-closed';

export const DISCLOSURES_STEP = 'document/disclosures';

/** The borrower's check-your-answers page, and the query its Change links add. */
export const SUMMARY_STEP = 'start/app-summary';
export const CHANGE_PARAM = 'change';
/** `?change=app-summary`: the page was opened from the summary to change an answer. */
export const CHANGE_FROM_SUMMARY = 'app-summary';

/** The steps whose answers the summary's Change links open (start/app-summary's rows). */
export const SUMMARY_CHANGE_STEPS: ReadonlySet<string> = new Set([
  'start/contact',
  'start/hmda',
  'product/select',
]);

/** Whether a query string says its page was opened from the summary to change an answer. */
export function isChangeFromSummary(search: string | undefined): boolean {
  return new URLSearchParams(search ?? '').get(CHANGE_PARAM) === CHANGE_FROM_SUMMARY;
}

/**
 * A change from the summary (pure): opening one of the summary's editable steps with
 * `?change=app-summary` while the routing's decision is still the summary. The page stays open;
 * once it is submitted the routing decides again, and the lender (state unchanged) sends the
 * borrower back to the summary.
 */
export function isSummaryChange({
  step,
  search,
  decision,
  trigger,
}: {
  step: string;
  search: string | undefined;
  decision: Pick<RoutingDecision, 'step'>;
  trigger: RoutingTrigger;
}): boolean {
  return (
    trigger === 'open' &&
    decision.step === SUMMARY_STEP &&
    SUMMARY_CHANGE_STEPS.has(step) &&
    isChangeFromSummary(search)
  );
}

export interface NavigationVerdict {
  navigate: boolean;
  reason: string;
  /**
   * The page the applicant was on is a step the lender no longer has open for them: the move
   * says so (docs/routing.md#a-step-that-is-closed).
   */
  closed?: boolean;
}

/**
 * Whether a decision moves the applicant from where they are.
 *
 * Opening a page: the steps the routing can send an applicant to belong to the router, so opening
 * one that is not theirs goes to theirs; the pages reached from within a step (signing, bank
 * confirmation, conditions...) stay open while their step is the applicant's (stepsOpeningPage).
 * A page the applicant is moved off as closed (a page within a step that is not theirs, a page the
 * routing had sent them to, a step the lender answered is closed) is marked `closed`, so the move
 * says why (docs/routing.md#a-step-that-is-closed). A submission or a status change always routes, except
 * that a DECLINE does not move an applicant off the disclosures page
 * (docs/routing.md#other-routing-rules). An additional signer is always moved to the signer area,
 * whatever page they opened. A page opened from the summary's Change link stays open while the
 * decision is the summary (isSummaryChange).
 */
export function navigationVerdict({
  pathname,
  search,
  decision,
  trigger,
  status,
  routedHere = false,
}: {
  pathname: string;
  /** The location's query string ('?change=app-summary'); none is read as ''. */
  search?: string;
  decision: RoutingDecision;
  trigger: RoutingTrigger;
  status: StatusObject | null;
  /** The routing had sent the applicant to this page (its history entry says so). */
  routedHere?: boolean;
}): NavigationVerdict {
  const normalise = (path: string) => path.replace(/\/+$/, '');
  if (normalise(pathname) === normalise(decision.path))
    return { navigate: false, reason: 'already there' };
  if (decision.source === 'signer') {
    return { navigate: true, reason: 'an additional signer belongs in the signer area' };
  }
  const current = applicationRouteOf(pathname);
  if (current?.step === DISCLOSURES_STEP && status?.uwDecision === UW_DECISION.DECLINE) {
    return { navigate: false, reason: 'DECLINE is not routed from the disclosures page' };
  }
  if (current && isSummaryChange({ step: current.step, search, decision, trigger })) {
    return {
      navigate: false,
      reason: `${current.step} is open to change an answer of the summary`,
    };
  }
  if (trigger === 'open' && current && current.step !== '' && !ROUTED_STEPS.has(current.step)) {
    const opening = stepsOpeningPage(current.step);
    if (opening && !opening.some((step) => step === decision.step)) {
      return {
        navigate: true,
        reason: `${current.step} is closed: it belongs to ${opening.join(' or ')}`,
        closed: true,
      };
    }
    return { navigate: false, reason: `${current.step} is reached from within a step` };
  }
  if (trigger === 'step-closed') {
    return { navigate: true, reason: 'the lender answered that the step is closed', closed: true };
  }
  if (trigger === 'open' && routedHere && current && current.step !== '') {
    return {
      navigate: true,
      reason: `open: routed; ${current.step}, where the routing had sent the applicant, is closed`,
      closed: true,
    };
  }
  return { navigate: true, reason: `${trigger}: routed` };
}
