import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { boolean, object, string } from 'yup';
import { messageOfError } from '../../../api/errors';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { TextField } from '../../../forms/TextField';
import { Link } from '../../../ui/Link';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { documentKey, documentTitle, DocumentToRead, useSeenDocuments } from '../../disclosures';
import { selectProfile } from '../../profile';
import { routingRequested, useStepSubmit } from '../../routing';
import { fullNameOf, matchesSignerName, type SignerName } from '../signatureName';
import { LoadProblem } from '../LoadProblem';
import { SignButton } from '../SignButton';
import {
  type ClosingDocument,
  useGetClosingDocumentsQuery,
  useSignDocumentsMutation,
} from '../signingApi';
import { allSigned } from '../signingDocuments';
import '../signing.css';

export const SIGN_DOCUMENTS_LABEL = 'Sign documents';
export const FULL_NAME_LABEL = 'Full name';
export const CONTINUE_LABEL = 'Continue';
export const LOAD_FAILED_TEXT = 'We could not load your documents';
export const ALL_SIGNED_TEXT = 'You have signed all your documents';
export const NO_DOCUMENTS_TEXT = 'Your documents are not ready yet';
export const HELP_LINK_TEXT = 'Help with signing';

/** Spec-less messages, in the words of the shared plan where it gives them. */
export const SIGNATURE_NAME_MESSAGES = {
  required: 'Type your full name to sign your documents',
  /** The lender's own message for a name that is not the borrower's (docs/journey.md). */
  mismatch: 'Type your full name as it appears on your application',
  tooLong: 'Full name must be 256 characters or fewer',
} as const;
export const signMessage = (document: Pick<ClosingDocument, 'title'>) =>
  `Read “${documentTitle(document)}” to the end and sign it`;

/** The hint under Full name: the name the lender expects, when it is known. */
export function fullNameHint(expected: string | null): string {
  return expected
    ? `Type your first and last name as they appear on your application: ${expected}. Your middle name may go between them. This is your electronic signature.`
    : 'Type your first and last name as they appear on your application. Your middle name may go between them. This is your electronic signature.';
}

export interface SignValues {
  signed: Record<string, boolean>;
  signatureName: string;
}

/** Every document must be read to its end and signed; the name must be the borrower's. */
export function signSchema(documents: readonly ClosingDocument[], name: SignerName | null) {
  return object({
    signed: object(
      Object.fromEntries(
        documents.map((document, index) => [
          documentKey(index),
          boolean().oneOf([true], signMessage(document)).required(signMessage(document)),
        ]),
      ),
    ),
    signatureName: string()
      .trim()
      .required(SIGNATURE_NAME_MESSAGES.required)
      .max(256, SIGNATURE_NAME_MESSAGES.tooLong)
      .test(
        'borrower-name',
        SIGNATURE_NAME_MESSAGES.mismatch,
        (value) => !value || matchesSignerName(value, name),
      ),
  });
}

/**
 * Each document in its viewer with its Sign button, then Full name; "Sign documents" sends
 * `POST .../sign { signatureName, documents }` (every document), then the routing decides.
 */
