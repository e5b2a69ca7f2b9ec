/**
 * The additional signer's own part (docs/sandbox.md#the-additional-signers-part). The same write
 * calls as the borrower's answer the application's signer (a v1 `helocSigners` entry): `POST
 * .../documents` for the sides of their ID, `POST .../sign` with their own name, `POST
 * .../notary/session`. Each records the signer's progress on their invitation and never moves the
 * borrower's state, until the last signer finishes: then `coDeedStatus` is COMPLETE (and the
 * route moves a borrower waiting at CO_DEED_REQUIRED on to NOTARY_DISCLOSURE).
 *
 * The order is enforced (else 409 WRONG_STEP): the ID first (a side may be sent again until the
 * signer has signed), then the signature (the closing documents must be ready), then the notary
 * session. Nothing is open on a cancelled application or once the signer has finished.
 */
import type { ApplicationDocument, Consent } from '../contract/application';
import { HttpError } from './http';
import { ownedApplication, readableApplication } from './access';
import { closingDocumentsOf, type ClosingDocument } from './closing';
import type { RecordStore } from './db';
import { idComplete, ID_DOCUMENT_TYPES } from './documents';
import type { ApplicationRecord, Invitation, OrgRecord, PersonRecord } from './records';
import { wrongStep } from './workflow';

/** Where a signer stands: the step open to them, or DONE, or CLOSED (a cancelled application). */
export type SignerStep = 'IDENTITY' | 'SIGN' | 'NOTARY' | 'DONE' | 'CLOSED';

/** The signer's own progress, as `GET .../co-deed/status` answers it to them. */
export interface SignerProgress {
  /** ID documents they have sent (a side sent again counts again). */
  identityDocuments: number;
  identityComplete: boolean;
  signed: boolean;
  notarized: boolean;
  step: SignerStep;
  /** Their consent to electronic documents, or null before they give it. */
  esignConsent: Consent | null;
}

/** The lender's answer to a signature before the signer's consent to electronic documents. */
export const SIGNER_ESIGN_CONSENT_REQUIRED =
  'Agree to receive documents and sign electronically before you sign. You can do it on the first page of your signing.';

/** Reading chosen: a cancelled application closes the signer's steps; other stops do not. */
const CLOSED_STATES: ReadonlySet<string> = new Set(['CANCELLED']);

/** Whether the person signs for this application (and is not its borrower). */
export function isSignerOf(record: ApplicationRecord, personUuid: string): boolean {
  return (
    record.ownerUuid !== personUuid &&
    Boolean(record.application.helocSigners?.some((s) => s.identityUuid === personUuid))
  );
}

/**
 * The application for one of the three writes a signer shares with the borrower: the signer's
 * (`asSigner`), else the borrower's own (ownedApplication: 404, or 403 for anyone else).
 */
export function applicationForWrite(
  store: RecordStore,
  person: PersonRecord,
  uuid: string,
): { record: ApplicationRecord; asSigner: boolean } {
  const record = readableApplication(store, person, uuid);
  if (isSignerOf(record, person.uuid)) return { record, asSigner: true };
  return { record: ownedApplication(store, person, uuid), asSigner: false };
}

export const invitationOf = (
  record: ApplicationRecord,
  identityUuid: string,
): Invitation | undefined => record.invitations?.find((i) => i.identityUuid === identityUuid);

/** The record with the signer's invitation changed; one is made for a signer who has none. */
function withInvitation(
  record: ApplicationRecord,
  identityUuid: string,
  change: (invitation: Invitation) => Invitation,
): ApplicationRecord {
  const current = invitationOf(record, identityUuid) ?? {
    identityUuid,
    password: null,
    invitedAt: new Date().toISOString(),
    doneAt: null,
  };
  const others = (record.invitations ?? []).filter((i) => i.identityUuid !== identityUuid);
  return { ...record, invitations: [...others, change(current)] };
}

/** The signer's progress on this application. */
export function signerProgressOf(record: ApplicationRecord, identityUuid: string): SignerProgress {
  const invitation = invitationOf(record, identityUuid);
  const documents = invitation?.documents ?? [];
  const identityComplete = Boolean(invitation?.identityAt);
  const signed = Boolean(invitation?.signature);
  const notarized = Boolean(invitation?.doneAt);
  let step: SignerStep;
  if (notarized) step = 'DONE';
  else if (CLOSED_STATES.has(record.state ?? '')) step = 'CLOSED';
  else if (signed) step = 'NOTARY';
  else if (identityComplete) step = 'SIGN';
  else step = 'IDENTITY';
  const consent = invitation?.esignConsent;
  return {
    identityDocuments: documents.length,
    identityComplete,
    signed,
    notarized,
    step,
    esignConsent: consent ? { type: 'ESIGN', ...consent } : null,
  };
}

