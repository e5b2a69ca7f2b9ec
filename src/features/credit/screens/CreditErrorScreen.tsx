import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { BureauLinks } from '../BureauLinks';
import { CreditRetry, TRY_AGAIN_LABEL } from '../CreditRetry';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/credit/error: the applicant's credit file is frozen or locked (soft or
 * hard credit, server states *_CREDIT_FROZEN and *_CREDIT_LOCKED), so the lender could not read
 * it. The page explains freezes and locks, links to each bureau, and "Try again" asks the lender
 * to pull the credit again, then the routing decides.
 */
export default function CreditErrorScreen() {
  const { t } = useLingui();
  // The button's label, as CreditRetry shows it.
  const tryAgain = t(TRY_AGAIN_LABEL);
  return (
    <Screen>
      <p>
        <Trans>
          Your credit file is frozen or locked at one or more of the credit bureaus, so we could not
          get your credit report. Nothing is wrong with your application: a freeze or a lock is a
          protection that stops lenders from seeing your report until you lift it.
        </Trans>
      </p>
      <NextSteps
        heading={t`What to do`}
        steps={[
          <>
            <Trans>
              Go to the website or app of each credit bureau where your credit is frozen or locked.
              If you are not sure which, check all three.
            </Trans>{' '}
            <BureauLinks />
          </>,
          <Trans key="lift">
            Lift (unfreeze) or unlock your credit. Lifting a freeze is free. You can lift it for a
            set time only; if you do, choose at least a few days so we can finish checking your
            credit. A freeze lifted online or by phone takes effect within an hour.
          </Trans>,
          <Trans key="come-back">
            Come back to this page and select “{tryAgain}”. We will request your credit report again
            and take you to your next step.
          </Trans>,
        ]}
      />
      <CreditRetry />
      <h2 className="stop-page__heading">
        <Trans>Frozen or locked: what is the difference?</Trans>
      </h2>
      <p>
        <Trans>
          A <strong>freeze</strong> is set up with each bureau and lifted with the PIN or password
          you chose, online, by phone or by mail. A <strong>lock</strong> is usually part of a
          bureau app or subscription and is switched off in that app. Either one keeps us from
          reading your report.
        </Trans>
      </p>
      <GetHelp>
        <p>
          <Trans>If you have lifted your freeze or lock and still see this page, contact us.</Trans>
        </p>
      </GetHelp>
    </Screen>
  );
}
