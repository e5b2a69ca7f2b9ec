import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Screen } from '../../../ui/Screen';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { selectConditions } from '../../conditions';
import { navigationRequested, selectLocation, stepUrl } from '../../navigation';
import { formatStatedAmount } from '../../progress';
import { type IncomeRow, incomeRows, PAYSTUB_UPLOAD_STEP, paystubsRequired } from '../income';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue`;
export const UPLOAD_HEADING = msg`Upload paystubs`;
export const NO_INCOME_TEXT = msg`There is no income on your application.`;

function IncomeSourceRows({ row }: { row: IncomeRow }) {
  const { t } = useLingui();
  return (
    <dl className="summary-list">
      <dt>
        <Trans>Employment type</Trans>
      </dt>
      <dd>{typeof row.employmentType === 'string' ? row.employmentType : t(row.employmentType)}</dd>
      {row.employer ? (
        <>
          <dt>
            <Trans>Employer</Trans>
          </dt>
          <dd>{row.employer}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Annual income</Trans>
      </dt>
      <dd>{row.annualIncome === null ? t`Not given` : formatStatedAmount(row.annualIncome)}</dd>
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
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const sources = useAppSelector(selectCurrentApplication)?.incomeSources ?? [];
  const required = paystubsRequired(useAppSelector(selectConditions));
  const rows = incomeRows(sources);
  const continueLabel = t(CONTINUE_LABEL);

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
      <p>
        <Trans>
          Before we can open your line of credit, we need to check the income you told us about.
        </Trans>
      </p>
      <h2>
        <Trans>Your income</Trans>
      </h2>
      {rows.length === 0 ? <p>{t(NO_INCOME_TEXT)}</p> : null}
      {rows.length === 1 ? <IncomeSourceRows row={rows[0]!} /> : null}
      {rows.length > 1
        ? rows.map((row, index) => {
            const number = index + 1;
            return (
              <section key={row.key} aria-labelledby={`income-source-${index}`}>
                <h3 id={`income-source-${index}`}>
                  <Trans>Income source {number}</Trans>
                </h3>
                <IncomeSourceRows row={row} />
              </section>
            );
          })
        : null}

      <h2>
        <Trans>How we check your income</Trans>
      </h2>
      <h3>{t(UPLOAD_HEADING)}</h3>
      <p>
        <Trans>
          Upload{' '}
          <Plural
            value={required}
            one="your most recent paystub"
            other="your # most recent paystubs"
          />{' '}
          as a PDF, JPG or PNG file, up to 10 MB each. Each paystub must show your name, your
          employer&apos;s name and what you were paid. Select {continueLabel} to upload.
        </Trans>
      </p>

      <div className="button-row">
        <button type="button" className="button button--primary" onClick={upload}>
          {continueLabel}
        </button>
      </div>
    </Screen>
  );
}
