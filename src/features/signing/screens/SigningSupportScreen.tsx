import { useAppSelector } from '../../../app/hooks';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { GetHelp } from '../../../ui/StopPage';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { selectProfile } from '../../profile';
import { fullNameOf } from '../signatureName';
import '../signing.css';

export const BACK_TO_DOCUMENTS_TEXT = 'Go back to your documents';

/** Each common problem with signing, and what to do about it. */
export function signingProblems(fullName: string | null) {
  return [
    {
      heading: 'The Sign button does nothing',
      text: 'A document can be signed once you have read it to the end. Scroll to the bottom of the document (or select it and press the End key); its Sign button then works.',
    },
    {
      heading: 'My name is not accepted',
      text: fullName
        ? `Type your first and last name as they appear on your application: ${fullName}. Capital letters and spaces do not matter, and your middle name may go between them.`
        : 'Type your first and last name as they appear on your application. Capital letters and spaces do not matter, and your middle name may go between them.',
    },
    {
      heading: 'A name on my application is wrong',
      text: 'Do not sign. Contact us and we will correct it and prepare your documents again.',
    },
    {
      heading: 'Why we need your location',
      text: 'Secure e-signing records where documents are signed, so your browser may ask to use your location. Allow it, or turn on location services for your browser, then try again.',
    },
  ] as const;
}

/**
 * /account/heloc/{uuid}/signing/support: help with signing (the lender names the route only). The
 * problems a borrower meets on signing/sign and what to do, then the support contact; a link
 * goes back to the documents.
 */
export default function SigningSupportScreen() {
  const applicationUuid = useApplicationUuid();
  const application = useAppSelector(selectCurrentApplication);
  const profile = useAppSelector(selectProfile);
  const fullName = fullNameOf(profile?.name) ?? fullNameOf(application?.name);
  return (
    <Screen>
      <p>Answers to the questions borrowers ask most while signing their loan documents.</p>
      {signingProblems(fullName).map((problem) => (
        <section key={problem.heading}>
          <h2 className="stop-page__heading">{problem.heading}</h2>
          <p>{problem.text}</p>
        </section>
      ))}
      <GetHelp>
        <p>We can go through your documents with you by phone.</p>
      </GetHelp>
      {applicationUuid ? (
        <p>
          <Link to={`/${applicationUuid}/signing/sign`}>{BACK_TO_DOCUMENTS_TEXT}</Link>
        </p>
      ) : null}
    </Screen>
  );
}
