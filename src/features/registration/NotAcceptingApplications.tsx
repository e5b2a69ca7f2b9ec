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
  const { companyName } = useAppSelector(selectCompanyInfo);
  const location = useAppSelector(selectLocation);
  const signIn = offerSignIn ? loginDestination(location) : null;
  return (
    <Screen title="We are not accepting applications here">
      <p>
        {companyName} accepts home equity line of credit applications through a referring loan
        officer. Please use the link your loan officer sent you to start your application.
      </p>
      <h2>What you can do</h2>
      <ul>
        <li>
          Open the application link from your loan officer&apos;s e-mail or text message. It tells
          us who referred you.
        </li>
        <li>Ask your loan officer to send the link again if you cannot find it.</li>
        {signIn?.kind === 'page' ? (
          <li>
            Already applied? <a href={signIn.href}>Sign in to continue your application</a>.
          </li>
        ) : null}
      </ul>
      <p>
        <Link to={{ pathname: '/register/support', search: location.search }}>
          Help with applying
        </Link>
      </p>
      <h2>Contact us</h2>
      <SupportContact />
    </Screen>
  );
}
