import { UW_SUB_DECISION } from '../../contract/status';
import type { StatusObject } from '../status';

/**
 * What product/select is told of the offer by the status: the decision, and `from` signing/intro
 * for a verified, revised offer (the sub-decision VERIFIED_OFFER).
 */
export function offerRouteValues(status: Pick<StatusObject, 'uwDecision' | 'uwSubDecision'>): {
  from: 'signing/intro' | undefined;
  decision: string | null;
} {
  return {
    from: status.uwSubDecision === UW_SUB_DECISION.VERIFIED_OFFER ? 'signing/intro' : undefined,
    decision: status.uwDecision ?? null,
  };
}
