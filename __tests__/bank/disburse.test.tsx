import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { bankAccountHandoff } from '../../src/features/bank/bankApi';
import DisburseScreen, { CONTINUE_LABEL } from '../../src/features/bank/screens/DisburseScreen';
import ManualDisburseScreen from '../../src/features/bank/screens/ManualDisburseScreen';
import { ACCOUNT_NUMBER_MESSAGES } from '../../src/forms/schemas/bankAccount';
import { ROUTING_NUMBER_MESSAGES } from '../../src/forms/schemas/routingNumber';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import * as redactModule from '../../src/lib/redact';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const DISBURSE_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/disburse-account`,
);
const APP = `/account/heloc/${APPLICATION_UUID}`;
const ROUTING = '121000358';
const ACCOUNT = '000123456789';
const RECORDED = {
  uuid: 'acct-1',
  routingNumber: ROUTING,
  mask: '6789',
  accountType: 'SAVINGS' as const,
};
const UPDATED = makeApplication({ disburseAccount: RECORDED });

function answerDisburse(
  respond: () => Response | Promise<Response> = () => HttpResponse.json(UPDATED),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(DISBURSE_URL, async ({ request }) => {
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
    routing = ROUTING,
    account = ACCOUNT,
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

describe.each<[string, ComponentType, string]>([
  ['bank/disburse', DisburseScreen, 'Choose where to receive your funds'],
  ['bank/manual-disburse', ManualDisburseScreen, 'Enter your bank account details'],
])('%s', (step, Screen, title) => {
  it("shows the route's title and every question, labelled", () => {
    renderStepScreen(step, Screen);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(field('Routing number')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Routing number')).toHaveAccessibleDescription(/9 digits/);
    expect(field('Account number')).toHaveAttribute('autocomplete', 'off');
    expect(field('Confirm account number')).toHaveValue('');
    const type = screen.getByRole('group', { name: 'Account type' });
    expect(
      within(type)
        .getAllByRole('radio')
        .map((radio) => [radio.getAttribute('value'), radio.getAttribute('id')]),
    ).toEqual([
      ['CHECKING', 'field-accountType'],
      ['SAVINGS', 'field-accountType-1'],
    ]);
  });

  it('sends the account (digits only), then opens bank/confirm with the account recorded', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerDisburse();
    const { history, store, routingRequests } = renderStepScreen(step, Screen);
    await fillIn(user, { routing: '1210-00358', account: '0001 2345 6789', confirm: ACCOUNT });
    await user.click(continueButton());

    await waitFor(() => expect(history.location.pathname).toBe(`${APP}/bank/confirm`));
    expect(bodies).toEqual([
      { routingNumber: ROUTING, accountNumber: ACCOUNT, accountType: 'SAVINGS' },
    ]);
    // bank/confirm reads the account the lender just recorded (its mask), not a stale copy.
    expect(store.getState().application.current?.disburseAccount).toEqual(RECORDED);
    // The app, not the routing, opens bank/confirm (contract/journey.md).
    expect(routingRequests()).toEqual([]);
    expect(bankAccountHandoff.heldCount()).toBe(0);
  });
});

describe('the schema', () => {
  it('names every missing answer, in the order of the questions, linked to each field', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerDisburse();
    renderStepScreen('bank/disburse', DisburseScreen);
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [ROUTING_NUMBER_MESSAGES.required, '#field-routingNumber'],
      [ACCOUNT_NUMBER_MESSAGES.required, '#field-accountNumber'],
      [ACCOUNT_NUMBER_MESSAGES.confirmRequired, '#field-confirmAccountNumber'],
      [ACCOUNT_NUMBER_MESSAGES.typeRequired, '#field-accountType'],
    ]);
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(bodies).toEqual([]);
  });

  it.each([
    [{ routing: '12100035' }, 'Routing number', ROUTING_NUMBER_MESSAGES.digits],
    [{ routing: '123456789' }, 'Routing number', ROUTING_NUMBER_MESSAGES.checksum],
    [{ account: '123' }, 'Account number', ACCOUNT_NUMBER_MESSAGES.digits],
    [{ account: '123456789012345678' }, 'Account number', ACCOUNT_NUMBER_MESSAGES.digits],
    [
      { account: ACCOUNT, confirm: '000123456788' },
      'Confirm account number',
      ACCOUNT_NUMBER_MESSAGES.mismatch,
    ],
  ])('%j: "%s" says %s', async (values, label, message) => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerDisburse();
    renderStepScreen('bank/disburse', DisburseScreen);
    await fillIn(user, values);
    await user.click(continueButton());
    expect(await summaryMessages()).toEqual([message]);
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`));
    expect(bodies).toEqual([]);
  });
});

