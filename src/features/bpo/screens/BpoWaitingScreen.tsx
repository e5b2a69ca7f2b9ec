import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/bpo/waiting: the property valuation (broker price opinion, BPO) has been
 * ordered and its result is awaited. No routing destination names it (docs/shell.md#routes lists
 * it); the applicant waits and the page checks again.
 */
export default function BpoWaitingScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          Your property valuation has been ordered. A local real estate professional is preparing a
          broker price opinion: they look at your home from the outside and compare it with recent
          sales nearby.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`The valuation usually takes 3 to 5 business days. You do not need to do anything.`,
          t`The agent may drive by your home. They do not need to come inside.`,
          t`When the valuation is back, we review it and this page takes you to your next step.`,
        ]}
      />
      <CheckAgain {...check} />
      <GetHelp heading={t`Questions about the valuation?`} />
    </Screen>
  );
}
