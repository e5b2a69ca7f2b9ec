import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import ManualAutopayScreen, {
  CONTINUE_LABEL,
} from '../../src/features/bank/screens/ManualAutopayScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { describeStepForm, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import {
  ACCOUNT,
  ACCOUNT_SCHEMA,
  expectHandedByHandle,
  field,
  fillIn,
  ROUTING,
} from './bankAccount';

useMockServer();

const STEP = 'bank/autopay-manual';

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

describeStepForm({
  render: () => renderStepScreen(STEP, ManualAutopayScreen),
  call: stepCall(
    'put',
    url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/autopay-account`),
    () =>
      HttpResponse.json(
        makeApplication({
          payType: 'AUTOPAY',
          autopayAccount: { uuid: 'acct-9', routingNumber: ROUTING, mask: '6789' },
        }),
      ),
  ),
  submit: CONTINUE_LABEL,
  ...ACCOUNT_SCHEMA,
  fill: (user) =>
    fillIn(user, { routing: '1210 00358', account: '0001-2345-6789', confirm: ACCOUNT }),
  body: { routingNumber: ROUTING, accountNumber: ACCOUNT, accountType: 'SAVINGS' },
  afterSent: ({ store }) => expectHandedByHandle(store, 'setAutopayAccount'),
});
