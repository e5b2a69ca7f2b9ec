/**
 * Conditions (pending tasks) as the conditions service describes them to applicants: the
 * templates the control API completes, whose each condition is (the borrower's, or an additional
 * signer's), what each applicant is answered, and how a task is done: an upload naming its
 * condition (`POST .../documents` with `conditionUuid`) counts toward that condition alone, and
 * a phone number set on the profile satisfies a missing phone number.
 */
import type { ApplicationDocument } from '../contract/application';
import type { Condition, ConditionDisplay, ConditionXtraData } from '../contract/conditions';
import type { DocumentType } from '../contract/documentRequests';
import { documentsRequired } from '../lib/conditionDocuments';
import { visibleApplications } from './access';
import type { RecordStore } from './db';
import { fileProblem, ID_DOCUMENT_TYPES, idComplete, storeFile, UPLOAD_ERRORS } from './documents';
import { type ApiError, HttpError } from './http';
import { deepMerge } from './merge';
import { newUuid } from './ids';
import type { UploadedFile } from './multipart';
import type { ApplicationRecord, PersonRecord } from './records';
import { applicationOf } from './views';
import { msg } from '@lingui/core/macro';
import { messageText } from '../contract/messages';

/** A condition as the sandbox keeps it: what applicants are answered, and its bookkeeping. */
export type SandboxCondition = Condition & {
  /**
   * Whose task it is: an additional signer's identity uuid; absent (or the borrower's uuid) for
   * the borrower's. Set through the control API.
   */
  identityUuid?: string | null;
  /** The documents sent for this condition (uploads naming it), until it is satisfied. */
  receivedDocuments?: ApplicationDocument[];
  /**
   * The lender's extra data; a bank-account condition carries the account's full number, as the
   * lender's service does (the app keeps only its last 4 digits).
   */
  xtraData?: (ConditionXtraData & { accountNumber?: string }) | null;
};

interface ConditionTemplate {
  display: ConditionDisplay;
  commentsToBorrower: string;
  requestDocuments: string[] | null;
  numDocsRequired?: number;
}

const upload = (header: string, description: string, button = 'Upload document') => ({
  header,
  description,
  button,
  location: 'conditions/upload-document',
  type: 'DOCUMENT_UPLOAD',
});

/** The condition categories (docs/sandbox.md#conditions). */
export const CONDITION_TEMPLATES: Record<string, ConditionTemplate> = {
  GENERIC_DOCUMENT_REQUEST: {
    display: upload(
      'Upload a requested document',
      'Our underwriting team needs one more document to finish reviewing your application.',
    ),
    commentsToBorrower: 'Please upload your most recent monthly bank statement (all pages).',
    requestDocuments: ['BANK_STATEMENT'],
    numDocsRequired: 1,
  },
  MANUAL_PAYSTUB_UPLOAD: {
    display: {
      header: 'Upload your recent paystubs',
      description: 'We could not verify all of your income automatically.',
      button: 'Upload paystubs',
      location: 'income/upload/MANUAL_PAYSTUB',
      type: 'DOCUMENT_UPLOAD',
    },
    commentsToBorrower: 'Upload your most recent paystub showing year-to-date earnings.',
    requestDocuments: ['PAYSTUB'],
    numDocsRequired: 1,
  },
  MISSING_PHONE_NUMBER: {
    display: {
      header: 'Add a phone number',
      description: 'We need a phone number to reach you about your application.',
      button: 'Add phone number',
      location: 'conditions/phone-number',
      type: 'PHONE_NUMBER',
    },
    commentsToBorrower: 'Add a mobile or home phone number.',
    requestDocuments: null,
  },
  ID_VERIFICATION_FAILURE: {
    display: {
      header: 'Verify your identity again',
      description: 'We could not read the ID you uploaded.',
      button: 'Verify identity',
      location: 'identity',
      type: 'IDENTITY',
    },
    commentsToBorrower: 'Take a clear photo of the front and back of a valid, unexpired ID.',
    requestDocuments: ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK'],
    numDocsRequired: 2,
  },
  IDENTITY_DOCUMENT_FRAUD_REVIEW: {
    display: upload('Upload a second form of ID', 'We need to confirm your identity.'),
    commentsToBorrower: 'Upload a passport or state ID card in addition to your license.',
    requestDocuments: ['PASSPORT_FRONT'],
    numDocsRequired: 1,
  },
  BANK_ACCOUNT_FRAUD_REVIEW: {
    display: upload('Confirm your bank account', 'We need to confirm you own the linked account.'),
    commentsToBorrower: 'Upload a statement that shows your name and the account number.',
    requestDocuments: ['BANK_STATEMENT'],
    numDocsRequired: 1,
  },
  FALSE_OWNERSHIP_TYPE_REVIEW: {
    display: upload('Confirm how you hold title', 'Your answer did not match county records.'),
    commentsToBorrower: 'Upload your recorded deed or a recent property tax bill.',
    requestDocuments: ['PROPERTY_DESCRIPTION_SOURCE'],
    numDocsRequired: 1,
  },
  HARD_CREDIT_INQUIRY_REVIEW: {
    display: upload('Explain recent credit inquiries', 'Your credit report shows new inquiries.'),
    commentsToBorrower: 'Upload a signed letter explaining inquiries from the last 90 days.',
    requestDocuments: ['SUPPORT'],
    numDocsRequired: 1,
  },
  PROPERTY_LEGAL_DESCRIPTION: {
    display: upload("Provide your property's legal description", 'We could not find it.'),
    commentsToBorrower: 'Upload the page of your deed that holds the legal description.',
    requestDocuments: ['PROPERTY_DESCRIPTION_SOURCE'],
    numDocsRequired: 1,
  },
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: {
    display: upload('Confirm you own the property', 'We need proof of ownership.'),
    commentsToBorrower: 'Upload your recorded deed or your homeowners insurance declaration.',
    requestDocuments: ['PROPERTY_DESCRIPTION_SOURCE'],
    numDocsRequired: 1,
  },
  REVIEW_TRUST_REQUIREMENTS: {
    display: upload('Upload your certificate of trust', 'Your home is held in a trust.'),
    commentsToBorrower: 'Upload the certificate of trust, signed by every trustee.',
    requestDocuments: ['CERTIFICATE_OF_TRUST'],
    numDocsRequired: 1,
  },
};

