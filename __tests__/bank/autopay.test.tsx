import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import AutopayScreen, {
  AUTOPAY_LEGEND,
  AUTOPAY_MESSAGE,
  CONTINUE_LABEL,
} from '../../src/features/bank/screens/AutopayScreen';
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

const question = () => screen.getByRole('group', { name: AUTOPAY_LEGEND });
const answer = (name: 'Yes' | 'No') => within(question()).getByRole('radio', { name });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

it('asks "Pay automatically from this account?" about the account by its last 4 digits', () => {
  renderStepScreen(STEP, AutopayScreen, { application: APPLICATION });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Set up automatic payments' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/your savings account ending in 6789/)).toBeInTheDocument();
  expect(answer('Yes')).not.toBeChecked();
  expect(answer('No')).not.toBeChecked();
});

describeStepForm({
  render,
  call: AUTOPAY,
  submit: CONTINUE_LABEL,
  missing: [[AUTOPAY_MESSAGE, '#field-payType']],
  fill: (user) => user.click(answer('Yes')),
  body: { payType: 'AUTOPAY' },
  serverError: { field: 'payType', message: 'Choose how to pay', control: question },
});

it('"No" sends { payType: MANUAL }, then asks the routing', async () => {
  const user = setupUser();
  const bodies = captureCalls(AUTOPAY, () =>
    HttpResponse.json({ ...APPLICATION, payType: 'MANUAL' }),
  );
  const view = render();
  await user.click(answer('No'));
  await user.click(continueButton());
  await expectRoutingAsked(view);
  expect(bodies).toEqual([{ payType: 'MANUAL' }]);
});

it('shows the answer the lender has on a second visit', () => {
  renderStepScreen(STEP, AutopayScreen, {
    application: makeApplication({ disburseAccount: DISBURSE_ACCOUNT, payType: 'MANUAL' }),
  });
  expect(answer('No')).toBeChecked();
});
