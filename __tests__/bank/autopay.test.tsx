import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  AUTOPAY_AUTHORIZATION_VERSION,
  AUTOPAY_AUTHORIZATION_VERSION_ES,
} from '../../src/contract/autopayAuthorization';
import { AUTOPAY_AUTHORIZATION_MESSAGES } from '../../src/contract/requests';
import AutopayScreen, {
  AUTHORIZE_MESSAGE,
  AUTOPAY_LEGEND,
  AUTOPAY_MESSAGE,
  AUTOPAY_UNAVAILABLE_MESSAGE,
  CONTINUE_LABEL,
} from '../../src/features/bank/screens/AutopayScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import {
  captureCalls,
  describeStepForm,
  expectErrorSummary,
  expectRoutingAsked,
  setupUser,
  stepCall,
} from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';
import { speakSpanish } from '../support/spanish';

useMockServer();

const STEP = 'bank/autopay';
const DISBURSE_ACCOUNT = {
  uuid: 'acct-1',
  routingNumber: '121000358',
  mask: '6789',
  accountType: 'SAVINGS' as const,
};
const APPLICATION = makeApplication({ disburseAccount: DISBURSE_ACCOUNT });

const AUTOPAY = stepCall(
  'put',
  url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/autopay`),
  () => HttpResponse.json({ ...APPLICATION, payType: 'AUTOPAY', autopayAccount: DISBURSE_ACCOUNT }),
);
const render = () => renderStepScreen(STEP, AutopayScreen, { application: APPLICATION });

const question = () => screen.getByRole('group', { name: i18n._(AUTOPAY_LEGEND) });
const answer = (name: 'Yes' | 'No') => within(question()).getByRole('radio', { name });
const continueButton = () => screen.getByRole('button', { name: i18n._(CONTINUE_LABEL) });
const authorization = () =>
  screen.queryByRole('region', { name: 'Authorization for automatic payments' });
const authorizeBox = () => screen.getByRole('checkbox', { name: /^I authorize/ });

/** The body of Yes, authorized (docs/journey.md#automatic-payments-and-their-authorization). */
const AUTHORIZED = {
  payType: 'AUTOPAY',
  autopayAuthorization: { version: AUTOPAY_AUTHORIZATION_VERSION, accepted: true },
};
/** The terms the fixtures' application and organisation make: $85,000 at 8.45 % over 10 years. */
const TERMS = {
  lenderName: 'Test Lending Company',
  lenderPhone: '888-819-6388',
  lenderEmail: 'help@example.com',
  accountMask: '6789',
  monthlyPayment: 1051.61,
};

it('asks "Pay automatically from this account?" about the account by its last 4 digits', () => {
  renderStepScreen(STEP, AutopayScreen, { application: APPLICATION });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Set up automatic payments' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/your savings account ending in 6789/)).toBeInTheDocument();
  expect(answer('Yes')).not.toBeChecked();
  expect(answer('No')).not.toBeChecked();
});

it('"Yes" shows the authorization: the account by its last 4 digits, the payment, its date, how to cancel', async () => {
  const user = setupUser();
  render();
  expect(authorization()).toBeNull();
  await user.click(answer('Yes'));
  const terms = authorization()!;
  expect(terms).toHaveTextContent('your account ending in 6789');
  expect(terms).toHaveTextContent('the monthly payment due, $1,051.61');
  expect(terms).toHaveTextContent(
    'Date: your payment due date each month. Your first payment is due about one month after your line is funded, and each payment after it on the same day of the month as the day your line was funded',
  );
  expect(terms).toHaveTextContent('this authorization stays in effect until you cancel it');
  expect(terms).toHaveTextContent(
    'call us at 888-819-6388 or email us at help@example.com at least 3 business days before a scheduled payment',
  );
  expect(authorizeBox()).toHaveAccessibleName(
    'I authorize Test Lending Company to take my monthly payment of $1,051.61 from my account ending in 6789 on my payment due date each month, until I cancel this authorization.',
  );
  expect(authorizeBox()).not.toBeChecked();
  // No takes the authorization away again.
  await user.click(answer('No'));
  expect(authorization()).toBeNull();
});

describeStepForm({
  render,
  call: AUTOPAY,
  submit: i18n._(CONTINUE_LABEL),
  missing: [[i18n._(AUTOPAY_MESSAGE), '#field-payType']],
  refused: [
    [
      '"Yes" without the authorization',
      (user) => user.click(answer('Yes')),
      [[i18n._(AUTHORIZE_MESSAGE), '#field-autopayAuthorization']],
    ],
  ],
  fill: async (user) => {
    await user.click(answer('Yes'));
    await user.click(authorizeBox());
  },
  body: AUTHORIZED,
  serverError: {
    field: 'autopayAuthorization',
    message: i18n._(AUTOPAY_AUTHORIZATION_MESSAGES.missing),
    control: authorizeBox,
  },
});

it('"No" sends { payType: MANUAL } with no authorization, even one ticked before', async () => {
  const user = setupUser();
  const bodies = captureCalls(AUTOPAY, () =>
    HttpResponse.json({ ...APPLICATION, payType: 'MANUAL' }),
  );
  const view = render();
  await user.click(answer('Yes'));
  await user.click(authorizeBox());
  await user.click(answer('No'));
  await user.click(continueButton());
  await expectRoutingAsked(view);
  expect(bodies).toEqual([{ payType: 'MANUAL' }]);
});

it('with no account to name, "Yes" cannot be authorized and nothing is sent', async () => {
  const user = setupUser();
  const bodies = captureCalls(AUTOPAY);
  renderStepScreen(STEP, AutopayScreen, { application: makeApplication() });
  await user.click(answer('Yes'));
  expect(authorization()).toBeNull();
  await user.click(continueButton());
  await expectErrorSummary([[i18n._(AUTOPAY_UNAVAILABLE_MESSAGE), '#field-payType']]);
  expect(bodies).toEqual([]);
});

it('shows the answer the lender has on a second visit', () => {
  renderStepScreen(STEP, AutopayScreen, {
    application: makeApplication({ disburseAccount: DISBURSE_ACCOUNT, payType: 'MANUAL' }),
  });
  expect(answer('No')).toBeChecked();
});

it('on a second visit, the box is ticked only for the authorization the lender holds of this text', () => {
  const recorded = (accountMask: string) =>
    makeApplication({
      disburseAccount: DISBURSE_ACCOUNT,
      payType: 'AUTOPAY',
      autopayAccount: DISBURSE_ACCOUNT,
      autopayAuthorization: {
        version: AUTOPAY_AUTHORIZATION_VERSION,
        acceptedAt: '2025-03-01T10:00:00.000Z',
        terms: { ...TERMS, accountMask },
      },
    });
  const first = renderStepScreen(STEP, AutopayScreen, { application: recorded('6789') });
  expect(answer('Yes')).toBeChecked();
  expect(authorizeBox()).toBeChecked();
  first.unmount();
  // Terms that make another text (another account) were not authorized as shown now.
  renderStepScreen(STEP, AutopayScreen, { application: recorded('1111') });
  expect(answer('Yes')).toBeChecked();
  expect(authorizeBox()).not.toBeChecked();
});

describe('in Spanish', () => {
  afterEach(() => i18n.activate('en', ['en-US']));

  it('shows the Spanish version of the authorization and sends that version', async () => {
    const user = setupUser();
    const bodies = captureCalls(AUTOPAY);
    speakSpanish([]);
    const view = render();
    await user.click(answer('Yes'));
    const terms = screen.getByRole('region', { name: 'Autorización de pagos automáticos' });
    expect(terms).toHaveTextContent('su cuenta que termina en 6789');
    expect(terms).toHaveTextContent('el pago mensual que corresponda, $1,051.61');
    const box = screen.getByRole('checkbox', {
      name: 'Autorizo a Test Lending Company a cobrar mi pago mensual de $1,051.61 de mi cuenta que termina en 6789 en la fecha de vencimiento de mi pago cada mes, hasta que yo cancele esta autorización.',
    });
    await user.click(box);
    await user.click(continueButton());
    await expectRoutingAsked(view);
    expect(bodies).toEqual([
      {
        payType: 'AUTOPAY',
        autopayAuthorization: { version: AUTOPAY_AUTHORIZATION_VERSION_ES, accepted: true },
      },
    ]);
  });

  it('a change of language clears the box: a tick authorizes the text shown, and no other', async () => {
    const user = setupUser();
    render();
    await user.click(answer('Yes'));
    await user.click(authorizeBox());
    expect(authorizeBox()).toBeChecked();
    act(() => speakSpanish([]));
    expect(screen.getByRole('checkbox', { name: /^Autorizo a / })).not.toBeChecked();
  });
});
