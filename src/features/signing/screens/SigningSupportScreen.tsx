import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../../app/hooks';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { GetHelp } from '../../../ui/StopPage';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { selectProfile } from '../../profile';
import { fullNameOf } from '../signatureName';
import '../signing.css';

export { titles } from '../titles';

export const BACK_TO_DOCUMENTS_TEXT = msg`Go back to your documents`;

/** A common problem with signing, and what to do about it. */
export interface SigningProblem {
  heading: MessageDescriptor;
  text: MessageDescriptor;
}

/** Each common problem with signing, and what to do about it. */
export function signingProblems(fullName: string | null): readonly SigningProblem[] {
  return [
    {
      heading: msg`The Sign button does nothing`,
      text: msg`A document can be signed once you have read it to the end. Scroll to the bottom of the document (or select it and press the End key); its Sign button then works.`,
    },
    {
      heading: msg`My name is not accepted`,
      text: fullName
        ? msg`Type your first and last name as they appear on your application: ${fullName}. Capital letters and spaces do not matter, and your middle name may go between them.`
        : msg`Type your first and last name as they appear on your application. Capital letters and spaces do not matter, and your middle name may go between them.`,
    },
    {
      heading: msg`A name on my application is wrong`,
      text: msg`Do not sign. Contact us and we will correct it and prepare your documents again.`,
    },
    {
      heading: msg`Why we need your location`,
      text: msg`Secure e-signing records where documents are signed, so your browser may ask to use your location. Allow it, or turn on location services for your browser, then try again.`,
    },
  ];
}

/**
 * /account/heloc/{uuid}/signing/support: help with signing (the lender names the route only). The
 * problems a borrower meets on signing/sign and what to do, then the support contact; a link
 * goes back to the documents.
 */
export default function SigningSupportScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const application = useAppSelector(selectCurrentApplication);
  const profile = useAppSelector(selectProfile);
  const fullName = fullNameOf(profile?.name) ?? fullNameOf(application?.name);
  return (
    <Screen>
      <p>
        <Trans>
          Answers to the questions borrowers ask most while signing their loan documents.
        </Trans>
      </p>
      {signingProblems(fullName).map((problem) => (
        <section key={problem.heading.id}>
          <h2 className="stop-page__heading">{t(problem.heading)}</h2>
          <p>{t(problem.text)}</p>
        </section>
      ))}
      <GetHelp>
        <p>
          <Trans>We can go through your documents with you by phone.</Trans>
        </p>
      </GetHelp>
      {applicationUuid ? (
        <p>
          <Link to={`/${applicationUuid}/signing/sign`}>{t(BACK_TO_DOCUMENTS_TEXT)}</Link>
        </p>
      ) : null}
    </Screen>
  );
}
