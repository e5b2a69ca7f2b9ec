import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ManualAutopayScreen, {
  CONTINUE_LABEL,
} from '../../src/features/bank/screens/ManualAutopayScreen';
import { bankAccountHandoff } from '../../src/features/bank/bankApi';
import { ACCOUNT_NUMBER_MESSAGES } from '../../src/forms/schemas/bankAccount';
import { ROUTING_NUMBER_MESSAGES } from '../../src/forms/schemas/routingNumber';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import * as redactModule from '../../src/lib/redact';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'bank/autopay-manual';
const AUTOPAY_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/autopay-account`,
);
const UPDATED = makeApplication({
  payType: 'AUTOPAY',
  autopayAccount: { uuid: 'acct-9', routingNumber: '121000358', mask: '6789' },
});

function answerAutopay(
  respond: () => Response | Promise<Response> = () => HttpResponse.json(UPDATED),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(AUTOPAY_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  {
    routing = '121000358',
    account = '000123456789',
    confirm = account,
    type = 'Savings',
  }: { routing?: string; account?: string; confirm?: string; type?: string | null } = {},
) {
  if (routing) await user.type(field('Routing number'), routing);
  if (account) await user.type(field('Account number'), account);
  if (confirm) await user.type(field('Confirm account number'), confirm);
  if (type) await user.click(screen.getByRole('radio', { name: type }));
}

async function summaryMessages() {
  const summary = await screen.findByRole('alert');
  return within(summary)
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

it("shows the route's title and every question, labelled", () => {
  renderStepScreen(STEP, ManualAutopayScreen);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Enter your autopay account' }),
  ).toBeInTheDocument();
  expect(field('Routing number')).toHaveAttribute('inputmode', 'numeric');
  expect(field('Account number')).toHaveAttribute('autocomplete', 'off');
  expect(field('Confirm account number')).toBeInTheDocument();
  const type = screen.getByRole('group', { name: 'Account type' });
  expect(
    within(type)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['CHECKING', 'SAVINGS']);
});

describe('the schema', () => {
  it('names every missing answer, in the order of the questions', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerAutopay();
    renderStepScreen(STEP, ManualAutopayScreen);
    await user.click(continueButton());
    expect(await summaryMessages()).toEqual([
      ROUTING_NUMBER_MESSAGES.required,
      ACCOUNT_NUMBER_MESSAGES.required,
      ACCOUNT_NUMBER_MESSAGES.confirmRequired,
      ACCOUNT_NUMBER_MESSAGES.typeRequired,
    ]);
    expect(bodies).toEqual([]);
  });

  it.each([
    [{ routing: '12100035' }, 'Routing number', ROUTING_NUMBER_MESSAGES.digits],
    [{ routing: '123456789' }, 'Routing number', ROUTING_NUMBER_MESSAGES.checksum],
    [{ account: '123' }, 'Account number', ACCOUNT_NUMBER_MESSAGES.digits],
    [{ account: '123456789012345678' }, 'Account number', ACCOUNT_NUMBER_MESSAGES.digits],
    [
      { account: '000123456789', confirm: '000123456788' },
      'Confirm account number',
      ACCOUNT_NUMBER_MESSAGES.mismatch,
    ],
  ])('%j: "%s" says %s', async (values, label, message) => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerAutopay();
    renderStepScreen(STEP, ManualAutopayScreen);
    await fillIn(user, values);
    await user.click(continueButton());
    expect(await summaryMessages()).toEqual([message]);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`));
    expect(bodies).toEqual([]);
  });
});

it('sends the account (separators dropped), disabled while in flight, then asks the routing', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerAutopay(async () => {
    await gate;
    return HttpResponse.json(UPDATED);
  });
  const { routingRequests } = renderStepScreen(STEP, ManualAutopayScreen);
  await fillIn(user, { routing: '1210 00358', account: '0001-2345-6789', confirm: '000123456789' });
  await user.click(continueButton());

  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await user.type(field('Routing number'), '{Enter}');

  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([
    { routingNumber: '121000358', accountNumber: '000123456789', accountType: 'SAVINGS' },
  ]);
});

it('puts a 400 on the fields it names and keeps every value', async () => {
  const user = userEvent.setup({ delay: null });
  answerAutopay(() =>
    HttpResponse.json(
      {
        errors: [
          { code: 'BAD_REQUEST', message: 'Enter a valid routing number', field: 'routingNumber' },
          {
            code: 'BAD_REQUEST',
            message: 'Account number must be between 4 and 17 digits',
            field: 'accountNumber',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, ManualAutopayScreen);
  await fillIn(user);
  await user.click(continueButton());
  await waitFor(() =>
    expect(field('Routing number')).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter a valid routing number'),
    ),
  );
  expect(await summaryMessages()).toEqual([
    'Enter a valid routing number',
    'Account number must be between 4 and 17 digits',
  ]);
  expect(field('Account number')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Routing number')).toHaveValue('121000358');
  expect(field('Account number')).toHaveValue('000123456789');
  expect(field('Confirm account number')).toHaveValue('000123456789');
  expect(screen.getByRole('radio', { name: 'Savings' })).toBeChecked();
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message and keeps every value", async () => {
  const user = userEvent.setup({ delay: null });
  answerAutopay(() =>
    HttpResponse.json(
      { errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'Something unexpected happened' }] },
      { status: 500 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, ManualAutopayScreen);
  await fillIn(user, { type: 'Checking' });
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Something unexpected happened.');
  await waitFor(() => expect(summary.parentElement).toHaveFocus());
  expect(field('Routing number')).toHaveValue('121000358');
  expect(field('Account number')).toHaveValue('000123456789');
  expect(field('Confirm account number')).toHaveValue('000123456789');
  expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();
  expect(continueButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});

it('hands the account to the call by a handle: the numbers never reach the store', async () => {
  const user = userEvent.setup({ delay: null });
  answerAutopay();
  const { store, routingRequests } = renderStepScreen(STEP, ManualAutopayScreen);
  await fillIn(user);
  await user.click(continueButton());
  await waitFor(() => expect(routingRequests()).toHaveLength(1));
  expect(JSON.stringify(store.getState())).not.toContain('000123456789');
  expect(bankAccountHandoff.heldCount()).toBe(0);
  jest.spyOn(redactModule, 'redact').mockImplementation((value) => value);
  expect(JSON.stringify(store.exportActionLog())).not.toContain('000123456789');
});
