import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { selectConditions } from '../../conditions';
import { navigationRequested, selectLocation, stepUrl } from '../../navigation';
import { formatStatedAmount } from '../../progress';
import { type IncomeRow, incomeRows, PAYSTUB_UPLOAD_STEP, paystubsRequired } from '../income';

export const CONTINUE_LABEL = 'Continue';
export const UPLOAD_HEADING = 'Upload paystubs';
export const NO_INCOME_TEXT = 'There is no income on your application.';

/** "your most recent paystub", "your 2 most recent paystubs". */
export const paystubWords = (count: number) =>
  count === 1 ? 'your most recent paystub' : `your ${count} most recent paystubs`;

function IncomeSourceRows({ row }: { row: IncomeRow }) {
  return (
    <dl className="summary-list">
      <dt>Employment type</dt>
      <dd>{row.employmentType}</dd>
      {row.employer ? (
        <>
          <dt>Employer</dt>
          <dd>{row.employer}</dd>
        </>
      ) : null}
      <dt>Annual income</dt>
      <dd>{row.annualIncome === null ? 'Not given' : formatStatedAmount(row.annualIncome)}</dd>
    </dl>
  );
}

/**
 * /account/heloc/{uuid}/income/review: the income sources on the application (employment type,
 * employer, annual income) and how the income is checked: from paystubs, the one way this lender
 * offers. Linking a payroll account, the other way the journey names, needs a provider this
 * lender does not have (income/link/{type} only leads back here, docs/shell.md#routes), so the
 * page does not mention it (docs/journey.md#income-sources). Continue opens the paystub upload
 * (income/upload/PAYSTUB), where the routing takes over once the paystubs are in.
 */
export default function IncomeReviewScreen() {
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const sources = useAppSelector(selectCurrentApplication)?.incomeSources ?? [];
  const required = paystubsRequired(useAppSelector(selectConditions));
  const rows = incomeRows(sources);

  const upload = () => {
    if (!applicationUuid) return;
    dispatch(
      navigationRequested({
        method: 'push',
        to: stepUrl(applicationUuid, PAYSTUB_UPLOAD_STEP, search),
      }),
    );
  };

  return (
    <Screen>
      <p>Before we can open your line of credit, we need to check the income you told us about.</p>
      <h2>Your income</h2>
      {rows.length === 0 ? <p>{NO_INCOME_TEXT}</p> : null}
      {rows.length === 1 ? <IncomeSourceRows row={rows[0]!} /> : null}
      {rows.length > 1
        ? rows.map((row, index) => (
            <section key={row.key} aria-labelledby={`income-source-${index}`}>
              <h3 id={`income-source-${index}`}>Income source {index + 1}</h3>
              <IncomeSourceRows row={row} />
            </section>
          ))
        : null}

      <h2>How we check your income</h2>
      <h3>{UPLOAD_HEADING}</h3>
      <p>
        Upload {paystubWords(required)} as a PDF, JPG or PNG file, up to 10 MB each. Each paystub
        must show your name, your employer&apos;s name and what you were paid. Select{' '}
        {CONTINUE_LABEL} to upload.
      </p>

      <div className="button-row">
        <button type="button" className="button button--primary" onClick={upload}>
          {CONTINUE_LABEL}
        </button>
      </div>
    </Screen>
  );
}
