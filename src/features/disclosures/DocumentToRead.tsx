import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useState } from 'react';
import type { DocumentTranslation } from '../../contract/documents';
import { i18n } from '../../lib/i18n';
import { BindingEnglishNote, DocumentTranslationView } from './DocumentInSpanish';
import { DocumentViewer, UNTITLED_DOCUMENT } from './DocumentViewer';

/** Writes a message out in the page's language: the `t` of useLingui(). */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * A document's title as shown: a document without one is still shown, as "Document"
 * (UNTITLED_DOCUMENT), in the page's language: with `t` (useLingui's) when given, else as the
 * page's translator writes it now.
 */
export const documentTitle = (document: { title: string }, t?: Translate) =>
  document.title || (t ? t(UNTITLED_DOCUMENT) : i18n._(UNTITLED_DOCUMENT));

/** The form value of a document's acceptance or signature, by its place in the list. */
export const documentKey = (index: number) => `doc${index}`;

/** Which documents have been read to their end (by uuid), and the way to record one. */
export function useSeenDocuments() {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const markSeen = useCallback(
    (uuid: string) =>
      setSeen((previous) => (previous.has(uuid) ? previous : new Set(previous).add(uuid))),
    [],
  );
  return [seen, markSeen] as const;
}

/**
 * One document of a list to read and act on (document/disclosures, start/app-summary,
 * signing/sign): its title as a heading naming its viewer, the viewer, then `children`, the action its end opens (the
 * acceptance box, the Sign button). In Spanish (docs/journey.md#the-documents-in-spanish), a note
 * above the viewer that the English binds, and the lender's Spanish translation below the English
 * viewer, before the action, where it gives one.
 */
export function DocumentToRead({
  document,
  index,
  endSeen,
  onEndSeen,
  children,
  headingLevel = 2,
}: {
  document: {
    uuid: string;
    title: string;
    body: string;
    translations?: { es?: DocumentTranslation };
  };
  index: number;
  endSeen: boolean;
  onEndSeen: (uuid: string) => void;
  children: ReactNode;
  /** The level of the title, below the page's own headings. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const headingId = `read-document-${index}-title`;
  const seen = useCallback(() => onEndSeen(document.uuid), [onEndSeen, document.uuid]);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="read-document">
      <Heading className="read-document__title" id={headingId}>
        {documentTitle(document, t)}
      </Heading>
      <BindingEnglishNote />
      <DocumentViewer
        headingId={headingId}
        body={document.body}
        onEndSeen={seen}
        watching={!endSeen}
      />
      <DocumentTranslationView
        translation={document.translations?.es}
        headingId={`read-document-${index}-translation-title`}
        headingLevel={headingLevel === 3 ? 4 : 3}
      />
      {children}
    </div>
  );
}
