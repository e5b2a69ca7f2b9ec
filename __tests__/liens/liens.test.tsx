import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Lien } from '../../src/features/application';
import LiensScreen, {
  CONFIRM_LIENS_LABEL as CONFIRM_LIENS,
  LIENS_RECHECK_INTERVAL_MS,
  NO_LIENS_TEXT as NO_LIENS,
  STILL_OPEN_LEGEND as STILL_OPEN,
} from '../../src/features/liens/screens/LiensScreen';
import { i18n } from '../../src/lib/i18n';
import { CHECK_AGAIN_LABEL as CHECK_AGAIN_LABEL_MESSAGE } from '../../src/ui/CheckAgain';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import {
  captureCalls,
  describeStepForm,
  expectRoutingAsked,
  setupUser,
  stepCall,
} from '../support/screenTest';
import { url, useMockServer } from '../support/server';

const CHECK_AGAIN_LABEL = i18n._(CHECK_AGAIN_LABEL_MESSAGE);

useMockServer();

const CONFIRM_LIENS_LABEL = i18n._(CONFIRM_LIENS);
const NO_LIENS_TEXT = i18n._(NO_LIENS);
const STILL_OPEN_LEGEND = i18n._(STILL_OPEN);

const STEP = 'liens';
const LIENS_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/liens`);
const LIENS: Lien[] = [
  { uuid: 'lien-1', lender: 'Sierra Mortgage', balance: 212400 },
  { uuid: 'lien-2', lender: 'Golden State Solar', balance: 18250.5 },
];
const SOLAR = 'Golden State Solar';
const SIERRA_MESSAGE = 'Select yes if the loan from Sierra Mortgage is still open';
const SOLAR_MESSAGE = 'Select yes if the loan from Golden State Solar is still open';

/** The lender's 400 on liens[1].open. */
const REFUSED = 'Our records show this loan is still open';

const LIENS_CALL = stepCall('put', LIENS_URL, () =>
  HttpResponse.json(makeApplication({ liens: LIENS })),
);

/** `null`: the application has no liens yet (the lender is still looking). */
const render = (liens: Lien[] | null = LIENS) =>
  renderStepScreen(STEP, LiensScreen, {
    application: makeApplication(liens === null ? {} : { liens }),
  });

const confirmButton = () => screen.getByRole('button', { name: CONFIRM_LIENS_LABEL });
/** The fieldset of one lien, named by its legend. */
const lienGroup = (name: string) => screen.getByRole('group', { name });
/** The "Is this loan still open?" question within a lien's fieldset. */
const stillOpen = (lender: string) =>
  within(lienGroup(lender)).getByRole('group', { name: STILL_OPEN_LEGEND });
const answer = (lender: string, choice: 'Yes' | 'No') =>
  within(stillOpen(lender)).getByRole('radio', { name: choice });

it('shows each lien as a fieldset named after it, with its balance and the question', () => {
  render();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Review the liens on your property' }),
  ).toBeInTheDocument();
  expect(lienGroup('Sierra Mortgage')).toHaveTextContent('Balance $212,400.00');
  expect(lienGroup('Golden State Solar')).toHaveTextContent('Balance $18,250.50');
  for (const lender of ['Sierra Mortgage', 'Golden State Solar']) {
    expect(
      within(stillOpen(lender))
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Yes', 'No']);
    expect(answer(lender, 'Yes')).not.toBeChecked();
    expect(answer(lender, 'No')).not.toBeChecked();
  }
  expect(confirmButton()).toBeEnabled();
});

it('names a lien without a lender by its position, and a balance not known', () => {
  render([{ uuid: 'lien-9', lender: '', balance: null }]);
  expect(lienGroup('Loan 1')).toHaveTextContent('Balance not known');
});

it('starts with the answers already given', () => {
  render([
    { ...LIENS[0]!, open: true },
    { ...LIENS[1]!, open: false },
  ]);
  expect(answer('Sierra Mortgage', 'Yes')).toBeChecked();
  expect(answer('Golden State Solar', 'No')).toBeChecked();
});

describeStepForm({
  render: () => render(),
  call: LIENS_CALL,
  submit: CONFIRM_LIENS_LABEL,
  missing: [
    [SIERRA_MESSAGE, '#field-liens-0-open'],
    [SOLAR_MESSAGE, '#field-liens-1-open'],
  ],
  refused: [
    [
      'one lien left unanswered',
      (user) => user.click(answer('Sierra Mortgage', 'No')),
      [[SOLAR_MESSAGE, '#field-liens-1-open']],
    ],
  ],
  fill: async (user) => {
    await user.click(answer('Sierra Mortgage', 'Yes'));
    await user.click(answer('Golden State Solar', 'No'));
  },
  body: {
    liens: [
      { uuid: 'lien-1', open: true },
      { uuid: 'lien-2', open: false },
    ],
  },
  serverError: { field: 'liens[1].open', message: REFUSED, control: () => stillOpen(SOLAR) },
});

it('says when the lender found no liens, and confirms an empty list', async () => {
  const user = setupUser();
  const bodies = captureCalls(LIENS_CALL, () => HttpResponse.json(makeApplication({ liens: [] })));
  const view = render([]);
  expect(screen.getByText(new RegExp(NO_LIENS_TEXT))).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  await user.click(confirmButton());
  await expectRoutingAsked(view);
  expect(bodies).toEqual([{ liens: [] }]);
});

describe('while the lender is still looking for liens', () => {
  const recheck = { applicationUuid: APPLICATION_UUID, trigger: 'status-change' };

  it('says so, checks again on request and on a timer, and asks nothing yet', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { routingRequests } = render(null);
      expect(screen.getByText(/looking up the loans secured on your property/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: CONFIRM_LIENS_LABEL })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: CHECK_AGAIN_LABEL }));
      expect(routingRequests()).toEqual([recheck]);
      act(() => {
        jest.advanceTimersByTime(LIENS_RECHECK_INTERVAL_MS);
      });
      expect(routingRequests()).toEqual([recheck, recheck]);
    } finally {
      jest.useRealTimers();
    }
  });
});
