import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useApplicationUuid } from '../application';
import { routingRequested, selectRoutingPhase } from './routingSlice';

/**
 * For a page where the applicant waits on the lender (src/ui/CheckAgain): whether the routing is
 * deciding now, and a check that asks it to decide again (as a status change would), so the
 * applicant moves on once the lender has. A newer check replaces a running one.
 */
export function useRoutingCheck(): { checking: boolean; onCheck: () => void } {
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  const checking = useAppSelector(selectRoutingPhase) !== 'idle';
  const onCheck = useCallback(() => {
    if (applicationUuid) dispatch(routingRequested({ applicationUuid, trigger: 'status-change' }));
  }, [dispatch, applicationUuid]);
  return { checking, onCheck };
}
