import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/payoff/hold: a payoff request is pending (server state
 * PAYOFF_REQUEST_PENDING): the lender waits for the holder of a debt to be paid off with this
 * line of credit to confirm the amount. The applicant waits; the page checks again.
 */
export default function PayoffHoldScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          Part of your line of credit will pay off another loan or debt. We have asked its lender
          for a payoff statement, which confirms exactly how much is needed to pay it off in full.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`The other lender usually sends the statement within 3 to 5 business days. You do not need to do anything.`,
          t`We check the amount against your application.`,
          t`This page then takes you to your next step.`,
        ]}
      />
      <h2 className="stop-page__heading">
        <Trans>What you can do</Trans>
      </h2>
      <p>
        <Trans>
          Keep making your usual payments on that loan until it is paid off. If the other lender
          asks you to authorize the request, please do: it can speed things up.
        </Trans>
      </p>
      <CheckAgain {...check} />
      <GetHelp />
    </Screen>
  );
}
