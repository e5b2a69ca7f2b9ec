import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { CopiesLink } from '../../copies';
import { useSeenDocuments } from '../../disclosures';
import { selectProfile } from '../../profile';
import { routingRequested, useStepSubmit } from '../../routing';
import { fullNameOf, type SignerName } from '../signatureName';
import { ClosingDocuments } from '../ClosingDocuments';
import {
  SIGN_DOCUMENTS_LABEL,
  signBody,
  SignDocumentsForm,
  type SignValues,
} from '../SignDocumentsForm';
import { type ClosingDocument, useSignDocumentsMutation } from '../signingApi';
import { allSigned } from '../signingDocuments';
import '../signing.css';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
export const ALL_SIGNED_TEXT = msg`You have signed all your documents`;
export const NO_DOCUMENTS_TEXT = msg`Your documents are not ready yet`;
export const HELP_LINK_TEXT = msg`Help with signing`;

/** The hint under Full name: the name the lender expects, when it is known. */
export function fullNameHint(expected: string | null): MessageDescriptor {
  return expected
    ? msg`Type your first and last name as they appear on your application: ${expected}. Your middle name may go between them. This is your electronic signature.`
    : msg`Type your first and last name as they appear on your application. Your middle name may go between them. This is your electronic signature.`;
}

/** The borrower's signing: "Sign documents" signs them all, then the routing decides. */
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
  const { t } = useLingui();
  const signDocumentsLabel = t(SIGN_DOCUMENTS_LABEL);
  const [signDocuments] = useSignDocumentsMutation();
  const submit = useStepSubmit((applicationUuid, values: SignValues) =>
    signDocuments({ applicationUuid, ...signBody(values, documents) }).unwrap(),
  );
  return (
    <SignDocumentsForm
      documents={documents}
      name={name}
      intro={
        <p>
          <Trans>
            Read each document to the end, then select its Sign button. Scroll inside the document,
            or select it and use the arrow keys. When you have signed them all, type your full name
            and select “{signDocumentsLabel}”.
          </Trans>
        </p>
      }
      hint={t(fullNameHint(fullNameOf(name)))}
      seen={seen}
      onEndSeen={onEndSeen}
      onSubmit={submit}
    />
  );
}

/**
 * Nothing to sign here (all signed, or none yet): say so, and let the routing decide. Once all
 * are signed, the way to their copies.
 */
function NothingToSign({
  applicationUuid,
  signed = false,
}: {
  applicationUuid: string;
  signed?: boolean;
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <>
      <p>{t(signed ? ALL_SIGNED_TEXT : NO_DOCUMENTS_TEXT)}.</p>
      {signed ? <CopiesLink applicationUuid={applicationUuid} /> : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(routingRequested({ applicationUuid, trigger: 'submission' }))}
        >
          {t(CONTINUE_LABEL)}
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
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const application = useAppSelector(selectCurrentApplication);
  const profile = useAppSelector(selectProfile);
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

  // One Screen whatever the state: the heading stays the same element, and keeps the focus.
  return (
    <Screen>
      <ClosingDocuments applicationUuid={applicationUuid}>
        {(documents, uuid) => {
          if (documents.length === 0) return <NothingToSign applicationUuid={uuid} />;
          if (allSigned(documents)) return <NothingToSign applicationUuid={uuid} signed />;
          return (
            <SignForm
              key={documents.map((document) => document.uuid).join(' ')}
              documents={documents}
              name={name}
              seen={seen}
              onEndSeen={markSeen}
            />
          );
        }}
      </ClosingDocuments>
      {applicationUuid ? (
        <p>
          <Link to={`/${applicationUuid}/signing/support`}>{t(HELP_LINK_TEXT)}</Link>
        </p>
      ) : null}
    </Screen>
  );
}
