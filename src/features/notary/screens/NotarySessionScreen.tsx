import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { useApplicationUuid } from '../../application';
import { useStepSubmit } from '../../routing';
import { NOTARY_SESSION_LENGTH_MESSAGE, NotarySessionSteps } from '../NotarySessionSteps';
import { useFinishNotarySessionMutation } from '../notaryApi';

export { titles } from '../titles';

export const CHANGE_CHOICE_TEXT = msg`Choose a manual notary instead`;

/**
 * /account/heloc/{uuid}/notary/session: the borrower's eNotary session. "Finish session" sends
 * `POST .../notary/session`; then the routing decides (INSURANCE_REQUIRED: insurance/upload, else
 * RESCISSION: complete). Before joining, the borrower may choose a manual notary instead.
 */
export default function NotarySessionScreen() {
  const { t } = useLingui();
  const sessionLength = t(NOTARY_SESSION_LENGTH_MESSAGE);
  const applicationUuid = useApplicationUuid();
  const [finishSession] = useFinishNotarySessionMutation();
  const finish = useStepSubmit((uuid) => finishSession({ applicationUuid: uuid }).unwrap());
  return (
    <Screen>
      <NotarySessionSteps
        intro={
          <p>
            <Trans>
              A licensed notary meets you by video to notarize your deed of trust. The session takes{' '}
              {sessionLength}.
            </Trans>
          </p>
        }
        deed="your deed"
        onFinish={() => finish({})}
        afterJoin={
          applicationUuid ? (
            <p>
              <Link to={`/${applicationUuid}/notary/intro`}>{t(CHANGE_CHOICE_TEXT)}</Link>
            </p>
          ) : null
        }
      />
    </Screen>
  );
}
