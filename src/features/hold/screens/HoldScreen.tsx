import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/hold: an appraiser must visit the home (server states ONSITE_APPRAISAL
 * and ONSITE_APPRAISAL_SCHEDULED). The applicant waits for the appraisal; the page checks again.
 */
export default function HoldScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          We need an appraisal of your home: a licensed appraiser visits it to confirm its value. We
          have asked an appraisal company to arrange the visit.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`The appraisal company contacts you, usually within 2 business days, to agree a time for the visit.`,
          t`The visit usually takes under an hour. An adult needs to be home to let the appraiser in, and the appraiser will look at each room.`,
          t`The appraisal report is usually ready a few business days after the visit. We review it, and this page takes you to your next step.`,
        ]}
      />
      <h2 className="stop-page__heading">
        <Trans>What you can do</Trans>
      </h2>
      <p>
        <Trans>
          Answer calls from unknown numbers for the next few days: it may be the appraiser. Make
          sure they can reach every room, the basement and the attic.
        </Trans>
      </p>
      <CheckAgain {...check} />
      <GetHelp heading={t`Questions about the appraisal?`}>
        <p>
          <Trans>If nobody has contacted you within 3 business days, contact us.</Trans>
        </p>
      </GetHelp>
    </Screen>
  );
}
