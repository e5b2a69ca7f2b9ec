/**
 * Documents the borrower uploads (`POST .../documents`): the kinds of document (the contract's
 * types, grouped), how a file is checked (a PDF, JPG or PNG of at most 10 MB, its content matching
 * its declared type; the upload's text fields are read as docs/sandbox.md#other-request-bodies
 * says), where it is kept (`<dataDir>/documents/<document uuid>`, written as durably as the
 * records), and what an upload means to the lender: the paystubs a condition asks for, the ID's
 * sides, a condition satisfied.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApplicationDocument } from '../contract/application';
import { DOCUMENT_TYPE_MESSAGE, type DocumentType } from '../contract/documentRequests';
import { UPLOAD_MAX_BYTES, uploadKindOf } from '../contract/uploads';
import { documentsRequired } from '../lib/conditionDocuments';
import type { Condition } from '../contract/conditions';
import { STATUS_CONDITION } from '../contract/status';
import type { ApiError } from './http';
import { UUID_PATTERN } from '../contract/uuid';
import type { UploadedFile } from './multipart';
import type { ApplicationRecord } from './records';
import { msg } from '@lingui/core/macro';
import { messageText } from '../contract/messages';

/** Each ID's front, and its back (none for a passport). */
export const ID_SIDES: Readonly<Record<string, string | null>> = {
  DRIVERS_LICENSE_FRONT: 'DRIVERS_LICENSE_BACK',
  ID_CARD_FRONT: 'ID_CARD_BACK',
  PERMANENT_RESIDENT_FRONT: 'PERMANENT_RESIDENT_BACK',
  PASSPORT_FRONT: null,
};

export const ID_DOCUMENT_TYPES: ReadonlySet<string> = new Set(
  Object.entries(ID_SIDES).flatMap(([front, back]) => (back ? [front, back] : [front])),
);

export const INSURANCE_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'HAZARD_INSURANCE',
  'FLOOD_INSURANCE',
]);

export const MAX_FILE_BYTES = UPLOAD_MAX_BYTES;

export const UPLOAD_ERRORS = {
  // Getters: each problem is written out when it is read, in the request's language.
  get fileType(): ApiError {
    return {
      code: 'FILE_TYPE',
      field: 'file',
      message: messageText(msg`The file must be a PDF, JPG or PNG`),
    };
  },
  get tooLarge(): ApiError {
    return {
      code: 'FILE_TOO_LARGE',
      field: 'file',
      message: messageText(msg`The file must be smaller than 10 MB`),
    };
  },
  get documentType(): ApiError {
    return { code: 'DOCUMENT_TYPE', field: 'type', message: messageText(DOCUMENT_TYPE_MESSAGE) };
  },
  get missing(): ApiError {
    return {
      code: 'FILE_MISSING',
      field: 'file',
      message: messageText(msg`Choose a file to upload`),
    };
  },
};

/**
 * Whether the file is one the lender keeps: a PDF, JPEG or PNG by its content (the contract's
 * judge, as the app's), declared as that type (a renamed file is refused), of at most 10 MB.
 * Null when it is.
 */
export function fileProblem(file: UploadedFile): ApiError | null {
  const mimeType = file.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (file.size > MAX_FILE_BYTES) return UPLOAD_ERRORS.tooLarge;
  const content = uploadKindOf(file.buffer);
  if (content === null || content !== mimeType) return UPLOAD_ERRORS.fileType;
  return null;
}

/** The folder uploads are kept in, beside the records' collections. */
export const documentsDir = (dataDir: string): string => path.join(dataDir, 'documents');

/** Where a document's file is kept; only ever a uuid inside the documents folder. */
export function documentFile(dataDir: string, uuid: string): string {
  if (!UUID_PATTERN.test(uuid)) throw new Error(`invalid document id ${JSON.stringify(uuid)}`);
  return path.join(documentsDir(dataDir), uuid);
}

/**
 * Removes what an interrupted upload left: a temp file never renamed (the process stopped before
 * the record named the document, so nothing refers to it). Run when the sandbox starts.
 */
export function removeInterruptedFiles(dataDir: string): void {
  const dir = documentsDir(dataDir);
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith('.') && entry.endsWith('.tmp')) {
      fs.rmSync(path.join(dir, entry), { force: true });
    }
  }
}

