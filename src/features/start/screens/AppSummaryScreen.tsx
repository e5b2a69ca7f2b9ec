import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { messageOfError } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { Link } from '../../../ui/Link';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import {
  acceptedUuids,
  acceptInitialValues,
  acceptSchema,
  type AcceptValues,
  type Disclosure,
  DisclosuresToAccept,
  useAcceptDisclosuresMutation,
  useGetDisclosuresQuery,
} from '../../disclosures';
import { selectProfile } from '../../profile';
import { useStepSubmit } from '../../routing';
import { useSubmitApplicationMutation } from '../startApi';
import { changeLinkTo, SUMMARY_SECTIONS, summaryRows, type SummaryRow } from '../summary';
import '../start.css';

export { titles } from '../titles';

export const SUBMIT_APPLICATION_LABEL = msg`Submit application`;
export const DISCLOSURES_HEADING = msg`Your disclosures`;
export const DISCLOSURES_LOAD_FAILED_TITLE = msg`We could not load your disclosures`;

/**
 * One answer: the question, the answer, and a Change link when it can be changed ("Change",
 * followed by the question for screen readers only).
 */
function AnswerRow({ row, applicationUuid }: { row: SummaryRow; applicationUuid: string }) {
  const { label } = row;
  return (
    <div className="check-answers__row">
      <dt className="check-answers__key">{label}</dt>
      <dd className="check-answers__value">{row.value}</dd>
      {row.changeStep ? (
        <dd className="check-answers__action">
          <Link to={changeLinkTo(applicationUuid, row.changeStep)}>
            <Trans>
              Change<span className="visually-hidden"> {label}</span>
            </Trans>
          </Link>
        </dd>
      ) : null}
    </div>
  );
}

/**
 * /account/heloc/{uuid}/start/app-summary: "check your answers" before the borrower submits, and
 * the early disclosures to read and accept (docs/journey.md#startapp-summary). Each group of
 * answers is a summary list; the ones they can change link to their step with
 * ?change=app-summary, which brings them back here once they continue. Each disclosure not yet
 * accepted is shown in its viewer with its acceptance box: Submit is refused, with nothing
 * sent, until every box is ticked; then it sends `POST .../disclosures/accept { documents }`
 * and `POST .../submit {}`, and the routing decides.
 */
export default function AppSummaryScreen() {
  const { t } = useLingui();
  const application = useAppSelector(selectCurrentApplication);
  const profile = useAppSelector(selectProfile);
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
        title={t(DISCLOSURES_LOAD_FAILED_TITLE)}
        detail={messageOfError(disclosures.error)}
        onRetry={() => void disclosures.refetch()}
        retrying={disclosures.isFetching}
      />
    );
  }
  if (!application || !applicationUuid || !pending || !accepted) {
    return (
      <Screen>
        <Loader label={t`Loading your answers`} />
      </Screen>
    );
  }
  return (
    <Screen>
      <SummaryForm
        // A new list of documents to accept (read again) is a new form.
        key={pending.map((document) => document.uuid).join(' ')}
        rows={summaryRows(application, profile, t)}
        applicationUuid={applicationUuid}
        pending={pending}
        accepted={accepted}
      />
    </Screen>
  );
}

function SummaryForm({
  rows,
  applicationUuid,
  pending,
  accepted,
}: {
  rows: SummaryRow[];
  applicationUuid: string;
  pending: readonly Disclosure[];
  accepted: readonly Disclosure[];
}) {
  const { t } = useLingui();
  const [acceptDisclosures] = useAcceptDisclosuresMutation();
  const [submitApplication] = useSubmitApplicationMutation();
  const schema = useMemo(() => acceptSchema(pending, t), [pending, t]);
  const initialValues = useMemo(() => acceptInitialValues(pending), [pending]);
  const submit = useStepSubmit(async (uuid, values: AcceptValues) => {
    const documents = acceptedUuids(pending, values);
    // Accepting again after a failed submit is harmless: the lender keeps each acceptance once.
    if (documents.length > 0)
      await acceptDisclosures({ applicationUuid: uuid, documents }).unwrap();
    return submitApplication({ applicationUuid: uuid }).unwrap();
  });

  return (
    <StepForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      submitLabel={t(SUBMIT_APPLICATION_LABEL)}
    >
      {SUMMARY_SECTIONS.map((section) => {
        const sectionRows = rows.filter((row) => row.section === section.id);
        if (sectionRows.length === 0) return null;
        return (
          <div key={section.id}>
            <h2 className="check-answers__section">{t(section.title)}</h2>
            <dl className="check-answers">
              {sectionRows.map((row) => (
                <AnswerRow key={row.id} row={row} applicationUuid={applicationUuid} />
              ))}
            </dl>
          </div>
        );
      })}
      <h2 className="check-answers__section">{t(DISCLOSURES_HEADING)}</h2>
      {pending.length > 0 ? (
        <p>
          <Trans>
            The lender gives you documents that explain the terms of your line of credit. Read and
            accept them before you submit.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>You have read and accepted the documents that explain your line of credit.</Trans>
        </p>
      )}
      <DisclosuresToAccept pending={pending} accepted={accepted} headingLevel={3} />
      <h2 className="check-answers__section">
        <Trans>Now submit your application</Trans>
      </h2>
      <p>
        <Trans>
          By submitting, you confirm that your answers are correct to the best of your knowledge.
          Next, we will verify your income.
        </Trans>
      </p>
    </StepForm>
  );
}
