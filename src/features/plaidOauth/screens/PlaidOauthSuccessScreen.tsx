import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { readApplicationUuid } from '../../../api/session';
import { useAppDispatch } from '../../../app/hooks';
import { log } from '../../../lib/logger';
import { Link } from '../../../ui/Link';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { appPath, isUuid, navigationRequested } from '../../navigation';

export { titles } from '../titles';

export const RETURNING_LABEL = msg`Taking you back to your application`;
export const NO_APPLICATION_TEXT = msg`Your bank connection is finished, but we could not tell which application it was for. Open your application to carry on from where you were.`;
export const OPEN_APPLICATION_LABEL = msg`Open your application`;

/**
 * /account/heloc/plaid-oauth-success: where a bank-linking provider sends the borrower back after
 * their bank's own sign-in (docs/shell.md#routes: it reads the stored application id from local
 * storage). The provider's address carries no application, so the page reads the one last opened
 * (heloc_uuid) and replaces itself with that application's root, where the routing finds the
 * borrower's step (docs/routing.md: the server's state decides, never this page).
 *
 * Reading chosen: the provider's query values (its OAuth state) are not carried on; this lender
 * links no bank through a provider, so there is no link session to resume. With no application
 * kept (another browser, storage cleared) the page says so and links to the app's root, which
 * opens the person's application.
 */
export default function PlaidOauthSuccessScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  // Read once: the page is a landing, and the stored value does not change while it shows.
  const [applicationUuid] = useState(() => {
    const stored = readApplicationUuid();
    return isUuid(stored ?? undefined) ? stored : null;
  });

  useEffect(() => {
    if (!applicationUuid) {
      log('warn', 'plaid-oauth-success: no application kept to return to');
      return;
    }
    dispatch(navigationRequested({ method: 'replace', to: appPath(applicationUuid) }));
  }, [applicationUuid, dispatch]);

  return (
    <Screen>
      {applicationUuid ? (
        <Loader label={t(RETURNING_LABEL)} />
      ) : (
        <>
          <p>{t(NO_APPLICATION_TEXT)}</p>
          <div className="button-row">
            <Link to="/" className="button button--primary">
              {t(OPEN_APPLICATION_LABEL)}
            </Link>
          </div>
        </>
      )}
    </Screen>
  );
}