it('is disabled and busy while the call is in flight; a second submit sends nothing', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerDisburse(async () => {
    await gate;
    return HttpResponse.json(UPDATED);
  });
  const { history } = renderStepScreen('bank/disburse', DisburseScreen);
  await fillIn(user);
  await user.click(continueButton());
  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await user.type(field('Routing number'), '{Enter}');
  release();
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/bank/confirm`));
  expect(bodies).toHaveLength(1);
});

it('never puts the account number in the store or its actions, before, during or after', async () => {
  const user = userEvent.setup({ delay: null });
  answerDisburse();
  const { store, history } = renderStepScreen('bank/disburse', DisburseScreen);
  const seen: string[] = [];
  const unsubscribe = store.subscribe(() => {
    if (JSON.stringify(store.getState()).includes(ACCOUNT)) seen.push('state');
  });
  await fillIn(user);
  await user.click(continueButton());
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/bank/confirm`));
  unsubscribe();
  expect(seen).toEqual([]);
  expect(bankAccountHandoff.heldCount()).toBe(0);

  // The actions as recorded, redaction turned off to see what it would have to hide: the
  // mutation's arguments carry a handle, never the numbers.
  jest.spyOn(redactModule, 'redact').mockImplementation((value) => value);
  const log = store.exportActionLog()!;
  expect(JSON.stringify(log)).not.toContain(ACCOUNT);
  const pendingCall = log.actions.find(
    (action) =>
      action.type === 'api/executeMutation/pending' &&
      (action.meta as { arg: { endpointName: string } }).arg.endpointName === 'setDisburseAccount',
  );
  expect(pendingCall?.meta).toMatchObject({
    arg: {
      originalArgs: {
        applicationUuid: APPLICATION_UUID,
        accountHandle: expect.stringMatching(/^bank-account-handle-\d+$/),
      },
    },
  });
  expect(
    Object.keys((pendingCall!.meta as { arg: { originalArgs: object } }).arg.originalArgs),
  ).toEqual(['applicationUuid', 'accountHandle']);
});

it('puts a 400 on the fields it names and keeps every value', async () => {
  const user = userEvent.setup({ delay: null });
  answerDisburse(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'ROUTING_NUMBER',
            message: 'Enter a valid routing number',
            field: 'routingNumber',
          },
          {
            code: 'ACCOUNT_NUMBER',
            message: 'Account number must be between 4 and 17 digits',
            field: 'accountNumber',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { history } = renderStepScreen('bank/disburse', DisburseScreen);
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
  expect(field('Routing number')).toHaveValue(ROUTING);
  expect(field('Account number')).toHaveValue(ACCOUNT);
  expect(field('Confirm account number')).toHaveValue(ACCOUNT);
  expect(screen.getByRole('radio', { name: 'Savings' })).toBeChecked();
  expect(history.location.pathname).toBe(`${APP}/bank/disburse`);
  expect(bankAccountHandoff.heldCount()).toBe(0);
});

it("shows a 500 with the spec's message, keeps every value, and sends again", async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  const bodies = answerDisburse(() =>
    fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(UPDATED),
  );
  const { history } = renderStepScreen('bank/disburse', DisburseScreen);
  await fillIn(user, { type: 'Checking' });
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Something unexpected happened');
  expect(field('Routing number')).toHaveValue(ROUTING);
  expect(field('Account number')).toHaveValue(ACCOUNT);
  expect(field('Confirm account number')).toHaveValue(ACCOUNT);
  expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();
  expect(continueButton()).toBeEnabled();
  expect(history.location.pathname).toBe(`${APP}/bank/disburse`);

  fail = false;
  await user.click(continueButton());
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/bank/confirm`));
  const sent = { routingNumber: ROUTING, accountNumber: ACCOUNT, accountType: 'CHECKING' };
  expect(bodies).toEqual([sent, sent]);
});

it('says which account the lender has when the borrower comes back to change it', () => {
  renderStepScreen('bank/disburse', DisburseScreen, {
    application: makeApplication({ disburseAccount: RECORDED }),
  });
  expect(screen.getByText(/already given us the account ending in 6789/)).toBeInTheDocument();
  // Nothing is filled in: the numbers are never kept to show again.
  expect(field('Routing number')).toHaveValue('');
  expect(field('Account number')).toHaveValue('');
});
