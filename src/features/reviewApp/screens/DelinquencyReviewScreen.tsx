import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/review-app/delinquency: the credit report shows a late or missed payment
 * on a loan secured by the home (server state DELINQUENCY_REVIEW, or the DELINQUENCY condition).
 * The lender's team reviews it; the page checks again.
 */
export default function DelinquencyReviewScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          Your credit report shows a late or missed payment on your mortgage or another loan secured
          by your home. Before we can go on, our team needs to confirm that your payments are up to
          date.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`Our team reviews your payment history. We usually finish within 2 business days.`,
          t`We may ask for your latest mortgage statement, or proof that a missed payment has been made. We will contact you by e-mail or phone.`,
          t`When the review is done, this page takes you to your next step.`,
        ]}
      />
      <h2 className="stop-page__heading">
        <Trans>What you can do</Trans>
      </h2>
      <p>
        <Trans>
          Have your latest mortgage statement ready. If you believe the late payment on your credit
          report is a mistake, you can also dispute it with the credit bureau that reports it.
        </Trans>
      </p>
      <CheckAgain {...check} />
      <GetHelp heading={t`Questions about the review?`} />
    </Screen>
  );
}
