/**
 * The `{ documents: [...] }` answers: the documents the lender gives the borrower to read (the
 * disclosures to accept, the closing documents to sign). A document's text is plain, paragraphs
 * separated by a blank line, never HTML. The lender may add its translation (`translations.es`),
 * plain text too.
 */
import { answerOf, type Answer, flag, listOf, oneOf, optional, record, text, v } from './schema';

/**
 * The lender's translation of a document (docs/journey.md#the-documents-in-spanish): its title and
 * its text, plain as the English is. The English binds; a translation is for reference. One
 * without text, or not an object, is left out.
 */
const translationSchema = record({
  title: text(),
  body: v.pipe(
    v.string(),
    v.check((body) => body.trim() !== ''),
  ),
});

/** A document's translations by language (`es` alone for now): absent when none reads. */
const translationsSchema = optional(record({ es: optional(translationSchema) }));

export type DocumentTranslation = Answer<typeof translationSchema>;

const documentEntries = {
  uuid: text(),
  title: text(),
  body: text(),
  translations: translationsSchema,
};
/** A document's own fields (its flag aside). */
export const documentSchema = record(documentEntries);

/** A document, with the flag named `Done` that says whether the borrower has acted on it. */
export type ReadDocument<Done extends string> = Answer<typeof documentSchema> &
  Record<Done, boolean>;

/**
 * The schema of a document list whose documents say by `done` (`accepted`, `signed`) whether the
 * borrower has acted on them. The answer must be an object; a missing or malformed list reads as
 * no documents. A document without a uuid cannot be acted on: it is left out; other odd fields
 * take defaults, and the title is trimmed.
 */
export function documentListSchema<Done extends string>(done: Done) {
  const document = v.pipe(
    record({ ...documentEntries, [done]: flag() }),
    v.transform((read) =>
      read.uuid ? ({ ...read, title: read.title.trim() } as ReadDocument<Done>) : null,
    ),
  );
  return record({ documents: listOf(document) });
}

export type DocumentList<Done extends string> = Answer<ReturnType<typeof documentListSchema<Done>>>;

/** A document the lender asks the borrower to read and accept. */
export type Disclosure = ReadDocument<'accepted'>;
/** A closing document the borrower signs (the line's agreement, the TILA disclosure, the deed). */
export type ClosingDocument = ReadDocument<'signed'>;

/** `GET .../disclosures` */
export const readDisclosures = answerOf(documentListSchema('accepted'), 'disclosures');
/** `GET .../closing-documents`, present from NOTE_SIGNING on. */
export const readClosingDocuments = answerOf(documentListSchema('signed'), 'closing documents');

/**
 * Copies of what a person accepted, agreed to, authorized or signed
 * (docs/journey.md#copies-of-what-was-signed): `GET .../document-copies` answers the caller's own,
 * each with the name it was given under and when, the text as the lender keeps it.
 */
export const COPY_KINDS = [
  'ESIGN_CONSENT',
  'DISCLOSURE',
  'AUTOPAY_AUTHORIZATION',
  'CLOSING_DOCUMENT',
  'NOTICE_OF_RIGHT_TO_CANCEL',
] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

/** What the person did with the document. */
export const COPY_ACTS = ['AGREED', 'ACCEPTED', 'AUTHORIZED', 'SIGNED'] as const;
export type CopyAct = (typeof COPY_ACTS)[number];

const copyEntries = {
  uuid: text(),
  kind: oneOf(COPY_KINDS, 'CLOSING_DOCUMENT'),
  title: text(),
  body: text(),
  act: oneOf(COPY_ACTS, 'SIGNED'),
  /** The name the person gave it under: the signature typed, or their name on the application. */
  signerName: text(),
  /** When (ISO 8601); empty when the lender has no time for it. */
  at: text(),
};

/** One copy; a copy without a uuid cannot be opened and is left out. */
export const documentCopySchema = v.pipe(
  record(copyEntries),
  v.transform((read) => (read.uuid ? { ...read, title: read.title.trim() } : null)),
);
export type DocumentCopy = NonNullable<Answer<typeof documentCopySchema>>;

export const documentCopiesSchema = record({ documents: listOf(documentCopySchema) });

/** `GET .../document-copies` */
export const readDocumentCopies = answerOf(documentCopiesSchema, 'copies of your documents');
