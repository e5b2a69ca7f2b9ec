import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useApplicationUuid } from '../application';
import { isRoutedState, offerRouteValues, selectLastDecision } from '../routing';
import { selectStatusObject } from '../status';
import type { RoutedOffer } from './offerDecision';

/**
 * The decision and `from` that product/select reads, the same for one state however the page was
 * reached (the routing, a Change link from the summary, a reload): from the application's status
 * as last read, as the routing reads it; before any status, what the routing carried (the
 * navigation's state, else its last decision for this page).
 */
export function useRoutedOffer(): RoutedOffer {
  const { state } = useLocation();
  const status = useAppSelector(selectStatusObject);
  const last = useAppSelector(selectLastDecision);
  const applicationUuid = useApplicationUuid();
  if (status) {
    const { decision, from } = offerRouteValues(status);
    return { decision, from: from ?? null };
  }
  if (isRoutedState(state) && (state.decision !== undefined || state.from !== undefined)) {
    return { decision: state.decision ?? null, from: state.from ?? null };
  }
  if (last && last.applicationUuid === applicationUuid && last.step === 'product/select') {
    return { decision: last.decision ?? null, from: last.from ?? null };
  }
  return { decision: null, from: null };
}
