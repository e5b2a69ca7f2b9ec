import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { sendFailureMessage } from '../../lib/errorMessages';
import { TAKING_LONG_NOTICE } from '../../ui/TakingLongNotice';
import { SupportContact } from '../../ui/SupportContact';
import { useTakingLong } from '../../ui/useTakingLong';
import '../../ui/stopPage.css';
import { BorrowerOnly } from '../application';
import { useStepSubmit } from '../routing';
import { useRetryCreditMutation } from './creditApi';
import { PendingButton } from '../../ui/PendingButton';

export const TRY_AGAIN_LABEL = msg`Try again`;
export const TRYING_AGAIN_LABEL = msg`Trying again…`;
export const RETRY_SENT_MESSAGE = msg`Thank you. We are checking your credit again.`;
/** What the status says once the retry has taken a few seconds (src/ui/TakingLongNotice). */
export const RETRY_TAKING_LONG_MESSAGE = TAKING_LONG_NOTICE;

/**
 * "Try again" once the applicant has lifted their freeze or lock: asks the lender to pull their
 * credit again (`POST .../credit/retry`), then the routing decides. While the call is in flight
 * the button is disabled and busy, and a second click sends nothing; a failure shows its message
 * (a 400's joined messages, e.g. that the credit is still frozen) and the button stays for
 * another try.
 */
export function CreditRetry() {
  const { t } = useLingui();
  const [retryCredit, { isLoading }] = useRetryCreditMutation();
  const [outcome, setOutcome] = useState<{ error: string } | { sent: true } | null>(null);
  const inFlight = useRef(false);
  const slow = useTakingLong(isLoading);
  const submit = useStepSubmit((applicationUuid) => retryCredit({ applicationUuid }).unwrap());

  const tryAgain = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome(null);
    try {
      await submit(undefined);
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ error: sendFailureMessage(error) });
    } finally {
      inFlight.current = false;
    }
  };

  // Asking for the credit again is the borrower's alone (docs/routing.md#a-referred-application).
  return (
    <BorrowerOnly act={msg`lift the freeze or lock on their credit and try again`}>
      <div className="credit-retry">
        {outcome && 'error' in outcome ? (
          <p role="alert" className="stop-page__alert">
            {outcome.error}
          </p>
        ) : null}
        <div role="status" aria-live="polite">
          {slow ? (
            <>
              <p>{t(RETRY_TAKING_LONG_MESSAGE)}</p>
              <SupportContact />
            </>
          ) : outcome && 'sent' in outcome ? (
            <p>{t(RETRY_SENT_MESSAGE)}</p>
          ) : null}
        </div>
        <div className="button-row">
          <PendingButton pending={isLoading} onClick={() => void tryAgain()}>
            {isLoading ? t(TRYING_AGAIN_LABEL) : t(TRY_AGAIN_LABEL)}
          </PendingButton>
        </div>
      </div>
    </BorrowerOnly>
  );
}
