import { useEffect, useMemo, useRef, useState } from 'react';
import { boolean, object, string } from 'yup';
import { messageOfError } from '../../../api/errors';
import { StepForm } from '../../../forms/StepForm';
import { TextField } from '../../../forms/TextField';
import { Loader } from '../../../ui/Loader';
import { GetHelp, NextSteps } from '../../../ui/StopPage';
import { documentKey, documentTitle, DocumentToRead, useSeenDocuments } from '../../disclosures';
import {
  type ClosingDocument,
  fullNameOf,
  LoadProblem,
  matchesSignerName,
  SignButton,
  type SignerName,
  signingApi,
  useGetClosingDocumentsQuery,
} from '../../signing';
import { SignerFrame } from '../SignerFrame';
import { useFinishSignerNotarySessionMutation } from '../signerApi';
import { useSignerSigning } from '../useSignerSigning';
import '../signer.css';

export const SIGN_DOCUMENTS_LABEL = 'Sign documents';
export const FULL_NAME_LABEL = 'Full name';
export const LOAD_FAILED_TEXT = 'We could not load your documents';
export const NO_DOCUMENTS_TEXT =
  'Your documents are not ready yet. We will e-mail you when they are.';

export const SIGNER_SIGNATURE_MESSAGES = {
  required: 'Type your full name to sign your documents',
  /** The lender's own message for a name that is not the signer's. */
  mismatch: 'Type your full name as it appears on your application',
  tooLong: 'Full name must be 256 characters or fewer',
} as const;

export const signMessage = (document: Pick<ClosingDocument, 'title'>) =>
  `Read “${documentTitle(document)}” to the end and sign it`;

/** The hint under Full name: the name the invitation gave, when it is known. */
export function signerNameHint(expected: string | null): string {
  return expected
    ? `Type your first and last name as the borrower gave them when they invited you: ${expected}. This is your electronic signature.`
    : 'Type your first and last name as the borrower gave them when they invited you. This is your electronic signature.';
}

/** Every document read to its end and signed; the name must be the signer's own. */
export function signerSignSchema(documents: readonly ClosingDocument[], name: SignerName | null) {
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
      .required(SIGNER_SIGNATURE_MESSAGES.required)
      .max(256, SIGNER_SIGNATURE_MESSAGES.tooLong)
      .test(
        'signer-name',
        SIGNER_SIGNATURE_MESSAGES.mismatch,
        (value) => !value || matchesSignerName(value, name),
      ),
  });
}

interface SignValues {
  signed: Record<string, boolean>;
  signatureName: string;
}

/**
 * The documents, each in its viewer with its Sign button (open once its end has been seen), then
 * Full name; "Sign documents" sends `POST .../sign { signatureName, documents }` with the
 * signer's own name. A failed call keeps the name typed and the documents read and signed.
 */
