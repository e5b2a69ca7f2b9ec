import type { StatusObject } from '../status';
import type { RoutingDecision } from './decideRoute';
import { ROUTED_STEPS } from './destinations';
import { applicationRouteOf } from './applicationRoute';

/** What started a routing run (spec 1 sections 4.2 and 4.5). */
export type RoutingTrigger = 'open' | 'submission' | 'status-change';

export const DISCLOSURES_STEP = 'document/disclosures';

export interface NavigationVerdict {
  navigate: boolean;
  reason: string;
}

/**
 * Whether a decision moves the applicant from where they are.
 *
 * Opening a page: the steps the routing can send an applicant to belong to the router, so
 * opening one that is not theirs goes to theirs; the pages reached from within a step (signing,
 * bank confirmation, conditions...) stay open. A submission or a status change always routes,
 * except that a DECLINE does not move an applicant off the disclosures page (spec 1 section 4.5).
 * An additional signer is always moved to the signer area, whatever page they opened.
 */
export function navigationVerdict({
  pathname,
  decision,
  trigger,
  status,
}: {
  pathname: string;
  decision: RoutingDecision;
  trigger: RoutingTrigger;
  status: StatusObject | null;
}): NavigationVerdict {
  const normalise = (path: string) => path.replace(/\/+$/, '');
  if (normalise(pathname) === normalise(decision.path))
    return { navigate: false, reason: 'already there' };
  if (decision.source === 'signer') {
    return { navigate: true, reason: 'an additional signer belongs in the signer area' };
  }
  const current = applicationRouteOf(pathname);
  if (current?.step === DISCLOSURES_STEP && status?.uwDecision === 'DECLINE') {
    return { navigate: false, reason: 'DECLINE is not routed from the disclosures page' };
  }
  if (trigger === 'open' && current && current.step !== '' && !ROUTED_STEPS.has(current.step)) {
    return { navigate: false, reason: `${current.step} is reached from within a step` };
  }
  return { navigate: true, reason: `${trigger}: routed` };
}
