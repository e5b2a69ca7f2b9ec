import { Trans, useLingui } from '@lingui/react/macro';
import type { DocumentTranslation } from '../../contract/documents';
import { DocumentViewer } from './DocumentViewer';

/** Whether the page is in a language whose reader is told the English binds (Spanish). */
export const showsBindingNote = (locale: string) => locale === 'es';

/**
 * At the top of a legal document the lender issues, while the page is in Spanish
 * (docs/journey.md#the-documents-in-spanish): the English version is the binding one. Nothing in
 * English.
 */
export function BindingEnglishNote() {
  const { i18n } = useLingui();
  if (!showsBindingNote(i18n.locale)) return null;
  return (
    <p className="read-document__binding-note">
      <Trans>
        The English version of this document is the legally binding one. Any translation is provided
        for your reference only.
      </Trans>
    </p>
  );
}

/** A translation no one watches to its end: reading the English is what opens the action. */
const NOTHING_TO_WATCH = () => undefined;

/**
 * The lender's Spanish translation of a document, below the English one, while the page is in
 * Spanish and the lender gives one (docs/journey.md#the-documents-in-spanish): in a viewer of its
 * own, named by its heading, plain text as the English is.
 */
export function DocumentTranslationView({
  translation,
  headingId,
  headingLevel = 3,
}: {
  translation: DocumentTranslation | undefined;
  headingId: string;
  headingLevel?: 3 | 4;
}) {
  const { i18n } = useLingui();
  if (!translation || !showsBindingNote(i18n.locale)) return null;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const title = translation.title.trim();
  return (
    <section className="read-document__translation">
      <Heading className="read-document__translation-title" id={headingId}>
        {title ? (
          <Trans>Translation for your reference: {title}</Trans>
        ) : (
          <Trans>Translation for your reference</Trans>
        )}
      </Heading>
      <DocumentViewer
        headingId={headingId}
        body={translation.body}
        onEndSeen={NOTHING_TO_WATCH}
        watching={false}
      />
    </section>
  );
}