function SignForm({
  documents,
  name,
  seen,
  onEndSeen,
}: {
  documents: readonly ClosingDocument[];
  name: SignerName | null;
  seen: ReadonlySet<string>;
  onEndSeen: (uuid: string) => void;
}) {
  const expected = fullNameOf(name);
  const schema = useMemo(() => signSchema(documents, name), [documents, name]);
  const [initialValues] = useState<SignValues>(() => ({
    signed: Object.fromEntries(documents.map((_, index) => [documentKey(index), false])),
    signatureName: '',
  }));
  const [signDocuments] = useSignDocumentsMutation();
  const submit = useStepSubmit((applicationUuid, values: SignValues) =>
    signDocuments({
      applicationUuid,
      signatureName: values.signatureName.trim().replace(/\s+/g, ' '),
      documents: documents.map((document) => document.uuid),
    }).unwrap(),
  );
  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={SIGN_DOCUMENTS_LABEL}
    >
      <p>
        Read each document to the end, then select its Sign button. Scroll inside the document, or
        select it and use the arrow keys. When you have signed them all, type your full name and
        select “{SIGN_DOCUMENTS_LABEL}”.
      </p>
      {documents.map((document, index) => (
        <DocumentToRead
          key={document.uuid}
          document={document}
          index={index}
          endSeen={seen.has(document.uuid)}
          onEndSeen={onEndSeen}
        >
          <SignButton
            name={`signed.${documentKey(index)}`}
            title={documentTitle(document)}
            endSeen={seen.has(document.uuid)}
          />
        </DocumentToRead>
      ))}
      <h2 className="read-document__title">Your signature</h2>
      <TextField
        name="signatureName"
        label={FULL_NAME_LABEL}
        hint={fullNameHint(expected)}
        autoComplete="name"
        spellCheck={false}
      />
    </StepForm>
  );
}

/** Nothing to sign here (all signed, or none yet): say so, and let the routing decide. */
function NothingToSign({ applicationUuid, text }: { applicationUuid: string; text: string }) {
  const dispatch = useAppDispatch();
  return (
    <>
      <p>{text}.</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(routingRequested({ applicationUuid, trigger: 'submission' }))}
        >
          {CONTINUE_LABEL}
        </button>
      </div>
    </>
  );
}

/**
 * /account/heloc/{uuid}/signing/sign: the closing documents (`GET .../closing-documents`), each in
 * the document viewer; a document's Sign button opens once its end has been seen
 * (docs/journey.md#reading-documents: the bottom 25 % visible). Full name must be the borrower's
 * first and last name. "Sign documents" signs them all; then the routing decides (CO_DEED_REQUIRED:
 * signing/additional, else notary/intro). A failed call keeps the name typed, the documents read
 * and those signed: what has been seen is kept here, above the form.
 */
export default function SignScreen() {
  const applicationUuid = useApplicationUuid();
  const application = useAppSelector(selectCurrentApplication);
  const profile = useAppSelector(selectProfile);
  const closing = useGetClosingDocumentsQuery(applicationUuid ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [seen, markSeen] = useSeenDocuments();
  // The borrower's name as the lender has it on their profile, else on the application.
  const profileName = profile?.name;
  const applicationName = application?.name;
  const name = useMemo<SignerName | null>(() => {
    const source = fullNameOf(profileName) ? profileName : applicationName;
    return source
      ? { firstName: source.firstName, middleName: source.middleName, lastName: source.lastName }
      : null;
  }, [applicationName, profileName]);

  const documents = closing.data?.documents;
  let content;
  // Documents once loaded stay on screen (a later read that fails must not lose the form).
  if (!documents && closing.isError) {
    content = (
      <LoadProblem
        what={LOAD_FAILED_TEXT}
        detail={messageOfError(closing.error)}
        onRetry={() => void closing.refetch()}
        retrying={closing.isFetching}
      />
    );
  } else if (!applicationUuid || !documents) {
    content = <Loader label="Loading your documents" />;
  } else if (documents.length === 0) {
    content = <NothingToSign applicationUuid={applicationUuid} text={NO_DOCUMENTS_TEXT} />;
  } else if (allSigned(documents)) {
    content = <NothingToSign applicationUuid={applicationUuid} text={ALL_SIGNED_TEXT} />;
  } else {
    content = (
      <SignForm
        key={documents.map((document) => document.uuid).join(' ')}
        documents={documents}
        name={name}
        seen={seen}
        onEndSeen={markSeen}
      />
    );
  }
  // One Screen whatever the state: the heading stays the same element, and keeps the focus.
  return (
    <Screen>
      {content}
      {applicationUuid ? (
        <p>
          <Link to={`/${applicationUuid}/signing/support`}>{HELP_LINK_TEXT}</Link>
        </p>
      ) : null}
    </Screen>
  );
}
