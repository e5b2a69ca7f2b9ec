import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useApplicationUuid } from '../application';
import { isRoutedState, selectLastDecision } from '../routing';
import type { RoutedOffer } from './offerDecision';

/**
 * The decision and `from` the routing carried to product/select: the navigation's state when the
 * routing sent the borrower here, else its last decision for this application when that decided
 * this page (the borrower opened it directly and the routing let them stay).
 */
export function useRoutedOffer(): RoutedOffer {
  const { state } = useLocation();
  const last = useAppSelector(selectLastDecision);
  const applicationUuid = useApplicationUuid();
  if (isRoutedState(state) && (state.decision !== undefined || state.from !== undefined)) {
    return { decision: state.decision ?? null, from: state.from ?? null };
  }
  if (last && last.applicationUuid === applicationUuid && last.step === 'product/select') {
    return { decision: last.decision ?? null, from: last.from ?? null };
  }
  return { decision: null, from: null };
}
