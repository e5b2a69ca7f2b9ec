import { useAppSelector } from '../../app/hooks';
import { loginDestination, selectLocation } from '../navigation';
import { selectCompanyInfo } from '../organisation';
import { Screen } from '../../ui/Screen';
import { SupportContact } from '../../ui/SupportContact';

/**
 * Spec 1 section 2.3: shown where registration needs a referrer this visit does not carry. With
 * `offerSignIn` (a visitor who is not signed in), it also links to the sign-in page, which brings
 * a borrower who already applied back here, to their application.
 */
export function NotAcceptingApplications({ offerSignIn = false }: { offerSignIn?: boolean }) {
  const { companyName } = useAppSelector(selectCompanyInfo);
  const location = useAppSelector(selectLocation);
  const signIn = offerSignIn ? loginDestination(location) : null;
  return (
    <Screen title="We are not accepting applications here">
      <p>
        {companyName} accepts home equity line of credit applications through a referring loan
        officer. Please use the link your loan officer sent you to start your application.
      </p>
      {signIn?.kind === 'page' ? (
        <p>
          Already applied? <a href={signIn.href}>Sign in to continue your application</a>.
        </p>
      ) : null}
      <SupportContact />
    </Screen>
  );
}
