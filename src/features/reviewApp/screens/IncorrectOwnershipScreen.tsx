import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/review-app/incorrect-ownership: public records do not show the applicant
 * as an owner of the property the way the application says. No routing destination names it
 * (docs/shell.md#routes lists it); the lender's team reviews it and the page checks again.
 */
export default function IncorrectOwnershipScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          The public records for your property do not show you as an owner in the way your
          application says. For example, the home may be held in a trust or a company, under a
          previous name, or with another owner we were not told about.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`Our team compares your application with the county’s ownership records. We usually finish within 2 business days.`,
          t`We may ask for a document that shows how you own the home, such as your deed or trust papers. We will contact you by e-mail or phone.`,
          t`Once your ownership is confirmed, this page takes you to your next step.`,
        ]}
      />
      <h2 className="stop-page__heading">
        <Trans>What you can do</Trans>
      </h2>
      <p>
        <Trans>
          If the home is in a trust, or you have changed your name since you bought it, contact us:
          telling us now can speed up the review.
        </Trans>
      </p>
      <CheckAgain {...check} />
      <GetHelp />
    </Screen>
  );
}
