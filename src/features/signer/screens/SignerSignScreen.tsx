import { useMemo } from 'react';
import { messageOfError } from '../../../api/errors';
import { Loader } from '../../../ui/Loader';
import { GetHelp } from '../../../ui/StopPage';
import { useSeenDocuments } from '../../disclosures';
import { NotarySessionSteps } from '../../notary';
import {
  type ClosingDocument,
  fullNameOf,
  LoadProblem,
  SIGN_DOCUMENTS_LABEL,
  signBody,
  SignDocumentsForm,
  type SignerName,
  signingApi,
  type SignValues,
  useGetClosingDocumentsQuery,
} from '../../signing';
import { SignerFrame } from '../SignerFrame';
import { useFinishSignerNotarySessionMutation } from '../signerApi';
import { useSignerSigning } from '../useSignerSigning';
import '../signer.css';

export const LOAD_FAILED_TEXT = 'We could not load your documents';
export const NO_DOCUMENTS_TEXT =
  'Your documents are not ready yet. We will e-mail you when they are.';

/** The hint under Full name: the name the invitation gave, when it is known. */
export function signerNameHint(expected: string | null): string {
  return expected
    ? `Type your first and last name as the borrower gave them when they invited you: ${expected}. This is your electronic signature.`
    : 'Type your first and last name as the borrower gave them when they invited you. This is your electronic signature.';
}

/**
 * The signer's signing: the documents the borrower signed, signed with the signer's own name.
 * "Sign documents" sends `POST .../sign { signatureName, documents }`.
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
  const [signDocuments] = signingApi.useSignDocumentsMutation();
  const submit = async (values: SignValues) => {
    await signDocuments({ applicationUuid, ...signBody(values, documents) }).unwrap();
    await onSigned();
  };
  return (
    <SignDocumentsForm
      documents={documents}
      name={name}
      intro={
        <p>
          These are the documents the borrower has signed. Read each one to the end, then select its
          Sign button. Scroll inside the document, or select it and use the arrow keys. When you
          have signed them all, type your full name and select “{SIGN_DOCUMENTS_LABEL}”.
        </p>
      }
      hint={signerNameHint(fullNameOf(name))}
      seen={seen}
      onEndSeen={markSeen}
      onSubmit={submit}
    />
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
export const SIGNED_TEXT = 'You have signed the documents. One step is left: the eNotary session.';

/**
 * The signer's eNotary session: the borrower's steps (docs/journey.md#the-enotary-session), after
 * a word that the documents are signed. "Finish session" sends `POST .../notary/session`; the
 * signer has then finished.
 */
function NotarySession({
  applicationUuid,
  onDone,
}: {
  applicationUuid: string;
  onDone: () => Promise<void>;
}) {
  const [finishSession] = useFinishSignerNotarySessionMutation();
  return (
    <NotarySessionSteps
      intro={
        <>
          <p role="status">{SIGNED_TEXT}</p>
          <p>
            A licensed notary meets you by video to notarize your signature on the deed of trust.
            The session takes about 10 minutes.
          </p>
        </>
      }
      deed="the deed"
      onFinish={async () => {
        await finishSession({ applicationUuid }).unwrap();
        await onDone();
      }}
    />
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
