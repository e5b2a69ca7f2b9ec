import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadFailed } from '../../ui/LoadFailed';
import { Loader } from '../../ui/Loader';
import { Screen } from '../../ui/Screen';
import { routingRequested, selectRouting } from './routingSlice';

export const FINDING_NEXT_STEP = 'Finding your next step';
export const ROUTING_FAILED = 'We could not find your next step';

/** What a routed page shows until its routing is decided, or when it could not be. */
export function RoutingPending({ applicationUuid }: { applicationUuid: string }) {
  const dispatch = useAppDispatch();
  const { failure, phase } = useAppSelector(selectRouting);
  if (failure && phase === 'idle') {
    return (
      <LoadFailed
        title={ROUTING_FAILED}
        detail={failure}
        onRetry={() => dispatch(routingRequested({ applicationUuid, trigger: 'open' }))}
      />
    );
  }
  return (
    <Screen title={FINDING_NEXT_STEP}>
      <Loader label="Finding your next step" />
    </Screen>
  );
}
