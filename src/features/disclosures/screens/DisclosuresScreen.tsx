import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { boolean, object } from 'yup';
import { messageOfError } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { useApplicationUuid } from '../../application';
import { routingRequested, useStepSubmit } from '../../routing';
import { AcceptCheckbox } from '../AcceptCheckbox';
import {
  type Disclosure,
  useAcceptDisclosuresMutation,
  useGetDisclosuresQuery,
} from '../disclosuresApi';
import { documentKey, documentTitle, DocumentToRead, useSeenDocuments } from '../DocumentToRead';
import '../disclosures.css';

export const ACCEPT_DOCUMENTS_LABEL = 'Accept documents';
export const CONTINUE_LABEL = 'Continue';
export const NOTHING_TO_READ = 'You have no documents to read';
export const LOAD_FAILED_TITLE = 'We could not load your documents';

export const acceptLabel = (document: Disclosure) =>
  `I have read and accept: ${documentTitle(document)}`;
export const acceptMessage = (document: Disclosure) =>
  `Read "${documentTitle(document)}" to the end and accept it`;

interface Values {
  accepted: Record<string, boolean>;
}

/** Every document listed must be read to the end and accepted. */
export function acceptSchema(documents: readonly Disclosure[]) {
  return object({
    accepted: object(
      Object.fromEntries(
        documents.map((document, index) => [
          documentKey(index),
          boolean().oneOf([true], acceptMessage(document)).required(acceptMessage(document)),
        ]),
      ),
    ),
  });
}

/** The documents still to accept, each in its viewer; "Accept documents" accepts them all. */
function AcceptForm({
  pending,
  accepted,
}: {
  pending: readonly Disclosure[];
  accepted: readonly Disclosure[];
}) {
  const [seen, markSeen] = useSeenDocuments();
  const schema = useMemo(() => acceptSchema(pending), [pending]);
  const [initialValues] = useState<Values>(() => ({
    accepted: Object.fromEntries(pending.map((_, index) => [documentKey(index), false])),
  }));
  const [acceptDisclosures] = useAcceptDisclosuresMutation();
  const submit = useStepSubmit((applicationUuid, values: Values) =>
    acceptDisclosures({
      applicationUuid,
      documents: pending
        .filter((_, index) => values.accepted[documentKey(index)])
        .map((document) => document.uuid),
    }).unwrap(),
  );

  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={ACCEPT_DOCUMENTS_LABEL}
    >
      <p>
        Read each document to the end, then tick the box below it to accept it. Scroll inside the
        document, or select it and use the arrow keys.
      </p>
      {pending.map((document, index) => (
        <DocumentToRead
          key={document.uuid}
          document={document}
          index={index}
          endSeen={seen.has(document.uuid)}
          onEndSeen={markSeen}
        >
          <AcceptCheckbox
            name={`accepted.${documentKey(index)}`}
            label={acceptLabel(document)}
            endSeen={seen.has(document.uuid)}
          />
        </DocumentToRead>
      ))}
      <AcceptedList accepted={accepted} />
    </StepForm>
  );
}

function AcceptedList({ accepted }: { accepted: readonly Disclosure[] }) {
  if (accepted.length === 0) return null;
  return (
    <>
      <h2 className="read-document__title">Documents you have accepted</h2>
      <ul>
        {accepted.map((document) => (
          <li key={document.uuid}>{documentTitle(document)}</li>
        ))}
      </ul>
    </>
  );
}

/** Nothing to accept: say so, and let the routing say where to go next. */
function NothingToRead({
  applicationUuid,
  accepted,
}: {
  applicationUuid: string;
  accepted: readonly Disclosure[];
}) {
  const dispatch = useAppDispatch();
  return (
    <>
      <p>{NOTHING_TO_READ}.</p>
      <AcceptedList accepted={accepted} />
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(routingRequested({ applicationUuid, trigger: 'submission' }))}
        >
          {CONTINUE_LABEL}
        </button>
      </div>
    </>
  );
}

/**
 * /account/heloc/{uuid}/document/disclosures: the documents the lender asks the borrower to read
 * and accept (`GET .../disclosures`). Reached from within the application (the summary, a
 * notification, a condition), never by the routing. Each document's acceptance opens once its
 * end has been seen (spec 2 section 9); "Accept documents" sends
 * `POST .../disclosures/accept { documents }`, then the routing decides.
 */
export default function DisclosuresScreen() {
  const applicationUuid = useApplicationUuid();
  const disclosures = useGetDisclosuresQuery(applicationUuid ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const documents = disclosures.data?.documents;
  const pending = useMemo(() => documents?.filter((document) => !document.accepted), [documents]);
  const accepted = useMemo(() => documents?.filter((document) => document.accepted), [documents]);

  if (disclosures.isError) {
    return (
      <LoadFailed
        title={LOAD_FAILED_TITLE}
        detail={messageOfError(disclosures.error)}
        onRetry={() => void disclosures.refetch()}
        retrying={disclosures.isFetching}
      />
    );
  }
  if (!applicationUuid || !pending || !accepted) {
    return (
      <Screen>
        <Loader label="Loading your documents" />
      </Screen>
    );
  }
  return (
    <Screen>
      {pending.length === 0 ? (
        <NothingToRead applicationUuid={applicationUuid} accepted={accepted} />
      ) : (
        <AcceptForm
          key={pending.map((document) => document.uuid).join(' ')}
          pending={pending}
          accepted={accepted}
        />
      )}
    </Screen>
  );
}