const DEFAULT_CATEGORY = 'GENERIC_DOCUMENT_REQUEST';

/**
 * A realistic open condition of the given category, with `overrides` deep-merged over it.
 * Unknown categories keep the generic document request's wording.
 */
export function makeCondition(
  categoryEnum: string = DEFAULT_CATEGORY,
  created: Date = new Date(),
  overrides: Partial<SandboxCondition> | Record<string, unknown> = {},
): SandboxCondition {
  const template = CONDITION_TEMPLATES[categoryEnum] ?? CONDITION_TEMPLATES[DEFAULT_CATEGORY];
  if (!template) throw new Error('condition templates are missing the default category');
  const condition: SandboxCondition = {
    uuid: newUuid(),
    categoryEnum,
    created: created.toISOString(),
    notes: null,
    commentsToBorrower: template.commentsToBorrower,
    requestDocuments: template.requestDocuments,
    actionNeeded: true,
    xtraData: template.numDocsRequired ? { numDocsRequired: template.numDocsRequired } : null,
    display: template.display,
  };
  return deepMerge(condition, overrides);
}

/** The categories whose task is an ID (front and back, or a passport): any ID type counts. */
const ID_CATEGORIES: ReadonlySet<string> = new Set(['ID_VERIFICATION_FAILURE']);
export const PHONE_CATEGORY = 'MISSING_PHONE_NUMBER';

/** Whose task a condition is: its identityUuid, else the application's borrower. */
export const conditionOwner = (record: ApplicationRecord, condition: SandboxCondition): string =>
  condition.identityUuid || record.ownerUuid;

/**
 * Whose conditions a person is answered on an application: an additional signer (listed in its
 * helocSigners, not its borrower) their own; anyone else who may see it (the borrower, a
 * referring broker or loan originator) the borrower's.
 */
export function conditionsViewer(record: ApplicationRecord, person: PersonRecord): string {
  const signer =
    record.ownerUuid !== person.uuid &&
    Boolean(record.application.helocSigners?.some((s) => s.identityUuid === person.uuid));
  return signer ? person.uuid : record.ownerUuid;
}

const isOpen = (condition: SandboxCondition) => condition.actionNeeded !== false;

/** A condition as the external-applicants list answers it: with its count, without bookkeeping. */
function answerOf(condition: SandboxCondition): Condition {
  const { receivedDocuments, ...answered } = condition;
  const received = receivedDocuments?.length ?? 0;
  if (received === 0) return answered;
  return { ...answered, xtraData: { ...answered.xtraData, numDocsReceived: received } };
}

/** `GET .../conditions/external-applicants`: the person's own conditions on the application. */
export function conditionsFor(record: ApplicationRecord, person: PersonRecord): Condition[] {
  const viewer = conditionsViewer(record, person);
  return record.conditions
    .filter((condition) => conditionOwner(record, condition) === viewer)
    .map(answerOf);
}

/** The document types a condition accepts: any ID side, its requested types, or (none named) any. */
function acceptsType(condition: SandboxCondition, type: string): boolean {
  if (ID_CATEGORIES.has(condition.categoryEnum)) return ID_DOCUMENT_TYPES.has(type);
  const requested = condition.requestDocuments ?? [];
  return requested.length === 0 || requested.includes(type);
}

