/**
 * Copies of what a person accepted, agreed to, authorized or signed, as the lender keeps them
 * (`GET .../document-copies`, docs/sandbox.md#copies-of-what-was-signed). The borrower's: the
 * e-sign consent, the early disclosures, the authorization of automatic payments, the closing
 * documents and their own notice of right to cancel. An additional signer's: their e-sign consent,
 * and the closing documents with their own notice, once signed. Oldest first.
 *
 * Each text is made again from what the lender recorded: the consent's and the authorization's
 * by the version and the terms given; the disclosures' and the closing documents' from the
 * application, whose figures do not change once they are accepted and signed.
 */
import { autopayAuthorizationText } from '../contract/autopayAuthorization';
import type { CopyAct, CopyKind, DocumentCopy } from '../contract/documents';
import { esignConsentText, isEsignConsentVersion, YOUR_LENDER } from '../contract/esignConsent';
import { lenderOf } from './autopay';
import { closingDocumentsOf, noticeUuid } from './closing';
import { disclosuresOf } from './disclosures';
import { derivedUuid } from './ids';
import { fullNameOf } from './names';
import type { ApplicationRecord, OrgRecord } from './records';
import { invitationOf } from './signers';

const paragraphs = (texts: readonly string[]) => texts.join('\n\n');

function copy(
  uuid: string,
  kind: CopyKind,
  act: CopyAct,
  document: { title: string; body: string },
  signerName: string,
  at: string | null | undefined,
): DocumentCopy {
  return { uuid, kind, act, title: document.title, body: document.body, signerName, at: at ?? '' };
}

/** The e-sign consent of `version`, given by `name` at `at`, as a copy. */
function esignCopy(
  record: ApplicationRecord,
  org: OrgRecord | undefined,
  owner: string,
  consent: { version?: string | null; acceptedAt?: string | null } | null | undefined,
  name: string,
): DocumentCopy[] {
  const lender = lenderOf(org);
  const version = consent?.version;
  if (!version || !isEsignConsentVersion(version)) return [];
  // The version agreed to, in its own language (a version is one text in one language).
  const language = esignConsentText(lender, version)!.language;
  const text = esignConsentText(
    { ...lender, companyName: lender.companyName || YOUR_LENDER[language] },
    version,
  )!;
  return [
    copy(
      derivedUuid(record.uuid, `copy/esign-consent/${owner}`),
      'ESIGN_CONSENT',
      'AGREED',
      { title: text.title, body: paragraphs(text.paragraphs) },
      name,
      consent.acceptedAt,
    ),
  ];
}

/**
 * An owner's closing documents (`signer`: an additional signer's identity; the borrower when
 * null), each signed under `signature`, their notice of right to cancel among them; none unsigned.
 */
function closingCopies(
  record: ApplicationRecord,
  org: OrgRecord | undefined,
  signer: string | null,
  signature: { name: string; at: string } | null | undefined,
): DocumentCopy[] {
  if (!signature) return [];
  return closingDocumentsOf(record, org, signer).map((document) =>
    copy(
      document.uuid,
      document.uuid === noticeUuid(record, signer)
        ? 'NOTICE_OF_RIGHT_TO_CANCEL'
        : 'CLOSING_DOCUMENT',
      'SIGNED',
      document,
      signature.name,
      signature.at,
    ),
  );
}

/** The borrower's copies. */
function borrowerCopies(record: ApplicationRecord, org: OrgRecord | undefined): DocumentCopy[] {
  const app = record.application;
  const name = fullNameOf(app.name);
  const esign = app.consents.find((consent) => consent.type === 'ESIGN');
  const accepted = new Set(app.acceptedDisclosures ?? []);
  const disclosures = disclosuresOf(record, org)
    .filter((disclosure) => accepted.has(disclosure.uuid))
    .map((disclosure) =>
      copy(
        disclosure.uuid,
        'DISCLOSURE',
        'ACCEPTED',
        disclosure,
        name,
        app.disclosureAcceptances?.[disclosure.uuid],
      ),
    );
  const authorization = app.autopayAuthorization;
  const autopay = authorization
    ? (() => {
        // The version given, in its own language.
        const text = autopayAuthorizationText(authorization.terms, authorization.version);
        return [
          copy(
            derivedUuid(record.uuid, `copy/autopay-authorization/${authorization.acceptedAt}`),
            'AUTOPAY_AUTHORIZATION',
            'AUTHORIZED',
            { title: text.title, body: paragraphs([...text.paragraphs, text.label]) },
            name,
            authorization.acceptedAt,
          ),
        ];
      })()
    : [];
  const signed = new Set(app.signedClosingDocuments ?? []);
  const closing = closingCopies(record, org, null, app.closingSignature).filter((copy) =>
    signed.has(copy.uuid),
  );
  return [
    ...esignCopy(record, org, 'borrower', esign, name),
    ...disclosures,
    ...autopay,
    ...closing,
  ];
}

/** An additional signer's copies. */
function signerCopies(
  record: ApplicationRecord,
  org: OrgRecord | undefined,
  identityUuid: string,
): DocumentCopy[] {
  const invitation = invitationOf(record, identityUuid);
  const signer = record.application.helocSigners?.find((s) => s.identityUuid === identityUuid);
  const name = fullNameOf(signer?.name);
  const closing = closingCopies(record, org, identityUuid, invitation?.signature);
  return [...esignCopy(record, org, identityUuid, invitation?.esignConsent, name), ...closing];
}

/**
 * The copies of the person reading: an additional signer's own (`signer`, their identity), else
 * the borrower's (anyone else who may read the application reads the borrower's).
 */
export function documentCopiesOf(
  record: ApplicationRecord,
  org: OrgRecord | undefined,
  signer: string | null,
): DocumentCopy[] {
  return signer ? signerCopies(record, org, signer) : borrowerCopies(record, org);
}
