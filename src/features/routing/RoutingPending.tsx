import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadFailed } from '../../ui/LoadFailed';
import { Loader } from '../../ui/Loader';
import { Screen } from '../../ui/Screen';
import { DECISION_LOAD_FAILED, routingRequested, selectRouting } from './routingSlice';

export const FINDING_NEXT_STEP = msg`Finding your next step`;
export const ROUTING_FAILED = msg`We could not find your next step`;

/** What a routed page shows until its routing is decided, or when it could not be. */
export function RoutingPending({ applicationUuid }: { applicationUuid: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { failure, phase } = useAppSelector(selectRouting);
  if (failure && phase === 'idle') {
    return (
      <LoadFailed
        title={t(ROUTING_FAILED)}
        detail={
          failure === DECISION_LOAD_FAILED ? t`Check your connection and try again.` : failure
        }
        onRetry={() => dispatch(routingRequested({ applicationUuid, trigger: 'open' }))}
      />
    );
  }
  return (
    <Screen title={t(FINDING_NEXT_STEP)}>
      <Loader label={t(FINDING_NEXT_STEP)} />
    </Screen>
  );
}
