/**
 * @jest-environment node
 *
 * What the borrower sends to meet the lender's requests (src/contract/documentRequests.ts): an
 * upload's text fields, read field by field as the documents route reads them. What the app sends
 * passes; each bad field has its message.
 */
import { DOCUMENT_TYPES, documentUploadFields } from '../../src/contract/documentRequests';
import { UPLOAD_MAX_BYTES } from '../../src/contract/uploads';
import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_TYPE_LABELS,
} from '../../src/features/conditions/conditionView';
import { documentTypeOf, ID_TYPES, sidesOf } from '../../src/features/identity/idTypes';
import { PAYSTUB_DOCUMENT } from '../../src/features/income/income';
import { FLOOD_PROOF, HAZARD_PROOF } from '../../src/features/insurance/insuranceProofs';
import { readFields } from '../../src/sandbox/bodies';
import { MAX_FILE_BYTES } from '../../src/sandbox/documents';

describe("an upload's text fields", () => {
  test('every document type the app sends is one the lender takes', () => {
    const sent = [
      PAYSTUB_DOCUMENT,
      HAZARD_PROOF.documentType,
      FLOOD_PROOF.documentType,
      DEFAULT_DOCUMENT_TYPE,
      ...Object.keys(DOCUMENT_TYPE_LABELS),
      ...ID_TYPES.flatMap((idType) => sidesOf(idType).map((side) => documentTypeOf(idType, side))),
    ];
    for (const type of sent) {
      expect(readFields(documentUploadFields, { type })).toEqual({
        type: { ok: true, value: type },
        conditionUuid: { ok: true, value: undefined },
      });
    }
    expect(new Set(sent)).toEqual(new Set(DOCUMENT_TYPES));
  });

  test('an upload for a condition names it (trimmed); which are open is the lender’s to say', () => {
    const read = readFields(documentUploadFields, {
      type: 'BANK_STATEMENT',
      conditionUuid: ' c0a1b2c3-0000-4000-8000-000000000001 ',
    });
    expect(read.conditionUuid).toEqual({ ok: true, value: 'c0a1b2c3-0000-4000-8000-000000000001' });
  });

  test('a type that is not a document type, or none, is "Choose what this document is"', () => {
    for (const type of ['PAYCHECK', '', 'paystub', undefined]) {
      expect(readFields(documentUploadFields, { type }).type).toEqual({
        ok: false,
        message: 'Choose what this document is',
      });
    }
  });

  test('one limit for a file, on both sides', () => {
    expect(MAX_FILE_BYTES).toBe(UPLOAD_MAX_BYTES);
  });
});
