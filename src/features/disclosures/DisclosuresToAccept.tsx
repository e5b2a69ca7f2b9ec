import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { boolean, object } from 'yup';
import { AcceptCheckbox } from './AcceptCheckbox';
import type { Disclosure } from './disclosuresApi';
import {
  documentKey,
  documentTitle,
  DocumentToRead,
  type Translate,
  useSeenDocuments,
} from './DocumentToRead';
import './disclosures.css';

/** The box's label (a message: `t(acceptLabel(document))`), naming the document by its title. */
export const acceptLabel = (document: Disclosure) => {
  const title = document.title;
  return title ? msg`I have read and accept: ${title}` : msg`I have read and accept: Document`;
};
/** Said when the box is not ticked (a message: `t(acceptMessage(document))`). */
export const acceptMessage = (document: Disclosure) => {
  const title = document.title;
  return title
    ? msg`Read "${title}" to the end and accept it`
    : msg`Read "Document" to the end and accept it`;
};

/** The form values of a list of documents to accept: one box per document, by its place. */
export interface AcceptValues {
  accepted: Record<string, boolean>;
}

export const acceptInitialValues = (pending: readonly Disclosure[]): AcceptValues => ({
  accepted: Object.fromEntries(pending.map((_, index) => [documentKey(index), false])),
});

/** Every document listed must be read to the end and accepted; `t` writes the messages out. */
export function acceptSchema(documents: readonly Disclosure[], t: Translate) {
  return object({
    accepted: object(
      Object.fromEntries(
        documents.map((document, index) => {
          const message = t(acceptMessage(document));
          return [documentKey(index), boolean().oneOf([true], message).required(message)];
        }),
      ),
    ),
  });
}

/** The uuids of the documents whose box is ticked, for `POST .../disclosures/accept`. */
export const acceptedUuids = (pending: readonly Disclosure[], values: AcceptValues) =>
  pending
    .filter((_, index) => values.accepted[documentKey(index)])
    .map((document) => document.uuid);

/**
 * The documents still to accept, each in its viewer with its acceptance box (opened once its end
 * has been seen), then the ones already accepted. Rendered inside a formik form whose values are
 * `AcceptValues` (document/disclosures, and start/app-summary: docs/journey.md#startapp-summary).
 */
export function DisclosuresToAccept({
  pending,
  accepted,
  headingLevel = 2,
}: {
  pending: readonly Disclosure[];
  accepted: readonly Disclosure[];
  /** The level of each document's title, below the page's own headings. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const [seen, markSeen] = useSeenDocuments();
  return (
    <>
      {pending.length > 0 ? (
        <p>
          <Trans>
            Read each document to the end, then tick the box below it to accept it. Scroll inside
            the document, or select it and use the arrow keys.
          </Trans>
        </p>
      ) : null}
      {pending.map((document, index) => (
        <DocumentToRead
          key={document.uuid}
          document={document}
          index={index}
          endSeen={seen.has(document.uuid)}
          onEndSeen={markSeen}
          headingLevel={headingLevel}
        >
          <AcceptCheckbox
            name={`accepted.${documentKey(index)}`}
            label={t(acceptLabel(document))}
            endSeen={seen.has(document.uuid)}
          />
        </DocumentToRead>
      ))}
      <AcceptedList accepted={accepted} headingLevel={headingLevel} />
    </>
  );
}

export const ACCEPTED_HEADING = msg`Documents you have accepted`;

export function AcceptedList({
  accepted,
  headingLevel = 2,
}: {
  accepted: readonly Disclosure[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  if (accepted.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <>
      <Heading className="read-document__title">{t(ACCEPTED_HEADING)}</Heading>
      <ul>
        {accepted.map((document) => (
          <li key={document.uuid}>{documentTitle(document, t)}</li>
        ))}
      </ul>
    </>
  );
}
