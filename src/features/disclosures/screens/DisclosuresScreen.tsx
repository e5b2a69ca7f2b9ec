import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { messageOfError } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { useApplicationUuid } from '../../application';
import { routingRequested, useStepSubmit } from '../../routing';
import {
  type Disclosure,
  useAcceptDisclosuresMutation,
  useGetDisclosuresQuery,
} from '../disclosuresApi';
import {
  AcceptedList,
  acceptedUuids,
  acceptInitialValues,
  acceptSchema,
  type AcceptValues,
  DisclosuresToAccept,
} from '../DisclosuresToAccept';

export { titles } from '../titles';

export const ACCEPT_DOCUMENTS_LABEL = msg`Accept documents`;
export const CONTINUE_LABEL = msg`Continue`;
export const NOTHING_TO_READ = msg`You have no documents to read`;
export const LOAD_FAILED_TITLE = msg`We could not load your documents`;

/** The documents still to accept, each in its viewer; "Accept documents" accepts them all. */
function AcceptForm({
  pending,
  accepted,
}: {
  pending: readonly Disclosure[];
  accepted: readonly Disclosure[];
}) {
  const { t } = useLingui();
  const schema = useMemo(() => acceptSchema(pending, t), [pending, t]);
  const [initialValues] = useState<AcceptValues>(() => acceptInitialValues(pending));
  const [acceptDisclosures] = useAcceptDisclosuresMutation();
  const submit = useStepSubmit((applicationUuid, values: AcceptValues) =>
    acceptDisclosures({ applicationUuid, documents: acceptedUuids(pending, values) }).unwrap(),
  );

  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={t(ACCEPT_DOCUMENTS_LABEL)}
    >
      <DisclosuresToAccept pending={pending} accepted={accepted} />
    </StepForm>
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
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <>
      <p>{t(NOTHING_TO_READ)}.</p>
      <AcceptedList accepted={accepted} />
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(routingRequested({ applicationUuid, trigger: 'submission' }))}
        >
          {t(CONTINUE_LABEL)}
        </button>
      </div>
    </>
  );
}

/**
 * /account/heloc/{uuid}/document/disclosures: the documents the lender asks the borrower to read
 * and accept (`GET .../disclosures`). Reached from within the application (the summary, a
 * notification, a condition), never by the routing. Each document's acceptance opens once its
 * end has been seen (docs/journey.md#reading-documents); "Accept documents" sends
 * `POST .../disclosures/accept { documents }`, then the routing decides.
 */
export default function DisclosuresScreen() {
  const { t } = useLingui();
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
        title={t(LOAD_FAILED_TITLE)}
        detail={messageOfError(disclosures.error)}
        onRetry={() => void disclosures.refetch()}
        retrying={disclosures.isFetching}
      />
    );
  }
  if (!applicationUuid || !pending || !accepted) {
    return (
      <Screen>
        <Loader label={t`Loading your documents`} />
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