function SignForm({
  applicationUuid,
  documents,
  name,
  onSigned,
}: {
  applicationUuid: string;
  documents: readonly ClosingDocument[];
  name: SignerName | null;
  onSigned: () => Promise<void>;
}) {
  const [seen, markSeen] = useSeenDocuments();
  const schema = useMemo(() => signerSignSchema(documents, name), [documents, name]);
  const [initialValues] = useState<SignValues>(() => ({
    signed: Object.fromEntries(documents.map((_, index) => [documentKey(index), false])),
    signatureName: '',
  }));
  const [signDocuments] = signingApi.useSignDocumentsMutation();
  const submit = async (values: SignValues) => {
    await signDocuments({
      applicationUuid,
      signatureName: values.signatureName.trim().replace(/\s+/g, ' '),
      documents: documents.map((document) => document.uuid),
    }).unwrap();
    await onSigned();
  };
  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={SIGN_DOCUMENTS_LABEL}
    >
      <p>
        These are the documents the borrower has signed. Read each one to the end, then select its
        Sign button. Scroll inside the document, or select it and use the arrow keys. When you have
        signed them all, type your full name and select “{SIGN_DOCUMENTS_LABEL}”.
      </p>
      {documents.map((document, index) => (
        <DocumentToRead
          key={document.uuid}
          document={document}
          index={index}
          endSeen={seen.has(document.uuid)}
          onEndSeen={markSeen}
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
        hint={signerNameHint(fullNameOf(name))}
        autoComplete="name"
        spellCheck={false}
      />
    </StepForm>
  );
}

/** The closing documents (`GET .../closing-documents`), loaded, then the form. */
function SignDocuments({
  applicationUuid,
  name,
  onSigned,
}: {
  applicationUuid: string;
  name: SignerName | null;
  onSigned: () => Promise<void>;
}) {
  const closing = useGetClosingDocumentsQuery(applicationUuid, {
    refetchOnMountOrArgChange: true,
  });
  const documents = closing.data?.documents;
  // Documents once loaded stay on screen (a later read that fails must not lose the form).
  if (!documents && closing.isError) {
    return (
      <LoadProblem
        what={LOAD_FAILED_TEXT}
        detail={messageOfError(closing.error)}
        onRetry={() => void closing.refetch()}
        retrying={closing.isFetching}
      />
    );
  }
  if (!documents) return <Loader label="Loading your documents" />;
  if (documents.length === 0) {
    return (
      <>
        <p>{NO_DOCUMENTS_TEXT}</p>
        <GetHelp />
      </>
    );
  }
  return (
    <SignForm
      key={documents.map((document) => document.uuid).join(' ')}
      applicationUuid={applicationUuid}
      documents={documents}
      name={name}
      onSigned={onSigned}
    />
  );
}

export const NOTARY_SESSION_TITLE = 'Your eNotary session';
export const JOIN_SESSION_LABEL = 'Join session';
export const FINISH_SESSION_LABEL = 'Finish session';
export const IN_SESSION_HEADING = 'You are in your notary session';
export const SIGNED_TEXT = 'You have signed the documents. One step is left: the eNotary session.';
export const BEFORE_YOU_JOIN = [
  'Have your photo ID with you (the one you uploaded).',
  'Use a device with a camera and a microphone, somewhere quiet.',
  'Allow your browser to use your camera, microphone and location when it asks.',
] as const;
export const IN_SESSION_STEPS = [
  'The notary checks your photo ID against you on camera.',
  'You confirm that you signed the deed of trust of your own free will.',
  'The notary signs and seals the deed electronically.',
] as const;

const noFields = {};
const noRules = object({});

/** The session, joined: what the notary does, then "Finish session" records it. */
function InSession({
  applicationUuid,
  onDone,
}: {
  applicationUuid: string;
  onDone: () => Promise<void>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [finishSession] = useFinishSignerNotarySessionMutation();
  const submit = async () => {
    await finishSession({ applicationUuid }).unwrap();
    await onDone();
  };
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="signer-session__heading">
        {IN_SESSION_HEADING}
      </h2>
      <p>
        This is a simulated eNotary session: no camera is used. In a real session the notary guides
        you through these steps, which take about 10 minutes.
      </p>
      <NextSteps heading="In the session" steps={IN_SESSION_STEPS} />
      <StepForm
        initialValues={noFields}
        validationSchema={noRules}
        onSubmit={submit}
        submitLabel={FINISH_SESSION_LABEL}
      >
        <p>When the notary has sealed the deed, finish the session.</p>
      </StepForm>
    </>
  );
}

/**
 * The signer's eNotary session (simulated, as the borrower's notary/session: a join step, then a
 * finish step). "Finish session" sends `POST .../notary/session`; the signer has then finished.
 */
function NotarySession({
  applicationUuid,
  onDone,
}: {
  applicationUuid: string;
  onDone: () => Promise<void>;
}) {
  const [joined, setJoined] = useState(false);
  if (joined) return <InSession applicationUuid={applicationUuid} onDone={onDone} />;
  return (
    <>
      <p role="status">{SIGNED_TEXT}</p>
      <p>
        A licensed notary meets you by video to notarize your signature on the deed of trust. The
        session takes about 10 minutes.
      </p>
      <NextSteps heading="Before you join" steps={BEFORE_YOU_JOIN} />
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => setJoined(true)}>
          {JOIN_SESSION_LABEL}
        </button>
      </div>
    </>
  );
}

/**
 * /account/heloc/heloc-signer/sign: the signer signs the closing documents the borrower signed
 * (the same viewer: a document's Sign button opens once its end has been seen), with their own
 * name. Reading chosen for the notary session, which has no signer route: it is the second step
 * of this page. Once the lender records the signature (the signer's progress: signed) the page
 * becomes "Your eNotary session"; finishing it completes the signer's part, and they move on to
 * documents (signerPlace).
 */
export default function SignerSignScreen() {
  const signing = useSignerSigning('sign');
  const signed = Boolean(signing.progress?.signed) && !signing.outOfStep;
  const profileName = signing.profile?.name;
  const name = useMemo<SignerName | null>(
    () =>
      profileName
        ? {
            firstName: profileName.firstName,
            middleName: profileName.middleName,
            lastName: profileName.lastName,
          }
        : null,
    [profileName],
  );
  return (
    <SignerFrame signing={signing} title={signed ? NOTARY_SESSION_TITLE : undefined}>
      {({ applicationUuid, progress, moveOn }) =>
        progress?.signed ? (
          <NotarySession applicationUuid={applicationUuid} onDone={moveOn} />
        ) : (
          <SignDocuments applicationUuid={applicationUuid} name={name} onSigned={moveOn} />
        )
      }
    </SignerFrame>
  );
}
