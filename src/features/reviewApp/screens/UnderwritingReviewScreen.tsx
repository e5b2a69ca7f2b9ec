import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/review-app/uw: the underwriting decision is REVIEW, a manual review by
 * an underwriter (reading chosen in the local step machine). The applicant waits; the page checks
 * again.
 */
export default function UnderwritingReviewScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          Your application needs a closer look from one of our underwriters, the people who decide
          on applications. This is a normal part of the process for some applications and does not
          mean it has been declined.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`An underwriter reviews your application, your credit report and your property’s details. We usually finish within 2 business days.`,
          t`If we need more information or a document, we will contact you by e-mail or phone.`,
          t`When the review is done, this page takes you to your next step.`,
        ]}
      />
      <h2 className="stop-page__heading">
        <Trans>What you can do</Trans>
      </h2>
      <p>
        <Trans>Nothing for now. Keep an eye on your e-mail in case we ask for something.</Trans>
      </p>
      <CheckAgain {...check} />
      <GetHelp heading={t`Questions about the review?`} />
    </Screen>
  );
}
