import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useState } from 'react';
import { boolean, object, string } from 'yup';
import { StepForm } from '../../forms/StepForm';
import { yupMessage } from '../../forms/schemas/messages';
import { TextField } from '../../forms/TextField';
import { documentKey, documentTitle, DocumentToRead } from '../disclosures';
import { matchesSignerName, type SignerName } from './signatureName';
import { SignButton } from './SignButton';
import type { ClosingDocument } from './signingApi';
import { SIGNATURE_MAX_LENGTH, SIGNATURE_MESSAGES } from '../../contract/signature';

export const SIGN_DOCUMENTS_LABEL = msg`Sign documents`;
export const FULL_NAME_LABEL = msg`Full name`;

/**
 * The Full name's messages (docs/journey.md#signing), the same for a borrower and a signer: the
 * contract's, the lender's own (docs/architecture.md#each-fields-rule-and-message).
 */
export const SIGNATURE_NAME_MESSAGES = SIGNATURE_MESSAGES;

export const signMessage = (document: Pick<ClosingDocument, 'title'>): MessageDescriptor => {
  const title = documentTitle(document);
  return msg`Read “${title}” to the end and sign it`;
};

/** Writes a message out in the page's language (`t` from useLingui). */
export type Translate = (descriptor: MessageDescriptor) => string;

export interface SignValues {
  signed: Record<string, boolean>;
  signatureName: string;
}

/**
 * Every document read to its end and signed; the name must be the one signing's own. The Full
 * name's messages are the lender's (SIGNATURE_NAME_MESSAGES).
 */
export function signSchema(
  documents: readonly ClosingDocument[],
  name: SignerName | null,
  translate: Translate,
) {
  return object({
    signed: object(
      Object.fromEntries(
        documents.map((document, index) => [
          documentKey(index),
          boolean()
            .oneOf([true], translate(signMessage(document)))
            .required(translate(signMessage(document))),
        ]),
      ),
    ),
    signatureName: string()
      .trim()
      .required(yupMessage(SIGNATURE_NAME_MESSAGES.required))
      .max(SIGNATURE_MAX_LENGTH, yupMessage(SIGNATURE_NAME_MESSAGES.tooLong))
      .test(
        'signature-name',
        yupMessage(SIGNATURE_NAME_MESSAGES.mismatch),
        (value) => !value || matchesSignerName(value, name),
      ),
  });
}

/** The body of `POST .../sign`: the name as typed, spaces collapsed, and every document. */
export const signBody = (values: SignValues, documents: readonly ClosingDocument[]) => ({
  signatureName: values.signatureName.trim().replace(/\s+/g, ' '),
  documents: documents.map((document) => document.uuid),
});

/**
 * The signing of the closing documents, for the borrower and for an additional signer: each
 * document in its viewer with its Sign button (open once its end has been seen,
 * docs/journey.md#reading-documents), then Full name, then "Sign documents". What differs by role
 * comes in: the words before the documents, the hint under Full name, what sending does. What has
 * been seen is kept by the caller, so a failed send keeps it with the name typed and the
 * documents signed.
 */
export function SignDocumentsForm({
  documents,
  name,
  intro,
  hint,
  seen,
  onEndSeen,
  onSubmit,
}: {
  documents: readonly ClosingDocument[];
  /** Whose name Full name must be; null when it is not known (any name then passes). */
  name: SignerName | null;
  intro: ReactNode;
  hint: string;
  seen: ReadonlySet<string>;
  onEndSeen: (uuid: string) => void;
  onSubmit: (values: SignValues) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const schema = useMemo(() => signSchema(documents, name, t), [documents, name, t]);
  const [initialValues] = useState<SignValues>(() => ({
    signed: Object.fromEntries(documents.map((_, index) => [documentKey(index), false])),
    signatureName: '',
  }));
  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      submitLabel={t(SIGN_DOCUMENTS_LABEL)}
    >
      {intro}
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
      <h2 className="read-document__title">
        <Trans>Your signature</Trans>
      </h2>
      <TextField
        name="signatureName"
        label={t(FULL_NAME_LABEL)}
        hint={hint}
        autoComplete="name"
        spellCheck={false}
      />
    </StepForm>
  );
}
