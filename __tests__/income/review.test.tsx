import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IncomeReviewScreen, {
  CONTINUE_LABEL,
  NO_INCOME_TEXT,
  UPLOAD_HEADING,
} from '../../src/features/income/screens/IncomeReviewScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen, withConditions } from '../support/renderStepScreen';
import { paystubCondition } from './paystubs';
import { i18n } from '../../src/lib/i18n';

const STEP = 'income/review';

/** The rows of a summary list, as [term, value] pairs. */
const rowsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('dt')).map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

it('lists the income source: employment type, employer and annual income as money', () => {
  renderStepScreen(STEP, IncomeReviewScreen, {
    application: makeApplication({
      incomeSources: [
        {
          uuid: 'inc-1',
          employmentType: 'FULL_TIME',
          employerName: 'Delta Health',
          annualIncome: 120000,
        },
      ],
    }),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Review your income' })).toBeInTheDocument();
  const [list] = document.querySelectorAll<HTMLElement>('dl');
  expect(rowsOf(list!)).toEqual([
    ['Employment type', 'Full time'],
    ['Employer', 'Delta Health'],
    ['Annual income', '$120,000'],
  ]);
});

it('lists several sources under their own headings; no employer or income is said plainly', () => {
  renderStepScreen(STEP, IncomeReviewScreen, {
    application: makeApplication({
      incomeSources: [
        {
          uuid: 'inc-1',
          employmentType: 'PART_TIME',
          employerName: 'Cafe Uno',
          annualIncome: 18000.5,
        },
        { uuid: 'inc-2', employmentType: 'RETIRED', employerName: null, annualIncome: null },
      ],
    }),
  });
  expect(screen.getByRole('heading', { level: 3, name: 'Income source 1' })).toBeInTheDocument();
  const second = screen.getByRole('region', { name: 'Income source 2' });
  expect(rowsOf(second.querySelector('dl')!)).toEqual([
    ['Employment type', 'Retired'],
    ['Annual income', 'Not given'],
  ]);
  expect(screen.getByText('$18,000.50')).toBeInTheDocument();
});

it('says when there is no income on the application', () => {
  renderStepScreen(STEP, IncomeReviewScreen, {
    application: makeApplication({ incomeSources: [] }),
  });
  expect(screen.getByText(i18n._(NO_INCOME_TEXT))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: i18n._(CONTINUE_LABEL) })).toBeInTheDocument();
});

it('offers the paystub upload, the one way available, and nothing about a payroll account', () => {
  renderStepScreen(STEP, IncomeReviewScreen);
  expect(
    screen.getByRole('heading', { level: 3, name: i18n._(UPLOAD_HEADING) }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/Upload your most recent paystub as a PDF, JPG or PNG/),
  ).toBeInTheDocument();
  expect(screen.queryByText(/payroll/i)).toBeNull();
  // Nothing on the page offers a link that cannot work.
  expect(screen.queryByRole('button', { name: /link/i })).toBeNull();
});

it('asks for the number of paystubs the lender’s condition names', () => {
  renderStepScreen(STEP, IncomeReviewScreen, { preloaded: withConditions([paystubCondition(3)]) });
  expect(screen.getByText(/Upload your 3 most recent paystubs/)).toBeInTheDocument();
});

it('Continue opens the paystub upload (the app, not the routing, goes there)', async () => {
  const user = userEvent.setup({ delay: null });
  const { history, routingRequests } = renderStepScreen(STEP, IncomeReviewScreen);
  await user.click(screen.getByRole('button', { name: i18n._(CONTINUE_LABEL) }));
  expect(history.location.pathname).toBe(
    `/account/heloc/${APPLICATION_UUID}/income/upload/PAYSTUB`,
  );
  expect(routingRequests()).toEqual([]);
});
