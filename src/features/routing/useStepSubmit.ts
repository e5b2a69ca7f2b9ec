import { useLingui } from '@lingui/react/macro';
import { useAppDispatch } from '../../app/hooks';
import { useApplicationUuid } from '../application';
import { routingRequested } from './routingSlice';

/**
 * A step screen's submit (docs/journey.md): send the answer for the open application, then
 * ask the routing to decide where to go; a screen never names the next path. A failed call
 * throws to the form, which shows its message and keeps what was typed.
 */
export function useStepSubmit<Values>(
  send: (applicationUuid: string, values: Values) => Promise<unknown>,
): (values: Values) => Promise<void> {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  return async (values) => {
    if (!applicationUuid) throw new Error(t`No application is open`);
    await send(applicationUuid, values);
    dispatch(routingRequested({ applicationUuid, trigger: 'submission' }));
  };
}
