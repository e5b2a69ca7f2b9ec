/**
 * The bodies of the signing writes, as the lender checks them (docs/sandbox.md#step-writes):
 * `POST .../sign` (the borrower's or the additional signer's signature), `POST .../signers` (the
 * invitation of an additional signer), `POST .../esign-consent` (the additional signer's consent
 * to electronic documents) and `POST .../notary/session`. The app's request types
 * are inferred from these schemas, and the sandbox lender parses what it is sent with them.
 *
 * What depends on the lender's records (the signer's name, the closing documents, the e-mail
 * addresses that have an account) is given as an argument.
 */
import { msg } from '@lingui/core/macro';
import { EMAIL_MESSAGES } from './contactDetails';
import { said } from './messages';
import { NAME_LABELS } from './names';
import { emailRule, esignConsentEntries } from './registrationRequests';
import { requiredText } from './requests';
import { v } from './schema';
import {
  SIGNATURE_MAX_LENGTH,
  SIGNATURE_MESSAGES,
  SIGNER_MESSAGES,
  SIGNER_NAME_MAX_LENGTH,
} from './signature';

/** A name that is not the signer's own. */
export const SIGNATURE_MESSAGE = SIGNATURE_MESSAGES.mismatch;
export { SIGNATURE_MAX_LENGTH };

/** What a signature is checked against. */
export interface SigningRules {
  /** Whether the name typed is the signer's own (the lender's records). */
  isSignature: (typed: string) => boolean;
  /** The uuids of the closing documents to sign (lower case). */
  documents: readonly string[];
}

/**
 * POST .../sign: the signer's name as typed (kept as typed), and the closing documents, every
 * one of them; read in lower case.
 */
export const signBody = ({ isSignature, documents }: SigningRules) => {
  const closing = new Set(documents);
  const notClosing = said(msg`This is not one of your closing documents`);
  const every = said(msg`Read and sign every document`);
  return v.object({
    signatureName: v.pipe(
      v.string(said(SIGNATURE_MESSAGES.required)),
      v.check((name) => name.trim() !== '', said(SIGNATURE_MESSAGES.required)),
      v.maxLength(SIGNATURE_MAX_LENGTH, said(SIGNATURE_MESSAGES.tooLong)),
      v.check(isSignature, said(SIGNATURE_MESSAGES.mismatch)),
    ),
    documents: v.pipe(
      v.array(
        v.pipe(
          v.string(notClosing),
          v.toLowerCase(),
          v.check((id) => closing.has(id), notClosing),
        ),
        every,
      ),
      v.check((ids) => new Set(ids).size >= closing.size, every),
    ),
  });
};

export const EMAIL_HAS_ACCOUNT_MESSAGE = msg`This email address already has an account. Enter another one`;

/**
 * POST .../signers: the additional signer to invite, their names trimmed and their e-mail in
 * lower case; an e-mail with an account already (`hasAccount`, the lender's records) is refused.
 */
export const inviteSignerBody = (hasAccount: (email: string) => boolean) =>
  v.object({
    firstName: requiredText(
      SIGNER_MESSAGES.firstName,
      NAME_LABELS['First name'],
      SIGNER_NAME_MAX_LENGTH,
    ),
    lastName: requiredText(
      SIGNER_MESSAGES.lastName,
      NAME_LABELS['Last name'],
      SIGNER_NAME_MAX_LENGTH,
    ),
    email: v.pipe(
      emailRule({ ...EMAIL_MESSAGES, ...SIGNER_MESSAGES.email }),
      v.check((email) => !hasAccount(email), said(EMAIL_HAS_ACCOUNT_MESSAGE)),
    ),
  });

/**
 * POST .../esign-consent: an additional signer's consent to receive documents and sign
 * electronically, before their first document (docs/journey.md#the-e-sign-consent): given, and
 * the version of the text agreed to.
 */
export const esignConsentBody = v.object(esignConsentEntries);

/** POST .../notary/session: nothing but the call (the eNotary session is over). */
export const notarySessionBody = v.object({});

export type SignBody = v.InferInput<ReturnType<typeof signBody>>;
export type InviteSignerBody = v.InferInput<ReturnType<typeof inviteSignerBody>>;
export type NotarySessionBody = v.InferInput<typeof notarySessionBody>;
export type EsignConsentBody = v.InferInput<typeof esignConsentBody>;
