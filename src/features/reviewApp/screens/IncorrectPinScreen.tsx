import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { BureauLinks, CreditRetry, TRY_AGAIN_LABEL } from '../../credit';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/review-app/incorrect-pin: the credit bureau holds the applicant's file
 * frozen with a PIN and the lender could not get past it (status.creditFrozenWithPin or the
 * INCORRECT_PIN condition). Reading chosen: the applicant lifts the freeze themselves at the
 * bureau, then "Try again" asks the lender to pull the credit again (`POST .../credit/retry`,
 * which clears creditFrozenWithPin), as on credit/error.
 */
export default function IncorrectPinScreen() {
  const { t } = useLingui();
  const tryAgain = t(TRY_AGAIN_LABEL);
  return (
    <Screen>
      <p>
        <Trans>
          Your credit file is frozen, and the credit bureau did not accept the PIN we had for it, so
          we could not get your credit report. This can happen when a freeze was set up with a new
          PIN or password, or when the PIN was mistyped.
        </Trans>
      </p>
      <NextSteps
        heading={t`What to do`}
        steps={[
          <>
            <Trans>
              Lift the freeze yourself, with your own PIN or password, at the bureau where your
              credit is frozen. If you have lost your PIN, the bureau can help you reset it.
            </Trans>{' '}
            <BureauLinks />
          </>,
          <Trans key="set-time">
            If you lift it for a set time only, choose at least a few days so we can finish checking
            your credit. A freeze lifted online or by phone takes effect within an hour.
          </Trans>,
          <Trans key="come-back">
            Come back to this page and select “{tryAgain}”. We will request your credit report again
            and take you to your next step.
          </Trans>,
        ]}
      />
      <CreditRetry />
      <GetHelp>
        <p>
          <Trans>We never need your bureau PIN or password. If you are stuck, contact us.</Trans>
        </p>
      </GetHelp>
    </Screen>
  );
}
