import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { TakingLongNotice } from '../../../ui/TakingLongNotice';
import { selectRouting, useRoutingCheck } from '../../routing';

export { titles } from '../titles';

export const CHECKING_LABEL = msg`Finding your next step`;
export const CALLBACK_TEXT = msg`You are back from connecting your income. We are checking what we received and will take you to your next step.`;
export const ROUTING_FAILED_TEXT = msg`We could not find your next step.`;
export const TRY_AGAIN_LABEL = msg`Try again`;
export const STILL_HERE_TEXT = msg`If this page does not move on, select Continue.`;
export const CONTINUE_LABEL = msg`Continue`;

/**
 * /account/heloc/{uuid}/income/pointserv-callback: where an income-connection provider sends the
 * borrower back. The lender names the route only (docs/shell.md#routes); it is read as a callback
 * landing: nothing to ask, the routing decides where to go (as a status change would) as soon as
 * the page opens. While it decides the page shows a loader, and after a few seconds says it is
 * taking longer than usual; a routing that could not decide says so with "Try again"; a page
 * still open after a decision offers Continue, which asks again.
 */
export default function PointservCallbackScreen() {
  const { t } = useLingui();
  const { checking, onCheck } = useRoutingCheck();
  const { failure } = useAppSelector(selectRouting);
  // Whether a decision has begun since the page opened (before that, the page is only waiting).
  // (Set while rendering, as React advises for state that follows a prop.)
  const [started, setStarted] = useState(false);
  if (checking && !started) setStarted(true);
  useEffect(() => {
    onCheck();
  }, [onCheck]);

  const failed = started && !checking && failure !== null;
  const stillHere = started && !checking && failure === null;

  return (
    <Screen>
      <p>{t(CALLBACK_TEXT)}</p>
      {failed ? (
        <>
          <p>{t(ROUTING_FAILED_TEXT)}</p>
          <p className="load-failed__detail">{failure}</p>
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={onCheck}>
              {t(TRY_AGAIN_LABEL)}
            </button>
          </div>
        </>
      ) : stillHere ? (
        <>
          <p>{t(STILL_HERE_TEXT)}</p>
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={onCheck}>
              {t(CONTINUE_LABEL)}
            </button>
          </div>
        </>
      ) : (
        <Loader label={t(CHECKING_LABEL)} />
      )}
      <TakingLongNotice active={checking} />
    </Screen>
  );
}