/**
 * The signer's consent to receive documents and sign electronically, to the text of `version`
 * (docs/journey.md#the-e-sign-consent). A consent given again to the same version keeps the
 * first; one to another version replaces it.
 */
export function recordSignerEsignConsent(
  record: ApplicationRecord,
  identityUuid: string,
  version: string,
  at: string = new Date().toISOString(),
): ApplicationRecord {
  if (invitationOf(record, identityUuid)?.esignConsent?.version === version) return record;
  return withInvitation(record, identityUuid, (invitation) => ({
    ...invitation,
    esignConsent: { acceptedAt: at, version },
  }));
}

/** 409 ESIGN_CONSENT_REQUIRED unless the signer has consented to electronic documents. */
export function requireSignerEsignConsent(record: ApplicationRecord, identityUuid: string): void {
  if (invitationOf(record, identityUuid)?.esignConsent) return;
  throw new HttpError(409, [
    { code: 'ESIGN_CONSENT_REQUIRED', message: SIGNER_ESIGN_CONSENT_REQUIRED, field: null },
  ]);
}

/**
 * Whether the signer may upload a document of `type` now: a side of their ID, until they have
 * signed (an ID complete may still be replaced before the signature).
 */
export function signerUploadOpen(
  record: ApplicationRecord,
  identityUuid: string,
  type: string,
): boolean {
  const { step } = signerProgressOf(record, identityUuid);
  return ID_DOCUMENT_TYPES.has(type) && (step === 'IDENTITY' || step === 'SIGN');
}

/** 409 WRONG_STEP unless the signer stands at `step`. */
export function requireSignerStep(
  record: ApplicationRecord,
  identityUuid: string,
  step: SignerStep,
): void {
  if (signerProgressOf(record, identityUuid).step !== step) throw wrongStep();
}

/** The signer's ID document recorded; their identity complete once a whole ID is in. */
export function recordSignerDocument(
  record: ApplicationRecord,
  identityUuid: string,
  document: ApplicationDocument,
): ApplicationRecord {
  return withInvitation(record, identityUuid, (invitation) => {
    const documents = [...(invitation.documents ?? []), document];
    const identityAt =
      invitation.identityAt ?? (idComplete(documents) ? (document.uploadedAt ?? null) : null);
    return { ...invitation, documents, identityAt };
  });
}

/**
 * The closing documents as the signer sees them: the borrower's, with the signer's own notice of
 * right to cancel in place of the borrower's; signed once they have signed.
 */
export function signerClosingDocuments(
  record: ApplicationRecord,
  org: OrgRecord | undefined,
  identityUuid: string,
): ClosingDocument[] {
  const signed = Boolean(invitationOf(record, identityUuid)?.signature);
  return closingDocumentsOf(record, org, identityUuid).map((document) => ({
    ...document,
    signed,
  }));
}

export function recordSignerSignature(
  record: ApplicationRecord,
  identityUuid: string,
  name: string,
): ApplicationRecord {
  return withInvitation(record, identityUuid, (invitation) => ({
    ...invitation,
    signature: { name, at: new Date().toISOString() },
  }));
}

/** Whether every signer listed on the application has finished (there is at least one). */
export function everySignerDone(record: ApplicationRecord): boolean {
  const signers = record.application.helocSigners ?? [];
  return (
    signers.length > 0 &&
    signers.every((signer) => Boolean(invitationOf(record, signer.identityUuid)?.doneAt))
  );
}

/**
 * The signer's notary session finished: they are done. Once every signer is, the co-deed is
 * COMPLETE (the borrower's state is the route's to move).
 */
export function recordSignerNotarized(
  record: ApplicationRecord,
  identityUuid: string,
): ApplicationRecord {
  const done = withInvitation(record, identityUuid, (invitation) => ({
    ...invitation,
    doneAt: new Date().toISOString(),
  }));
  if (!everySignerDone(done)) return done;
  return { ...done, application: { ...done.application, coDeedStatus: 'COMPLETE' } };
}
