import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ConfirmBankScreen, {
  CHANGE_ACCOUNT_LABEL,
  CONFIRM_ACCOUNT_LABEL,
  ENTER_ACCOUNT_LABEL,
  NO_ACCOUNT_TEXT,
} from '../../src/features/bank/screens/ConfirmBankScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'bank/confirm';
const CONFIRM_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/disburse-account/confirm`,
);
const WITH_ACCOUNT = makeApplication({
  disburseAccount: {
    uuid: 'acct-1',
    routingNumber: '121000358',
    mask: '6789',
    accountType: 'CHECKING',
  },
});

function answerConfirm(
  respond: () => Response | Promise<Response> = () => HttpResponse.json(WITH_ACCOUNT),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(CONFIRM_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const confirmButton = () => screen.getByRole('button', { name: CONFIRM_ACCOUNT_LABEL });

it('shows the account by its last 4 digits only, with a way back to change it', () => {
  renderStepScreen(STEP, ConfirmBankScreen, { application: WITH_ACCOUNT });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Confirm your bank account' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Checking account ending in 6789')).toBeInTheDocument();
  // The routing number is the lender's record, never shown back.
  expect(document.body).not.toHaveTextContent('121000358');
  expect(screen.getByRole('link', { name: CHANGE_ACCOUNT_LABEL })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/bank/disburse`,
  );
  expect(confirmButton()).toBeEnabled();
});

it('confirms with an empty body, busy while in flight, then asks the routing', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerConfirm(async () => {
    await gate;
    return HttpResponse.json(WITH_ACCOUNT);
  });
  const { routingRequests } = renderStepScreen(STEP, ConfirmBankScreen, {
    application: WITH_ACCOUNT,
  });
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
  expect(bodies).toEqual([{}]);
});

it("shows a failed call's message and stays, ready to try again", async () => {
  const user = userEvent.setup({ delay: null });
  answerConfirm(() =>
    HttpResponse.json(
      { errors: [{ code: 'WRONG_STEP', message: 'This step is not open' }] },
      { status: 409 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, ConfirmBankScreen, {
    application: WITH_ACCOUNT,
  });
  await user.click(confirmButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('This step is not open.');
  expect(screen.getByText('Checking account ending in 6789')).toBeInTheDocument();
  expect(confirmButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});

it('a 400 is shown in the error summary (it names no question of this page)', async () => {
  const user = userEvent.setup({ delay: null });
  answerConfirm(() =>
    HttpResponse.json(
      { errors: [{ code: 'NO_ACCOUNT', message: 'Enter a bank account first' }] },
      { status: 400 },
    ),
  );
  renderStepScreen(STEP, ConfirmBankScreen, { application: WITH_ACCOUNT });
  await user.click(confirmButton());
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByText('Enter a bank account first.')).toBeInTheDocument();
});

it('without an account, says so and links to where it is entered', () => {
  renderStepScreen(STEP, ConfirmBankScreen);
  expect(screen.getByText(NO_ACCOUNT_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: ENTER_ACCOUNT_LABEL })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/bank/disburse`,
  );
  expect(screen.queryByRole('button', { name: CONFIRM_ACCOUNT_LABEL })).toBeNull();
});
