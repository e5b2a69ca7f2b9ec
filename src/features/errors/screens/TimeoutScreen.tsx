import { useLocation } from 'react-router-dom';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

/** What the lender is working on, by route: the three routes that show this page. */
export function timeoutSubject(pathname: string): string {
  if (/\/review-app\/signdocs\/?$/.test(pathname)) return 'preparing your documents to sign';
  if (/\/review-app\/datatree\/?$/.test(pathname)) return 'checking your property’s records';
  return 'working on the next step of your application';
}

/**
 * /account/heloc/{uuid}/error/timeout, also review-app/datatree and review-app/signdocs: the
 * lender's answer did not come in time (a waiting state that ran out of tries became UNKNOWN), or
 * the state is UNKNOWN, CREDIT_ERROR, FACTA_REVIEW or CREDIT_MINOR. The page says the answers are
 * safe and checks again; support is one step away.
 */
export default function TimeoutScreen() {
  const check = useRoutingCheck();
  const { pathname } = useLocation();
  return (
    <Screen>
      <p>
        Our systems are taking longer than usual {timeoutSubject(pathname)}. Your answers are saved,
        so you will not need to enter them again.
      </p>
      <NextSteps
        steps={[
          'We keep checking. Most delays clear within a few minutes.',
          'As soon as there is an update, this page takes you to your next step.',
          'If some of your details need a person to look at them, our team will contact you by e-mail or phone, usually within 1 business day.',
        ]}
      />
      <CheckAgain {...check} />
      <GetHelp>
        <p>If this page is still showing after a few hours, contact us.</p>
      </GetHelp>
    </Screen>
  );
}
