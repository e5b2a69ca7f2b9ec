import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { UNEXPECTED_ERROR_MESSAGE } from '../../src/api/errors';
import { bankAccountHandoff } from '../../src/features/bank/bankApi';
import DisburseScreen, { CONTINUE_LABEL } from '../../src/features/bank/screens/DisburseScreen';
import ManualDisburseScreen from '../../src/features/bank/screens/ManualDisburseScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import {
  captureCalls,
  describeStepForm,
  failure,
  setupUser,
  stepCall,
} from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import {
  ACCOUNT,
  ACCOUNT_SCHEMA,
  expectHandedByHandle,
  field,
  fillIn,
  ROUTING,
} from './bankAccount';
import { i18n } from '../../src/lib/i18n';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;
const RECORDED = {
  uuid: 'acct-1',
  routingNumber: ROUTING,
  mask: '6789',
  accountType: 'SAVINGS' as const,
};
const UPDATED = makeApplication({ disburseAccount: RECORDED });
const DISBURSE = stepCall(
  'put',
  url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/disburse-account`),
  () => HttpResponse.json(UPDATED),
);

const continueButton = () => screen.getByRole('button', { name: i18n._(CONTINUE_LABEL) });

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

  describeStepForm({
    render: () => renderStepScreen(step, Screen),
    call: DISBURSE,
    submit: i18n._(CONTINUE_LABEL),
    // The two screens share one form: its rules are proven on the first.
    ...(step === 'bank/disburse' ? ACCOUNT_SCHEMA : {}),
    fill: (user) =>
      fillIn(user, { routing: '1210-00358', account: '0001 2345 6789', confirm: ACCOUNT }),
    body: { routingNumber: ROUTING, accountNumber: ACCOUNT, accountType: 'SAVINGS' },
    // The app, not the routing, opens bank/confirm (docs/journey.md).
    next: 'bank/confirm',
    afterSent: ({ store }) => {
      // bank/confirm reads the account the lender just recorded (its mask), not a stale copy.
      expect(store.getState().application.current?.disburseAccount).toEqual(RECORDED);
      return expectHandedByHandle(store, 'setDisburseAccount');
    },
    serverError:
      step === 'bank/disburse'
        ? {
            field: 'routingNumber',
            message: 'Enter a valid routing number',
            control: () => field('Routing number'),
          }
        : undefined,
  });
});

it('never puts the account number in the store, before, during or after the call', async () => {
  const user = setupUser();
  captureCalls(DISBURSE);
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
});

it('holds the account afresh for each submit: after a 500 none is held, and it goes out again', async () => {
  const user = setupUser();
  let fail = true;
  const bodies = captureCalls(DISBURSE, () => (fail ? failure() : HttpResponse.json(UPDATED)));
  const { history } = renderStepScreen('bank/disburse', DisburseScreen);
  await fillIn(user, { type: 'Checking' });
  await user.click(continueButton());
  await screen.findByRole('alert');
  expect(bankAccountHandoff.heldCount()).toBe(0);

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

describe("the lender's error answer, read once by the request layer", () => {
  it('puts a field error on its field, whatever else the answer holds, and the rest on the form', async () => {
    const user = setupUser();
    captureCalls(DISBURSE, () =>
      HttpResponse.json(
        {
          errors: [
            42,
            null,
            ' Check the account type ',
            {
              code: 'NOT_A_CODE_THE_APP_KNOWS',
              message: ' Enter a valid routing number ',
              field: ' routingNumber ',
            },
          ],
        },
        { status: 400 },
      ),
    );
    renderStepScreen('bank/disburse', DisburseScreen);
    await fillIn(user);
    await user.click(continueButton());
    await waitFor(() =>
      expect(field('Routing number')).toHaveAccessibleDescription(
        expect.stringContaining('Error: Enter a valid routing number'),
      ),
    );
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Enter a valid routing number' }),
    ).toBeInTheDocument();
    expect(summary).toHaveTextContent('Check the account type.');
    expect(field('Account number')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['errors that are not a list', { errors: 'Enter a valid routing number' }],
    ['entries that are not problems', { errors: [7, [], true] }],
    ['no object at all', ['Enter a valid routing number']],
  ])('reads an answer with %s as a general failure, every value kept', async (_, body) => {
    const user = setupUser();
    captureCalls(DISBURSE, () => HttpResponse.json(body, { status: 400 }));
    renderStepScreen('bank/disburse', DisburseScreen);
    await fillIn(user);
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED_ERROR_MESSAGE);
    expect(field('Routing number')).not.toHaveAttribute('aria-invalid');
    expect(field('Routing number')).not.toHaveValue('');
    expect(continueButton()).toBeEnabled();
  });
});
