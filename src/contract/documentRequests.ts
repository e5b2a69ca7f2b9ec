/**
 * What the borrower sends to meet the lender's requests, as the lender checks it
 * (docs/sandbox.md#other-request-bodies): the text fields of a document upload (`POST
 * .../heloc/{uuid}/documents`, multipart: `type`, an optional `conditionUuid`, then the `file`):
 * the sandbox lender reads them with this schema; the app's request types are its input. The file
 * itself is checked apart (its kind by the lender; its size on both sides, uploads.ts). The phone
 * number a missing-phone-number condition asks for is the profile service's (profileRequests.ts).
 */
import { msg } from '@lingui/core/macro';
import { messageText, said } from './messages';
import { v } from './schema';

/** The document types the lender accepts. */
export const DOCUMENT_TYPES = [
  'PAYSTUB',
  'DRIVERS_LICENSE_FRONT',
  'DRIVERS_LICENSE_BACK',
  'PASSPORT_FRONT',
  'ID_CARD_FRONT',
  'ID_CARD_BACK',
  'PERMANENT_RESIDENT_FRONT',
  'PERMANENT_RESIDENT_BACK',
  'HAZARD_INSURANCE',
  'FLOOD_INSURANCE',
  'BANK_STATEMENT',
  'CERTIFICATE_OF_TRUST',
  'PROPERTY_DESCRIPTION_SOURCE',
  'SUPPORT',
  'CANCELLATION_PROOF',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

/** Said of an upload whose `type` is not one of DOCUMENT_TYPES. */
export const DOCUMENT_TYPE_MESSAGE = msg`Choose what this document is`;

/**
 * The text fields of an upload: the document's type, sent as text (the app passes on what a
 * condition asks for) and read as one of DOCUMENT_TYPES; and, for an upload that answers one
 * condition, that condition's uuid (trimmed; which conditions are open is the lender's to say).
 */
export const documentUploadFields = v.object({
  type: v.pipe(
    v.string(said(DOCUMENT_TYPE_MESSAGE)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (isDocumentType(dataset.value)) return dataset.value;
      addIssue({ message: messageText(DOCUMENT_TYPE_MESSAGE) });
      return NEVER;
    }),
  ),
  conditionUuid: v.optional(
    v.pipe(v.string('Send conditionUuid as the text of a condition id'), v.trim()),
  ),
});

export type DocumentUploadFields = v.InferInput<typeof documentUploadFields>;
