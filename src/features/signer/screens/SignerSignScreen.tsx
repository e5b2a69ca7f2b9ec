import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { GetHelp } from '../../../ui/StopPage';
import { useSeenDocuments } from '../../disclosures';
import { NOTARY_SESSION_LENGTH_MESSAGE, NotarySessionSteps } from '../../notary';
import {
  type ClosingDocument,
  fullNameOf,
  ClosingDocuments,
  SIGN_DOCUMENTS_LABEL,
  signBody,
  SignDocumentsForm,
  type SignerName,
  signingApi,
  type SignValues,
} from '../../signing';
import { SignerFrame } from '../SignerFrame';
import { useFinishSignerNotarySessionMutation } from '../signerApi';
import { useSignerSigning } from '../useSignerSigning';
import '../signer.css';

export { titles } from '../titles';

export const NO_DOCUMENTS_TEXT = msg`Your documents are not ready yet. We will e-mail you when they are.`;

/** The hint under Full name: the name the invitation gave, when it is known. */
export function signerNameHint(expected: string | null): MessageDescriptor {
  return expected
    ? msg`Type your first and last name as the borrower gave them when they invited you: ${expected}. This is your electronic signature.`
    : msg`Type your first and last name as the borrower gave them when they invited you. This is your electronic signature.`;
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
  const { t } = useLingui();
  const signDocumentsLabel = t(SIGN_DOCUMENTS_LABEL);
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
          <Trans>
            These are the documents the borrower has signed. Read each one to the end, then select
            its Sign button. Scroll inside the document, or select it and use the arrow keys. When
            you have signed them all, type your full name and select “{signDocumentsLabel}”.
          </Trans>
        </p>
      }
      hint={t(signerNameHint(fullNameOf(name)))}
      seen={seen}
      onEndSeen={markSeen}
      onSubmit={submit}
    />
  );
}

/** The closing documents, loaded, then the form; none yet: the signer hears when they are. */
function SignDocuments({
  applicationUuid,
  name,
  onSigned,
}: {
  applicationUuid: string;
  name: SignerName | null;
  onSigned: () => Promise<void>;
}) {
  const { t } = useLingui();
  return (
    <ClosingDocuments applicationUuid={applicationUuid}>
      {(documents) =>
        documents.length === 0 ? (
          <>
            <p>{t(NO_DOCUMENTS_TEXT)}</p>
            <GetHelp />
          </>
        ) : (
          <SignForm
            key={documents.map((document) => document.uuid).join(' ')}
            applicationUuid={applicationUuid}
            documents={documents}
            name={name}
            onSigned={onSigned}
          />
        )
      }
    </ClosingDocuments>
  );
}

export const NOTARY_SESSION_TITLE = msg`Your eNotary session`;
export const SIGNED_TEXT = msg`You have signed the documents. One step is left: the eNotary session.`;

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
  const { t } = useLingui();
  const sessionLength = t(NOTARY_SESSION_LENGTH_MESSAGE);
  const [finishSession] = useFinishSignerNotarySessionMutation();
  return (
    <NotarySessionSteps
      intro={
        <>
          <p role="status">{t(SIGNED_TEXT)}</p>
          <p>
            <Trans>
              A licensed notary meets you by video to notarize your signature on the deed of trust.
              The session takes {sessionLength}.
            </Trans>
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
  const { t } = useLingui();
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
    <SignerFrame signing={signing} title={signed ? t(NOTARY_SESSION_TITLE) : undefined}>
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
