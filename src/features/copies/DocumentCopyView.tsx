import { useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { Screen } from '../../ui/Screen';
import { BindingEnglishNote, paragraphsOf } from '../disclosures';
import type { DocumentCopy } from './copiesApi';
import { Loader } from '../../ui/Loader';
import {
  BACK_TO_COPIES,
  COPY_NOT_FOUND_MESSAGE,
  COPY_NOT_FOUND_TEXT,
  copyLine,
  copyTitle,
  PRINT_LABEL,
} from './copyWords';
import { useDocumentCopies } from './DocumentCopies';
import './copies.css';

/**
 * The copies of documents the lender issues in English alone, which say in Spanish that the
 * English binds (docs/journey.md#the-documents-in-spanish); the consent and the authorization are
 * kept in the language they were given in.
 */
const ISSUED_IN_ENGLISH: ReadonlySet<DocumentCopy['kind']> = new Set([
  'DISCLOSURE',
  'CLOSING_DOCUMENT',
  'NOTICE_OF_RIGHT_TO_CANCEL',
]);

/** One copy as it prints: its title, who did what and when, its text; nothing of the app. */
function CopyDocument({
  copy,
  propertyState,
}: {
  copy: DocumentCopy;
  propertyState: string | null | undefined;
}) {
  const { t } = useLingui();
  return (
    <article className="document-copy" aria-labelledby="screen-heading">
      <p className="document-copy__line">{copyLine(copy, propertyState, t)}</p>
      {ISSUED_IN_ENGLISH.has(copy.kind) ? <BindingEnglishNote /> : null}
      <div className="document-copy__body">
        {paragraphsOf(copy.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

/**
 * A copy's page (docs/journey.md#copies-of-what-was-signed): the document under its own title,
 * with who did what and when, a Print button (the print stylesheet leaves the document alone on
 * its pages) and the way back to the list. Until the copies come, the route's own title; a copy
 * not among the reader's says so.
 */
export function DocumentCopyView({
  applicationUuid,
  copyUuid,
  listPath,
  propertyState,
}: {
  applicationUuid: string | null;
  copyUuid: string | undefined;
  listPath: string;
  propertyState: string | null | undefined;
}) {
  const { t } = useLingui();
  const { documents, problem } = useDocumentCopies(applicationUuid);
  const back = (
    <p className="document-copy__back">
      <Link to={listPath}>{t(BACK_TO_COPIES)}</Link>
    </p>
  );
  if (!documents) {
    return <Screen>{problem ?? <Loader label={t`Loading your document`} />}</Screen>;
  }
  const copy = documents.find((found) => found.uuid === copyUuid);
  if (!copy) {
    return (
      <Screen title={t(COPY_NOT_FOUND_MESSAGE)}>
        <p>{t(COPY_NOT_FOUND_TEXT)}</p>
        {back}
      </Screen>
    );
  }
  return (
    <Screen title={copyTitle(copy, t)} beforeHeading={back}>
      <div className="button-row document-copy__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t(PRINT_LABEL)}
        </button>
      </div>
      <CopyDocument copy={copy} propertyState={propertyState} />
    </Screen>
  );
}
