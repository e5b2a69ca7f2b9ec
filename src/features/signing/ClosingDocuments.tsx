import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { messageOfError } from '../../api/errors';
import { Loader } from '../../ui/Loader';
import { documentTitle } from '../disclosures';
import './signing.css';
import { LoadProblem } from './LoadProblem';
import { type ClosingDocument, useGetClosingDocumentsQuery } from './signingApi';

/** Said when the documents could not be read (copies/DocumentCopies.tsx says it too). */
export const LOAD_FAILED_TEXT = msg`We could not load your documents`;

/**
 * The closing documents of an application (`GET .../closing-documents`, read afresh each time a
 * page opens), for the signing pages of the borrower and of an additional signer: a loader until
 * they come, a failed read said with "Try again", then `children` with them. Documents once
 * loaded stay on screen: a later read that fails must not lose a form being filled.
 */
export function ClosingDocuments({
  applicationUuid,
  children,
}: {
  applicationUuid: string | null;
  children: (documents: readonly ClosingDocument[], applicationUuid: string) => ReactNode;
}) {
  const { t } = useLingui();
  const closing = useGetClosingDocumentsQuery(applicationUuid ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const documents = closing.data?.documents;
  if (!documents && closing.isError) {
    return (
      <LoadProblem
        what={t(LOAD_FAILED_TEXT)}
        detail={messageOfError(closing.error)}
        onRetry={() => void closing.refetch()}
        retrying={closing.isFetching}
      />
    );
  }
  if (!applicationUuid || !documents) return <Loader label={t`Loading your documents`} />;
  return children(documents, applicationUuid);
}

/** A list of closing documents by title under its heading (none when the list is empty). */
export function DocumentList({
  heading,
  documents,
}: {
  heading: string;
  documents: readonly ClosingDocument[];
}) {
  if (documents.length === 0) return null;
  return (
    <>
      <h2>{heading}</h2>
      <ul className="signing-list">
        {documents.map((document) => (
          <li key={document.uuid}>{documentTitle(document)}</li>
        ))}
      </ul>
    </>
  );
}
