import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { BureauLinks, CreditRetry, TRY_AGAIN_LABEL } from '../../credit';

/**
 * /account/heloc/{uuid}/review-app/incorrect-pin: the credit bureau holds the applicant's file
 * frozen with a PIN and the lender could not get past it (status.creditFrozenWithPin or the
 * INCORRECT_PIN condition). Reading chosen: the applicant lifts the freeze themselves at the
 * bureau, then "Try again" asks the lender to pull the credit again (`POST .../credit/retry`,
 * which clears creditFrozenWithPin), as on credit/error.
 */
export default function IncorrectPinScreen() {
  return (
    <Screen>
      <p>
        Your credit file is frozen, and the credit bureau did not accept the PIN we had for it, so
        we could not get your credit report. This can happen when a freeze was set up with a new PIN
        or password, or when the PIN was mistyped.
      </p>
      <NextSteps
        heading="What to do"
        steps={[
          <>
            Lift the freeze yourself, with your own PIN or password, at the bureau where your credit
            is frozen. If you have lost your PIN, the bureau can help you reset it. <BureauLinks />
          </>,
          <>
            If you lift it for a set time only, choose at least a few days so we can finish checking
            your credit. A freeze lifted online or by phone takes effect within an hour.
          </>,
          <>
            Come back to this page and select “{TRY_AGAIN_LABEL}”. We will request your credit
            report again and take you to your next step.
          </>,
        ]}
      />
      <CreditRetry />
      <GetHelp>
        <p>We never need your bureau PIN or password. If you are stuck, contact us.</p>
      </GetHelp>
    </Screen>
  );
}
