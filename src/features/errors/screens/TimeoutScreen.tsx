import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { i18n } from '../../../lib/i18n';
import { CheckAgain } from '../../../ui/CheckAgain';
import { Screen } from '../../../ui/Screen';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { useRoutingCheck } from '../../routing';

export { titles } from '../titles';

/**
 * What the page says first, by route (the three routes that show this page): what the lender is
 * working on, and that the answers are saved. A whole sentence for each, for the translators.
 */
export function timeoutMessage(pathname: string): MessageDescriptor {
  if (/\/review-app\/signdocs\/?$/.test(pathname)) {
    return msg`Our systems are taking longer than usual preparing your documents to sign. Your answers are saved, so you will not need to enter them again.`;
  }
  if (/\/review-app\/datatree\/?$/.test(pathname)) {
    return msg`Our systems are taking longer than usual checking your property’s records. Your answers are saved, so you will not need to enter them again.`;
  }
  return msg`Our systems are taking longer than usual working on the next step of your application. Your answers are saved, so you will not need to enter them again.`;
}

/** What the lender is working on, by route: the page's first words, in the page's language. */
export function timeoutSubject(pathname: string): string {
  return i18n._(timeoutMessage(pathname));
}

/**
 * /account/heloc/{uuid}/error/timeout, also review-app/datatree and review-app/signdocs: the
 * lender's answer did not come in time (a waiting state that ran out of tries became UNKNOWN), or
 * the state is UNKNOWN, CREDIT_ERROR, FACTA_REVIEW or CREDIT_MINOR. The page says the answers are
 * safe and checks again; support is one step away.
 */
export default function TimeoutScreen() {
  const { t } = useLingui();
  const check = useRoutingCheck();
  const { pathname } = useLocation();
  return (
    <Screen>
      <p>{t(timeoutMessage(pathname))}</p>
      <NextSteps
        steps={[
          t`We keep checking. Most delays clear within a few minutes.`,
          t`As soon as there is an update, this page takes you to your next step.`,
          t`If some of your details need a person to look at them, our team will contact you by e-mail or phone, usually within 1 business day.`,
        ]}
      />
      <CheckAgain {...check} />
      <GetHelp>
        <p>
          <Trans>If this page is still showing after a few hours, contact us.</Trans>
        </p>
      </GetHelp>
    </Screen>
  );
}
