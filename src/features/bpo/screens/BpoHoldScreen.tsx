import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/bpo/hold: the property valuation (broker price opinion, BPO) or the
 * title work is in progress (server states BPO_PROCESSING, TITLE_PROCESSING, FINAL_TITLE, or
 * BPO_ORDER without a BPO required). The applicant waits; the page checks again.
 */
export default function BpoHoldScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          We are confirming your home’s value and its title (the records of who owns it and what is
          owed on it). For the value, a local real estate professional prepares a broker price
          opinion: they look at your home from the outside and compare it with recent sales nearby.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`The valuation and the title checks usually take 3 to 5 business days. You do not need to do anything.`,
          t`The agent may drive by your home. They do not need to come inside.`,
          t`When both are done, this page takes you to your next step.`,
        ]}
      />
      <CheckAgain {...check} />
      <GetHelp />
    </Screen>
  );
}
