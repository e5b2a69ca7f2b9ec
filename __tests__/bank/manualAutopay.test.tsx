import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../src/contract/autopayAuthorization';
import ManualAutopayScreen, {
  AUTHORIZATION_AFTER_ACCOUNT,
  AUTHORIZE_MESSAGE,
  CONTINUE_LABEL,
} from '../../src/features/bank/screens/ManualAutopayScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import {
  describeStepForm,
  type Refused,
  setupUser,
  stepCall,
  type User,
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

const STEP = 'bank/autopay-manual';
const AUTHORIZATION = { version: AUTOPAY_AUTHORIZATION_VERSION, accepted: true };

const authorization = () =>
  screen.queryByRole('region', { name: 'Authorization for automatic payments' });
const authorizeBox = () => screen.getByRole('checkbox', { name: /^I authorize/ });

/** Ticks the authorization, where it shows (an account number to name). */
async function authorize(user: User) {
  if (authorization()) await user.click(authorizeBox());
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

it('shows the authorization of payments from the account typed, its last 4 digits and the payment; another number clears the box', async () => {
  const user = setupUser();
  renderStepScreen(STEP, ManualAutopayScreen);
  expect(screen.getByText(i18n._(AUTHORIZATION_AFTER_ACCOUNT))).toBeInTheDocument();
  expect(authorization()).toBeNull();
  await fillIn(user, { account: '0001-2345-6789' });
  expect(screen.queryByText(i18n._(AUTHORIZATION_AFTER_ACCOUNT))).toBeNull();
  expect(authorization()).toHaveTextContent('your account ending in 6789');
  expect(authorization()).toHaveTextContent('the monthly payment due, $1,051.61');
  expect(authorizeBox()).toHaveAccessibleName(
    'I authorize Test Lending Company to take my monthly payment of $1,051.61 from my account ending in 6789 on my payment due date each month, until I cancel this authorization.',
  );
  await user.click(authorizeBox());
  expect(authorizeBox()).toBeChecked();
  // The tick was for the account ending in 6789: another number makes another text.
  await user.type(field('Account number'), '1');
  expect(authorizeBox()).toHaveAccessibleName(expect.stringContaining('ending in 7891'));
  expect(authorizeBox()).not.toBeChecked();
});

/** Each refused account answer, with the authorization ticked where it shows: its own message alone. */
const refusedWithAuthorization = (ACCOUNT_SCHEMA.refused ?? []).map(
  ([name, refuse, links]): Refused => [
    name,
    async (user) => {
      await refuse(user);
      await authorize(user);
    },
    links,
  ],
);

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
  submit: i18n._(CONTINUE_LABEL),
  missing: ACCOUNT_SCHEMA.missing,
  refused: [
    ...refusedWithAuthorization,
    [
      'a valid account without the authorization',
      (user) => fillIn(user),
      [[i18n._(AUTHORIZE_MESSAGE), '#field-autopayAuthorization']],
    ],
  ],
  fill: async (user) => {
    await fillIn(user, { routing: '1210 00358', account: '0001-2345-6789', confirm: ACCOUNT });
    await authorize(user);
  },
  body: {
    routingNumber: ROUTING,
    accountNumber: ACCOUNT,
    accountType: 'SAVINGS',
    autopayAuthorization: AUTHORIZATION,
  },
  afterSent: ({ store }) =>
    expectHandedByHandle(store, 'setAutopayAccount', { autopayAuthorization: AUTHORIZATION }),
});
