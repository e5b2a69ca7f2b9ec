import { Trans } from '@lingui/react/macro';
import { Link } from '../../../ui/Link';
import { hasSession } from '../../../api/session';
import { useAppSelector } from '../../../app/hooks';
import { Screen } from '../../../ui/Screen';
import { SupportContact } from '../../../ui/SupportContact';
import { selectLocation } from '../../navigation';
import { selectCompanyInfo } from '../../organisation';
import '../registration.css';

export { titles } from '../titles';

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
        <Trans>
          You can apply for a home equity line of credit with {companyName} online, on a phone or a
          computer. You answer a few questions at a time, and you can go back to change an answer
          before you create your account.
        </Trans>
      </p>

      <h2>
        <Trans>What you need to start</Trans>
      </h2>
      <ul>
        <li>
          <Trans>the address of the home you want to borrow against</Trans>
        </li>
        <li>
          <Trans>your annual income before taxes, and how you are employed</Trans>
        </li>
        <li>
          <Trans>your name and date of birth</Trans>
        </li>
        <li>
          <Trans>an email address and a US phone number</Trans>
        </li>
      </ul>

      <h2>
        <Trans>What we ask for later</Trans>
      </h2>
      <ul>
        <li>
          <Trans>your Social Security number, to check your credit before you submit</Trans>
        </li>
        <li>
          <Trans>proof of your income: your most recent paystubs</Trans>
        </li>
        <li>
          <Trans>a government-issued photo ID, such as a driver&apos;s license or passport</Trans>
        </li>
        <li>
          <Trans>the bank account where you want to receive the money</Trans>
        </li>
      </ul>

      <h2>
        <Trans>Credit checks</Trans>
      </h2>
      <p>
        <Trans>
          To show you an offer we use a soft credit pull. A soft pull does not affect your credit
          score. Before you submit your application, we ask your permission for a hard credit pull,
          which can affect your score.
        </Trans>
      </p>

      <h2>
        <Trans>Your answers are kept safe</Trans>
      </h2>
      <p>
        <Trans>
          The answers you give before creating your account are kept only in this browser tab, and
          never your password. Once your account exists, your application is saved with it, so you
          can sign in and continue later.
        </Trans>
      </p>

      <h2>
        <Trans>Talk to us</Trans>
      </h2>
      <SupportContact />

      <p className="registration-help">
        {signedIn ? (
          <Trans>
            <Link to={{ pathname: '/register', search }}>Continue your application</Link> or{' '}
            <Link to="/">open your existing application</Link>.
          </Trans>
        ) : (
          <Trans>
            <Link to={{ pathname: '/register', search }}>Continue your application</Link>.
          </Trans>
        )}
      </p>
    </Screen>
  );
}
