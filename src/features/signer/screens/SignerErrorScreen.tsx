import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch } from '../../../app/hooks';
import { Screen } from '../../../ui/Screen';
import { GetHelp } from '../../../ui/StopPage';
import { navigationRequested, SIGNER_RESUME_PATH } from '../../navigation';

export { titles } from '../titles';

export const TRY_AGAIN_LABEL = msg`Try again`;
export const NOTHING_TO_SIGN_TEXT = msg`We could not find an application for you to sign, or something went wrong while we opened it.`;

/**
 * /account/heloc/heloc-signer/error: the signer signs for no application (signerPlace), or their
 * signing could not be opened. "Try again" goes back to the resume page, which reads everything
 * afresh and opens their step; support is one line away.
 */
export default function SignerErrorScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <Screen>
      <p>{t(NOTHING_TO_SIGN_TEXT)}</p>
      <p>
        <Trans>
          If the borrower has just invited you, their application may not be ready yet: try again in
          a few minutes.
        </Trans>
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            dispatch(navigationRequested({ method: 'replace', to: SIGNER_RESUME_PATH }))
          }
        >
          {t(TRY_AGAIN_LABEL)}
        </button>
      </div>
      <GetHelp />
    </Screen>
  );
}