/** Writes the file before the record names it: temp file, fsync, rename, fsync of the folder. */
export function storeFile(dataDir: string, uuid: string, content: Buffer): void {
  const file = documentFile(dataDir, uuid);
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${uuid}.${process.pid}.tmp`);
  const fd = fs.openSync(temp, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  let dirFd: number | undefined;
  try {
    dirFd = fs.openSync(dir, 'r');
    fs.fsyncSync(dirFd);
  } catch {
    // Some platforms cannot open folders; the rename is still in place.
  } finally {
    if (dirFd !== undefined) fs.closeSync(dirFd);
  }
}

/** Removes every stored file (the control API's reset). */
export function clearDocuments(dataDir: string): void {
  fs.rmSync(documentsDir(dataDir), { recursive: true, force: true });
}

/** Whether an ID is complete: a front, and its back unless it is a passport. */
export function idComplete(documents: readonly ApplicationDocument[]): boolean {
  const types = new Set(documents.map((d) => d.type));
  return Object.entries(ID_SIDES).some(
    ([front, back]) => types.has(front) && (back === null || types.has(back)),
  );
}

/** The open condition asking for paystubs, if any. */
export const paystubCondition = (conditions: readonly Condition[]): Condition | undefined =>
  conditions.find((c) => c.categoryEnum === 'MANUAL_PAYSTUB_UPLOAD' && c.actionNeeded);

/** Documents of the types a condition asks for, uploaded since it was opened. */
function uploadedFor(condition: Condition, documents: readonly ApplicationDocument[]): number {
  const types = new Set(condition.requestDocuments ?? []);
  return documents.filter(
    (d) => types.has(d.type) && (d.uploadedAt ?? '') >= (condition.created ?? ''),
  ).length;
}

/**
 * Whether a document of `type` is asked for outside its own step: by an open condition, by the
 * lender's ad-hoc request (status.condition DOCUMENT_REQUIRED: any type), by a re-upload of the
 * ID (ID_REUPLOAD: ID types) or by the partial income verification (paystubs).
 */
export function askedFor(record: ApplicationRecord, type: DocumentType): boolean {
  const { status, conditions } = record;
  if (conditions.some((c) => c.actionNeeded && (c.requestDocuments ?? []).includes(type))) {
    return true;
  }
  if (status.condition === STATUS_CONDITION.DOCUMENT_REQUIRED) return true;
  if (status.condition === STATUS_CONDITION.ID_REUPLOAD && ID_DOCUMENT_TYPES.has(type)) return true;
  return type === 'PAYSTUB' && Boolean(status.manualPaystubUpload);
}

/**
 * The record after an upload, before any move of the state: conditions whose documents are all
 * in leave the list; the ad-hoc request and the ID re-upload are cleared once answered; the
 * partial income verification is complete once its paystubs are in.
 */
export function satisfyRequests(record: ApplicationRecord, type: DocumentType): ApplicationRecord {
  const documents = record.application.documents;
  const conditions = record.conditions.filter(
    (c) =>
      !c.actionNeeded ||
      !(c.requestDocuments ?? []).includes(type) ||
      uploadedFor(c, documents) < documentsRequired(c),
  );
  const status = { ...record.status };
  if (status.condition === STATUS_CONDITION.DOCUMENT_REQUIRED) status.condition = null;
  if (status.condition === STATUS_CONDITION.ID_REUPLOAD && idComplete(documents)) {
    status.condition = null;
  }
  if (type === 'PAYSTUB' && status.manualPaystubUpload && !paystubCondition(conditions)) {
    status.manualPaystubTasksComplete = true;
  }
  return { ...record, conditions, status };
}

/** How many paystubs the income step needs: an open condition's count, default 1. */
export const paystubsRequired = (record: ApplicationRecord): number =>
  documentsRequired(paystubCondition(record.conditions));

/** Paystubs that count for the income step: since the open condition was made, else all. */
export function paystubsIn(record: ApplicationRecord): number {
  const condition = paystubCondition(record.conditions);
  const documents = record.application.documents;
  if (condition) return uploadedFor(condition, documents);
  return documents.filter((d) => d.type === 'PAYSTUB').length;
}
