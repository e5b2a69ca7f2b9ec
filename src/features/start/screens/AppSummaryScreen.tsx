import { Link } from '../../../ui/Link';
import { object } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { StepForm } from '../../../forms/StepForm';
import { Loader } from '../../../ui/Loader';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { selectProfile } from '../../profile';
import { useStepSubmit } from '../../routing';
import { useSubmitApplicationMutation } from '../startApi';
import {
  changeLinkTo,
  disclosuresLinkTo,
  SUMMARY_SECTIONS,
  summaryRows,
  type SummaryRow,
} from '../summary';
import '../start.css';

export const SUBMIT_APPLICATION_LABEL = 'Submit application';
export const READ_DISCLOSURES_LABEL = 'Read your disclosures';
export const CHANGE_LABEL = 'Change';

const noFields = {};
const noRules = object({});

/** One answer: the question, the answer, and a Change link when it can be changed. */
function AnswerRow({ row, applicationUuid }: { row: SummaryRow; applicationUuid: string }) {
  return (
    <div className="check-answers__row">
      <dt className="check-answers__key">{row.label}</dt>
      <dd className="check-answers__value">{row.value}</dd>
      {row.changeStep ? (
        <dd className="check-answers__action">
          <Link to={changeLinkTo(applicationUuid, row.changeStep)}>
            {CHANGE_LABEL}
            <span className="visually-hidden"> {row.label}</span>
          </Link>
        </dd>
      ) : null}
    </div>
  );
}

/**
 * /account/heloc/{uuid}/start/app-summary: "check your answers" before the borrower submits.
 * Each group of answers is a summary list; the ones they can change link to their step with
 * ?change=app-summary, which brings them back here once they continue. Submitting sends
 * `POST .../submit {}`; then the routing decides.
 */
export default function AppSummaryScreen() {
  const application = useAppSelector(selectCurrentApplication);
  const profile = useAppSelector(selectProfile);
  const applicationUuid = useApplicationUuid();
  const [submitApplication] = useSubmitApplicationMutation();
  const submit = useStepSubmit((uuid) => submitApplication({ applicationUuid: uuid }).unwrap());

  if (!application || !applicationUuid) {
    return (
      <Screen>
        <Loader label="Loading your answers" />
      </Screen>
    );
  }
  const rows = summaryRows(application, profile);

  return (
    <Screen>
      <StepForm
        initialValues={noFields}
        validationSchema={noRules}
        onSubmit={submit}
        submitLabel={SUBMIT_APPLICATION_LABEL}
      >
        {SUMMARY_SECTIONS.map((section) => {
          const sectionRows = rows.filter((row) => row.section === section.id);
          if (sectionRows.length === 0) return null;
          return (
            <div key={section.id}>
              <h2 className="check-answers__section">{section.title}</h2>
              <dl className="check-answers">
                {sectionRows.map((row) => (
                  <AnswerRow key={row.id} row={row} applicationUuid={applicationUuid} />
                ))}
              </dl>
            </div>
          );
        })}
        <h2 className="check-answers__section">Your disclosures</h2>
        <p>
          The lender gives you documents that explain the terms of your line of credit. Read and
          accept them before you submit.
        </p>
        <p className="check-answers__disclosures">
          <Link to={disclosuresLinkTo(applicationUuid)}>{READ_DISCLOSURES_LABEL}</Link>
        </p>
        <h2 className="check-answers__section">Now submit your application</h2>
        <p>
          By submitting, you confirm that your answers are correct to the best of your knowledge.
          Next, we will verify your income.
        </p>
      </StepForm>
    </Screen>
  );
}
