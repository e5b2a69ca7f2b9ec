import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Lien } from '../../src/features/application/types';
import LiensScreen, {
  CONFIRM_LIENS_LABEL,
  LIENS_RECHECK_INTERVAL_MS,
  NO_LIENS_TEXT,
  STILL_OPEN_LEGEND,
} from '../../src/features/liens/screens/LiensScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { CHECK_AGAIN_LABEL } from '../../src/ui/CheckAgain';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'liens';
const LIENS_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/liens`);
const LIENS: Lien[] = [
  { uuid: 'lien-1', lender: 'Sierra Mortgage', balance: 212400 },
  { uuid: 'lien-2', lender: 'Golden State Solar', balance: 18250.5 },
];
const SIERRA_MESSAGE = 'Select yes if the loan from Sierra Mortgage is still open';
const SOLAR_MESSAGE = 'Select yes if the loan from Golden State Solar is still open';

/** Answers the liens call; the bodies received are collected. */
function answerLiens(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(makeApplication({ liens: LIENS })),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(LIENS_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

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

async function summaryMessages() {
  const summary = await screen.findByRole('alert');
  return within(summary)
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

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

it('asks for every lien, naming each, before sending anything', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerLiens();
  render();
  await user.click(confirmButton());
  expect(await summaryMessages()).toEqual([SIERRA_MESSAGE, SOLAR_MESSAGE]);
  expect(stillOpen('Sierra Mortgage')).toHaveAccessibleDescription(`Error: ${SIERRA_MESSAGE}`);
  expect(answer('Sierra Mortgage', 'Yes')).toHaveAttribute('aria-invalid', 'true');
  const link = within(screen.getByRole('alert')).getByRole('link', { name: SOLAR_MESSAGE });
  expect(link).toHaveAttribute('href', '#field-liens-1-open');

  await user.click(answer('Sierra Mortgage', 'No'));
  await user.click(confirmButton());
  expect(await summaryMessages()).toEqual([SOLAR_MESSAGE]);
  expect(bodies).toEqual([]);
});

it('sends every answer, disabled while in flight, then asks the routing to decide', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerLiens(async () => {
    await gate;
    return HttpResponse.json(makeApplication({ liens: LIENS }));
  });
  const { routingRequests } = render();
  await user.click(answer('Sierra Mortgage', 'Yes'));
  await user.click(answer('Golden State Solar', 'No'));
  await user.click(confirmButton());

  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await user.click(pending);
  expect(routingRequests()).toEqual([]);

  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([
    {
      liens: [
        { uuid: 'lien-1', open: true },
        { uuid: 'lien-2', open: false },
      ],
    },
  ]);
});

it('says when the lender found no liens, and confirms an empty list', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerLiens(() => HttpResponse.json(makeApplication({ liens: [] })));
  const { routingRequests } = render([]);
  expect(screen.getByText(new RegExp(NO_LIENS_TEXT))).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  await user.click(confirmButton());
  await waitFor(() => expect(routingRequests()).toHaveLength(1));
  expect(bodies).toEqual([{ liens: [] }]);
});

it('puts a 400 about one lien on that lien and keeps every answer', async () => {
  const user = userEvent.setup({ delay: null });
  answerLiens(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'BAD_REQUEST',
            message: 'Our records show this loan is still open',
            field: 'liens[1].open',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = render();
  await user.click(answer('Sierra Mortgage', 'Yes'));
  await user.click(answer('Golden State Solar', 'No'));
  await user.click(confirmButton());
  await waitFor(() =>
    expect(stillOpen('Golden State Solar')).toHaveAccessibleDescription(
      'Error: Our records show this loan is still open',
    ),
  );
  expect(await summaryMessages()).toEqual(['Our records show this loan is still open']);
  expect(answer('Sierra Mortgage', 'Yes')).toBeChecked();
  expect(answer('Golden State Solar', 'No')).toBeChecked();
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message and keeps every answer", async () => {
  const user = userEvent.setup({ delay: null });
  answerLiens(() => HttpResponse.json({}, { status: 500 }));
  const { routingRequests } = render();
  await user.click(answer('Sierra Mortgage', 'No'));
  await user.click(answer('Golden State Solar', 'Yes'));
  await user.click(confirmButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Something unexpected happened');
  await waitFor(() => expect(summary.parentElement).toHaveFocus());
  expect(answer('Sierra Mortgage', 'No')).toBeChecked();
  expect(answer('Golden State Solar', 'Yes')).toBeChecked();
  expect(confirmButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
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
