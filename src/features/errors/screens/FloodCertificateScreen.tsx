import { Trans, useLingui } from '@lingui/react/macro';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/error/flood-cert: the closing documents wait on the property's flood zone
 * certificate (CLOSING_DISCLOSURE_GENERATION with status.waitingOnFloodCert). The applicant
 * waits; the page checks again.
 */
export default function FloodCertificateScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  return (
    <Screen>
      <p>
        <Trans>
          Before we prepare your closing documents, federal rules require us to check whether your
          home is in a flood zone. We have ordered a flood zone certificate for your property, and
          it has not arrived yet.
        </Trans>
      </p>
      <NextSteps
        steps={[
          t`The certificate usually arrives within 1 to 2 business days. You do not need to do anything.`,
          t`We then prepare your documents to sign, and this page takes you to that step.`,
          t`If your home is in a flood zone, you will need flood insurance; we will tell you what is required.`,
        ]}
      />
      <CheckAgain {...check} />
      <GetHelp />
    </Screen>
  );
}
