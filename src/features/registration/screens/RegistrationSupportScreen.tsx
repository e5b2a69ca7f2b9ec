import { Link } from '../../../ui/Link';
import { hasSession } from '../../../api/session';
import { useAppSelector } from '../../../app/hooks';
import { Screen } from '../../../ui/Screen';
import { SupportContact } from '../../../ui/SupportContact';
import { selectLocation } from '../../navigation';
import { selectCompanyInfo } from '../../organisation';
import '../registration.css';

/**
 * /account/heloc/register/support: help with applying. What the application asks for now and
 * later, what the credit checks are, how to reach support, and the way back to the
 * registration (its query string kept: the referrer, the organisation).
 */
export default function RegistrationSupportScreen() {
  const { search } = useAppSelector(selectLocation);
  const { companyName } = useAppSelector(selectCompanyInfo);
  const signedIn = hasSession();
  return (
    <Screen>
      <p>
        You can apply for a home equity line of credit with {companyName} online, on a phone or a
        computer. You answer a few questions at a time, and you can go back to change an answer
        before you create your account.
      </p>

      <h2>What you need to start</h2>
      <ul>
        <li>the address of the home you want to borrow against</li>
        <li>your annual income before taxes, and how you are employed</li>
        <li>your name and date of birth</li>
        <li>an email address and a US phone number</li>
      </ul>

      <h2>What we ask for later</h2>
      <ul>
        <li>your Social Security number, to check your credit before you submit</li>
        <li>proof of your income: your most recent paystubs</li>
        <li>a government-issued photo ID, such as a driver&apos;s license or passport</li>
        <li>the bank account where you want to receive the money</li>
      </ul>

      <h2>Credit checks</h2>
      <p>
        To show you an offer we use a soft credit pull. A soft pull does not affect your credit
        score. Before you submit your application, we ask your permission for a hard credit pull,
        which can affect your score.
      </p>

      <h2>Your answers are kept safe</h2>
      <p>
        The answers you give before creating your account are kept only in this browser tab, and
        never your password. Once your account exists, your application is saved with it, so you can
        sign in and continue later.
      </p>

      <h2>Talk to us</h2>
      <SupportContact />

      <p className="registration-help">
        <Link to={{ pathname: '/register', search }}>Continue your application</Link>
        {signedIn ? (
          <>
            {' or '}
            <Link to="/">open your existing application</Link>
          </>
        ) : null}
        .
      </p>
    </Screen>
  );
}
