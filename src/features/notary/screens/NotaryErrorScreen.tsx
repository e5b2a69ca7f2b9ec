import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useApplicationUuid } from '../../application';
import '../notary.css';

export { titles } from '../titles';

export const TRY_AGAIN_TEXT = msg`Try the notary session again`;
export const CHOOSE_AGAIN_TEXT = msg`Choose how to meet your notary`;

/**
 * /account/heloc/{uuid}/notary/error: the remote notary session could not start or was cut off
 * (the lender names the route only; the route's title says what happened). Nothing signed is lost;
 * the borrower can try the session again, choose a manual notary, or call.
 */
export default function NotaryErrorScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  return (
    <Screen>
      <p>
        <Trans>
          Something went wrong with the connection to the notary. Your signed documents are saved:
          you do not need to sign them again.
        </Trans>
      </p>
      <NextSteps
        heading={t`What you can do`}
        steps={[
          t`Check that your camera, microphone and internet connection work, and that your browser may use them and your location.`,
          t`Try the session again. Most problems clear on a second try.`,
          t`Or choose a manual notary who meets you in person at a time you choose.`,
        ]}
      />
      {applicationUuid ? (
        <ul className="notary-actions">
          <li>
            <Link to={`/${applicationUuid}/notary/session`}>{t(TRY_AGAIN_TEXT)}</Link>
          </li>
          <li>
            <Link to={`/${applicationUuid}/notary/intro`}>{t(CHOOSE_AGAIN_TEXT)}</Link>
          </li>
        </ul>
      ) : null}
      <GetHelp>
        <p>
          <Trans>If the session fails again, contact us and we will arrange it with you.</Trans>
        </p>
      </GetHelp>
    </Screen>
  );
}
