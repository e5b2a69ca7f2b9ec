import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { messageOfError } from '../../api/errors';
import { Link } from '../../ui/Link';
import { Loader } from '../../ui/Loader';
import { LOAD_FAILED_TEXT, LoadProblem } from '../signing';
import { type DocumentCopy, useGetDocumentCopiesQuery } from './copiesApi';
import { copyLine, copyTitle, NO_COPIES_TEXT } from './copyWords';
import './copies.css';

/** The reader's copies (`GET .../document-copies`, read afresh each time a page opens). */
export function useDocumentCopies(applicationUuid: string | null) {
  const { t } = useLingui();
  const copies = useGetDocumentCopiesQuery(applicationUuid ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  return {
    /** Once loaded they stay, should a later read fail. */
    documents: copies.data?.documents ?? null,
    /** A failed first read, said with "Try again". */
    problem:
      !copies.data && copies.isError ? (
        <LoadProblem
          what={t(LOAD_FAILED_TEXT)}
          detail={messageOfError(copies.error)}
          onRetry={() => void copies.refetch()}
          retrying={copies.isFetching}
        />
      ) : null,
  };
}

/** The reader's copies: a loader until they come, a failed read said, then `children`. */
export function WithDocumentCopies({
  applicationUuid,
  children,
}: {
  applicationUuid: string | null;
  children: (copies: readonly DocumentCopy[]) => ReactNode;
}) {
  const { t } = useLingui();
  const { documents, problem } = useDocumentCopies(applicationUuid);
  if (problem) return problem;
  if (!documents) return <Loader label={t`Loading your documents`} />;
  return children(documents);
}

/**
 * The list of what a person agreed to, accepted, authorized or signed, under its heading: each a
 * link to its copy (`hrefOf`), with who did it and when. The borrower's documents page, the
 * complete page and the additional signer's "What you signed" show the same list.
 */
export function DocumentCopyList({
  heading,
  copies,
  hrefOf,
  propertyState,
  headingClassName,
}: {
  heading: string;
  copies: readonly DocumentCopy[];
  hrefOf: (copy: DocumentCopy) => string;
  propertyState: string | null | undefined;
  /** The heading's look where the page's other sections have one (the complete page's). */
  headingClassName?: string;
}) {
  const { t } = useLingui();
  return (
    <section className="document-copies" aria-label={heading}>
      <h2 className={headingClassName}>{heading}</h2>
      {copies.length === 0 ? (
        <p>{t(NO_COPIES_TEXT)}</p>
      ) : (
        <ul className="document-copies__list">
          {copies.map((copy) => (
            <li key={copy.uuid} className="document-copies__item">
              <Link to={hrefOf(copy)} className="document-copies__link">
                {copyTitle(copy, t)}
              </Link>
              <span className="document-copies__line">{copyLine(copy, propertyState, t)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
