import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Screen } from '../../../ui/Screen';
import { SupportContact } from '../../../ui/SupportContact';
import { useApplicationUuid } from '../../application';
import { routingRequested, selectRoutingPhase } from '../../routing';
import { PendingButton } from '../../../ui/PendingButton';
import { useShownInterval } from '../../../ui/useShownInterval';

export { titles } from '../titles';

/** While the page is open, the routing is asked again this often (ms). */
export const MERCHANT_RECHECK_INTERVAL_MS = 30000;

export const CHECK_AGAIN_LABEL = msg`Check again`;

/**
 * /account/heloc/{uuid}/merchant/review: the merchant (the home-improvement company the line of
 * credit pays) is reviewing the application. The page says so, asks the routing again every
 * 30 s and on "Check again", and the routing moves the borrower on when the review is done.
 */
export default function MerchantReviewScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  const checking = useAppSelector(selectRoutingPhase) !== 'idle';
  // The timer skips a tick while a check is still running rather than restart it.
  const checkingNow = useRef(checking);
  useEffect(() => {
    checkingNow.current = checking;
  }, [checking]);

  // While in view (docs/requests.md#a-tab-left-open).
  useShownInterval(() => {
    if (!applicationUuid || checkingNow.current) return;
    dispatch(routingRequested({ applicationUuid, trigger: 'status-change' }));
  }, MERCHANT_RECHECK_INTERVAL_MS);

  const checkAgain = () => {
    if (!applicationUuid || checking) return;
    dispatch(routingRequested({ applicationUuid, trigger: 'status-change' }));
  };

  const seconds = MERCHANT_RECHECK_INTERVAL_MS / 1000;
  return (
    <Screen>
      <p>
        <Trans>
          The home-improvement company you are financing through this line of credit (the merchant)
          is reviewing your application. You do not need to do anything while they do.
        </Trans>
      </p>
      <p>
        <Trans>
          We will take you to the next step as soon as they finish. This page checks again every{' '}
          <Plural value={seconds} one="# second" other="# seconds" />, so you can keep it open or
          come back later.
        </Trans>
      </p>
      <p role="status" aria-live="polite">
        {checking ? t`Checking whether the merchant has finished…` : ''}
      </p>
      <div className="button-row">
        <PendingButton pending={checking} onClick={checkAgain}>
          {t(CHECK_AGAIN_LABEL)}
        </PendingButton>
      </div>
      <h2>
        <Trans>Questions about the review?</Trans>
      </h2>
      <SupportContact />
    </Screen>
  );
}
