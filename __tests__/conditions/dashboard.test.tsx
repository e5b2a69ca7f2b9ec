import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  IN_REVIEW_HEADING,
  NOTHING_PENDING_TEXT,
} from '../../src/features/conditions/ConditionsList';
import { CONTINUE_LABEL } from '../../src/features/conditions/screens/ConditionsScreen';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, useMockServer } from '../support/server';
import {
  ACCOUNT_NUMBER,
  answerConditions,
  BANK_CONDITION,
  conditionOf,
  CONDITIONS_URL,
  PHONE_CONDITION,
} from './support';
import { i18n } from '../../src/lib/i18n';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;
const HEADING = 'Your outstanding tasks';

const PAYSTUB_CONDITION = conditionOf({
  uuid: 'c0a1b2c3-0000-4000-8000-000000000004',
  categoryEnum: 'MANUAL_PAYSTUB_UPLOAD',
  created: '2026-12-01T09:30:00Z',
  commentsToBorrower: null,
  requestDocuments: ['PAYSTUB'],
  xtraData: { numDocsRequired: 3 },
  display: {
    header: 'Upload your recent paystubs',
    description: 'We could not verify all of your income automatically.',
    button: 'Upload paystubs',
    location: 'income/upload/MANUAL_PAYSTUB',
    type: 'DOCUMENT_UPLOAD',
  },
});
const IN_REVIEW = conditionOf({
  uuid: 'c0a1b2c3-0000-4000-8000-000000000005',
  categoryEnum: 'REVIEW_TRUST_REQUIREMENTS',
  actionNeeded: false,
  display: { ...conditionOf().display, header: 'Upload your certificate of trust' },
});

const card = (header: string) => screen.getByRole('article', { name: header });
/** A card's facts, term to value. */
const factsOf = (header: string) => {
  const terms = within(card(header)).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
};

test('lists each pending condition: its words, category, date, note, counts and actions', async () => {
  answerConditions(() => [
    conditionOf(),
    PHONE_CONDITION,
    BANK_CONDITION,
    PAYSTUB_CONDITION,
    IN_REVIEW,
  ]);
  renderApp(`${APP}/conditions`);
  await screen.findByRole('heading', { level: 1, name: HEADING });
  await screen.findByText('4 tasks to do');

  const generic = card('Upload a requested document');
  expect(
    within(generic).getByText('Our underwriting team needs one more document.'),
  ).toBeInTheDocument();
  expect(
    within(generic).getByText(/Please upload your two most recent monthly bank statements/),
  ).toBeInTheDocument();
  expect(factsOf('Upload a requested document')).toEqual({
    Category: 'Generic document request',
    'Requested on': '11/20/2026',
    'Documents required': '2',
    'Documents asked for': 'Bank statement',
  });
  expect(within(generic).getByRole('link', { name: 'Upload document' })).toHaveAttribute(
    'href',
    `${APP}/conditions/upload-document?condition=${conditionOf().uuid}`,
  );

  expect(factsOf('Add a phone number')).toEqual({
    Category: 'Missing phone number',
    'Requested on': '11/20/2026',
  });
  expect(
    within(card('Add a phone number')).getByRole('link', { name: 'Add phone number' }),
  ).toHaveAttribute('href', `${APP}/conditions/phone-number?condition=${PHONE_CONDITION.uuid}`);

  // A bank account by its last 4 digits only.
  expect(factsOf('Confirm your bank account')).toMatchObject({
    Category: 'Bank account fraud review',
    'Bank account': '••••ending in 6789',
  });
  expect(document.body.textContent).not.toContain(ACCOUNT_NUMBER);
  expect(document.body.textContent).not.toContain('23456789');

  // The paystubs required come from the condition.
  expect(factsOf('Upload your recent paystubs')).toEqual({
    Category: 'Manual paystub upload',
    'Requested on': '12/01/2026',
    'Paystubs required': '3',
    'Documents asked for': 'Paystub',
  });
  expect(
    within(card('Upload your recent paystubs')).getByRole('link', { name: 'Upload paystubs' }),
  ).toHaveAttribute(
    'href',
    `${APP}/income/upload/MANUAL_PAYSTUB?condition=${PAYSTUB_CONDITION.uuid}`,
  );

  // One waiting on the lender is not a task.
  expect(screen.queryByRole('article', { name: 'Upload your certificate of trust' })).toBeNull();
  const review = screen.getByRole('region', { name: i18n._(IN_REVIEW_HEADING) });
  expect(within(review).getByText('Upload your certificate of trust')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('with nothing pending it says so, with the way back to the application', async () => {
  answerConditions(() => [IN_REVIEW]);
  renderApp(`${APP}/conditions`);
  expect(await screen.findByText(i18n._(NOTHING_PENDING_TEXT))).toBeInTheDocument();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  expect(screen.getByRole('link', { name: i18n._(CONTINUE_LABEL) })).toHaveAttribute('href', APP);
});

test('a failed read says why and reads again on Try again', async () => {
  const user = userEvent.setup({ delay: null });
  let failing = true;
  server.use(
    http.get(CONDITIONS_URL, () =>
      failing
        ? HttpResponse.json({ errors: [{ message: 'Conditions are down' }] }, { status: 500 })
        : HttpResponse.json([conditionOf()]),
    ),
  );
  renderApp(`${APP}/conditions`);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load your tasks.');
  expect(alert).toHaveTextContent('Conditions are down');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('article', { name: 'Upload a requested document' }),
  ).toBeInTheDocument();
});

describe('the way to the dashboard', () => {
  test('an application page shows how many tasks are outstanding, linking to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    answerConditions(() => [conditionOf(), PHONE_CONDITION, IN_REVIEW]);
    const { history } = renderApp(`${APP}/product/select`);
    await screen.findByRole('heading', { level: 1, name: 'Select your offer' });
    const link = await screen.findByRole('link', { name: 'You have 2 outstanding tasks' });
    expect(link).toHaveAttribute('href', `${APP}/conditions`);
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: HEADING });
    expect(history.location.pathname).toBe(`${APP}/conditions`);
    // Not repeated on the dashboard itself.
    expect(screen.queryByRole('link', { name: /outstanding task/ })).toBeNull();
  });

  test('one task is said as one; none shows nothing', async () => {
    let list = [PHONE_CONDITION];
    answerConditions(() => list);
    renderApp(`${APP}/product/select`);
    expect(
      await screen.findByRole('link', { name: 'You have 1 outstanding task' }),
    ).toBeInTheDocument();
    // A read on window focus answers nothing pending: the notice goes, the page stays.
    list = [];
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => {
      expect(
        screen.getByRole('heading', { level: 1, name: 'Select your offer' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /outstanding task/ })).toBeNull();
    });
  });
});