function acceptedTypesProblem(condition: SandboxCondition, type: string): string {
  if (ID_CATEGORIES.has(condition.categoryEnum))
    return messageText(
      msg`This task asks for the front and back of an ID, or a passport, not ${type}`,
    );
  // Document type codes (W2, PAYSTUB), as the lender names them in both languages.
  const accepted = (condition.requestDocuments ?? []).join(' or ');
  return messageText(msg`This task asks for ${accepted}, not ${type}`);
}

/** Whether the documents sent for a condition complete it. */
function satisfied(condition: SandboxCondition, received: readonly ApplicationDocument[]): boolean {
  if (ID_CATEGORIES.has(condition.categoryEnum)) return idComplete(received);
  return received.length >= documentsRequired(condition);
}

export const CONDITION_ERRORS = {
  condition: (uuid: string): ApiError => ({
    code: 'CONDITION',
    field: 'conditionUuid',
    message: messageText(msg`There is no open task ${uuid} for you on this application`),
  }),
  type: (condition: SandboxCondition, type: string): ApiError => ({
    code: 'DOCUMENT_TYPE',
    field: 'type',
    message: acceptedTypesProblem(condition, type),
  }),
};

/**
 * `POST .../documents` with a `conditionUuid`: one file for one of the person's open conditions
 * (else 400, naming conditionUuid), of a type that condition asks for (else 400, naming type; the
 * upload's text fields as the contract reads them, `type` null when it names no document type),
 * checked as every upload is (PDF, JPG or PNG, 10 MB). The file is stored; a borrower's document
 * joins `application.documents`, a signer's stays with the condition (never the borrower's). It
 * counts toward that condition alone: once its documents are in (numDocsRequired, default 1; an
 * ID condition: a complete ID), the condition is satisfied and leaves the list. The workflow does
 * not move. Answers what the route sends with 201: `{ document, application }`.
 */
export function uploadForCondition(
  store: RecordStore,
  person: PersonRecord,
  record: ApplicationRecord,
  { conditionUuid, type }: { conditionUuid: string; type: DocumentType | null },
  files: readonly UploadedFile[],
): { document: ApplicationDocument; application: ReturnType<typeof applicationOf> } {
  const viewer = conditionsViewer(record, person);
  const condition = record.conditions.find(
    (candidate) =>
      candidate.uuid === conditionUuid &&
      isOpen(candidate) &&
      conditionOwner(record, candidate) === viewer,
  );
  if (!condition) throw new HttpError(400, [CONDITION_ERRORS.condition(conditionUuid)]);

  const errors: ApiError[] = [];
  if (!type) errors.push(UPLOAD_ERRORS.documentType);
  else if (!acceptsType(condition, type)) errors.push(CONDITION_ERRORS.type(condition, type));
  const file = files[0];
  if (!file) errors.push(UPLOAD_ERRORS.missing);
  else {
    const problem = fileProblem(file);
    if (problem) errors.push(problem);
  }
  if (errors.length > 0 || !file || !type) throw new HttpError(400, errors);

  const document: ApplicationDocument = {
    uuid: newUuid(),
    type,
    uploadedAt: new Date().toISOString(),
  };
  // The file is on disk before any record names it.
  storeFile(store.dir, document.uuid, file.buffer);
  const received = [...(condition.receivedDocuments ?? []), document];
  const conditions = satisfied(condition, received)
    ? record.conditions.filter((candidate) => candidate.uuid !== condition.uuid)
    : record.conditions.map((candidate) =>
        candidate.uuid === condition.uuid
          ? { ...candidate, receivedDocuments: received }
          : candidate,
      );
  const borrowers = viewer === record.ownerUuid;
  const saved = store.put('applications', record.uuid, {
    ...record,
    conditions,
    application: borrowers
      ? { ...record.application, documents: [...record.application.documents, document] }
      : record.application,
    documentFiles: {
      ...record.documentFiles,
      [document.uuid]: {
        name: file.originalname.slice(0, 255),
        mimeType: file.mimetype,
        size: file.size,
      },
    },
    updatedAt: new Date().toISOString(),
  });
  return { document, application: applicationOf(saved) };
}

/**
 * A phone number on the person's profile satisfies their open missing-phone-number conditions,
 * on every application they can see (their own as a borrower, their own as a signer).
 */
export function satisfyPhoneConditions(store: RecordStore, person: PersonRecord): void {
  for (const record of visibleApplications(store, person)) {
    const viewer = conditionsViewer(record, person);
    if (viewer !== person.uuid) continue;
    const conditions = record.conditions.filter(
      (condition) =>
        !(
          condition.categoryEnum === PHONE_CATEGORY &&
          isOpen(condition) &&
          conditionOwner(record, condition) === person.uuid
        ),
    );
    if (conditions.length === record.conditions.length) continue;
    store.put('applications', record.uuid, {
      ...record,
      conditions,
      updatedAt: new Date().toISOString(),
    });
  }
}
