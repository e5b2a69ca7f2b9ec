import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { useAppSelector } from '../../app/hooks';
import { loginDestination, selectLocation } from '../navigation';
import { selectCompanyInfo } from '../organisation';
import { Screen } from '../../ui/Screen';
import { SupportContact } from '../../ui/SupportContact';

/**
 * docs/shell.md#redirects-and-public-pages: shown where registration needs a referrer this visit
 * does not carry. With `offerSignIn` (a visitor who is not signed in), it also links to the sign-in
 * page, which brings a borrower who already applied back here, to their application. Every link
 * keeps the query string (the organisation, a campaign's values).
 */
export default function NotAcceptingApplications({
  offerSignIn = false,
}: {
  offerSignIn?: boolean;
}) {
  const { t } = useLingui();
  const { companyName } = useAppSelector(selectCompanyInfo);
  const location = useAppSelector(selectLocation);
  const signIn = offerSignIn ? loginDestination(location) : null;
  return (
    <Screen title={t`We are not accepting applications here`}>
      <p>
        <Trans>
          {companyName} accepts home equity line of credit applications through a referring loan
          officer. Please use the link your loan officer sent you to start your application.
        </Trans>
      </p>
      <h2>
        <Trans>What you can do</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Open the application link from your loan officer&apos;s e-mail or text message. It tells
            us who referred you.
          </Trans>
        </li>
        <li>
          <Trans>Ask your loan officer to send the link again if you cannot find it.</Trans>
        </li>
        {signIn?.kind === 'page' ? (
          <li>
            <Trans>
              Already applied? <a href={signIn.href}>Sign in to continue your application</a>.
            </Trans>
          </li>
        ) : null}
      </ul>
      <p>
        <Link to={{ pathname: '/register/support', search: location.search }}>
          <Trans>Help with applying</Trans>
        </Link>
      </p>
      <h2>
        <Trans>Contact us</Trans>
      </h2>
      <SupportContact />
    </Screen>
  );
}
