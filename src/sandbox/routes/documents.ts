/**
 * `POST .../heloc/{uuid}/documents`: one file per call, multipart/form-data with the parts `type`
 * then `file` (multipart.ts reads them). The application's borrower, or its additional signer
 * for the sides of their own ID (signers.ts: kept on their invitation); anyone else: 403. A
 * document type must be asked for now (its step, a condition or the lender's request: else 409
 * WRONG_STEP); the file must be a PDF, JPG or PNG of at most 10 MB (else 400, every problem, and
 * nothing stored). The file is kept under `<dataDir>/documents/<uuid>`, the document added to
 * `application.documents`, and the workflow moves: the paystubs counted at INCOME_VERIFICATION,
 * the ID's sides at IDENTITY_VERIFICATION. Answers 201 `{ document, application }`. With a
 * `conditionUuid` part the upload is for that condition alone (conditions.ts, uploadForCondition).
 * The text parts are read through the contract's upload fields
 * (docs/sandbox.md#other-request-bodies).
 */
import { Router } from 'express';
import { HELOC_PATH } from '../../contract/paths';
import type { ApplicationDocument } from '../../contract/application';
import { type DocumentType, documentUploadFields } from '../../contract/documentRequests';
import { currentPerson } from '../auth';
import { readFields } from '../bodies';
import { uploadForCondition } from '../conditions';
import {
  askedFor,
  fileProblem,
  ID_DOCUMENT_TYPES,
  INSURANCE_DOCUMENT_TYPES,
  storeFile,
  UPLOAD_ERRORS,
} from '../documents';
import { isRecord } from '../../contract/isRecord';
import { type ApiError, badRequest, HttpError, pathParam } from '../http';
import { newUuid } from '../ids';
import { recordUpload } from '../journeySteps';
import type { RequestWithFiles } from '../multipart';
import type { ApplicationRecord } from '../records';
import { applicationForWrite, recordSignerDocument, signerUploadOpen } from '../signers';
import { applicationOf } from '../views';
import { isOpenIn, PART2_STEPS, wrongStep } from '../workflow';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';

/** Whether a document of `type` may be uploaded now: at its own step, or when asked for. */
export function uploadOpen(record: ApplicationRecord, type: DocumentType): boolean {
  if (askedFor(record, type)) return true;
  if (type === 'PAYSTUB') return isOpenIn(record, PART2_STEPS.paystub);
  if (ID_DOCUMENT_TYPES.has(type)) return isOpenIn(record, PART2_STEPS.identity);
  if (INSURANCE_DOCUMENT_TYPES.has(type)) return isOpenIn(record, PART2_STEPS.insurance);
  return false;
}

export function documentsRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  router.post(`${HELOC_PATH}/:uuid/documents`, auth.requireAuth, (req, res) => {
    // The borrower's, or the application's additional signer's own ID (signers.ts).
    const person = currentPerson(res);
    const { record, asSigner } = applicationForWrite(store, person, pathParam(req, 'uuid'));
    const multipart = Boolean(req.is('multipart/form-data'));
    const fields: Record<string, unknown> =
      multipart && isRecord(req.body) ? (req.body as Record<string, unknown>) : {};
    const files = multipart ? ((req as RequestWithFiles).files ?? []) : [];
    const textFields = Object.keys(documentUploadFields.entries);
    const unknownField = Object.keys(fields).find((key) => !textFields.includes(key));
    if (unknownField) {
      const allowed = [...textFields, 'file'].join(', ');
      throw badRequest(msg`Unknown field ${unknownField}; allowed: ${allowed}`, unknownField);
    }
    const stray = files.find((f) => f.fieldname !== 'file');
    if (stray) {
      const part = stray.fieldname;
      throw badRequest(msg`Unknown file part ${part}; allowed: file`, 'file');
    }
    if (files.length > 1) throw badRequest(msg`Send one file per upload`, 'file');
    const { type, conditionUuid } = readFields(documentUploadFields, fields);
    if (!conditionUuid.ok) throw badRequest(conditionUuid.message, 'conditionUuid');
    if (conditionUuid.value !== undefined) {
      // For one condition (the borrower's or a signer's own): its rules and count (conditions.ts).
      const upload = { conditionUuid: conditionUuid.value, type: type.ok ? type.value : null };
      res.status(201).json(uploadForCondition(store, person, record, upload, files));
      return;
    }

    const errors: ApiError[] = [];
    if (!type.ok) errors.push(UPLOAD_ERRORS.documentType);
    else if (
      asSigner
        ? !signerUploadOpen(record, person.uuid, type.value)
        : !uploadOpen(record, type.value)
    ) {
      throw wrongStep();
    }
    const file = files[0];
    if (!file) errors.push(UPLOAD_ERRORS.missing);
    else {
      const problem = fileProblem(file);
      if (problem) errors.push(problem);
    }
    if (errors.length > 0 || !file || !type.ok) throw new HttpError(400, errors);

    const document: ApplicationDocument = {
      uuid: newUuid(),
      type: type.value,
      uploadedAt: new Date().toISOString(),
    };
    // The file is on disk before any record names it.
    storeFile(store.dir, document.uuid, file.buffer);
    const stored = {
      name: file.originalname.slice(0, 255),
      mimeType: file.mimetype,
      size: file.size,
    };
    if (asSigner) {
      // The signer's ID is theirs: kept on their invitation, the borrower's state untouched.
      const withFile: ApplicationRecord = {
        ...record,
        documentFiles: { ...record.documentFiles, [document.uuid]: stored },
      };
      const saved = store.put('applications', record.uuid, {
        ...recordSignerDocument(withFile, person.uuid, document),
        updatedAt: new Date().toISOString(),
      });
      res.status(201).json({ document, application: applicationOf(saved) });
      return;
    }
    const next = recordUpload(record, { ...document, type: type.value }, stored);
    const saved = store.put('applications', next.uuid, {
      ...next,
      updatedAt: new Date().toISOString(),
    });
    res.status(201).json({ document, application: applicationOf(saved) });
  });

  return router;
}
