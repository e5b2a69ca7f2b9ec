import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import ConfirmBankScreen, {
  CHANGE_ACCOUNT_LABEL,
  CONFIRM_ACCOUNT_LABEL,
  ENTER_ACCOUNT_LABEL,
  NO_ACCOUNT_TEXT,
} from '../../src/features/bank/screens/ConfirmBankScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { describeStepForm, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

useMockServer();

const STEP = 'bank/confirm';
const WITH_ACCOUNT = makeApplication({
  disburseAccount: {
    uuid: 'acct-1',
    routingNumber: '121000358',
    mask: '6789',
    accountType: 'CHECKING',
  },
});

const confirmButton = () => screen.getByRole('button', { name: i18n._(CONFIRM_ACCOUNT_LABEL) });

it('shows the account by its last 4 digits only, with a way back to change it', () => {
  renderStepScreen(STEP, ConfirmBankScreen, { application: WITH_ACCOUNT });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Confirm your bank account' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Checking account ending in 6789')).toBeInTheDocument();
  // The routing number is the lender's record, never shown back.
  expect(document.body).not.toHaveTextContent('121000358');
  expect(screen.getByRole('link', { name: i18n._(CHANGE_ACCOUNT_LABEL) })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/bank/disburse`,
  );
  expect(confirmButton()).toBeEnabled();
});

describeStepForm({
  render: () => renderStepScreen(STEP, ConfirmBankScreen, { application: WITH_ACCOUNT }),
  call: stepCall(
    'post',
    url(
      `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/disburse-account/confirm`,
    ),
    () => HttpResponse.json(WITH_ACCOUNT),
  ),
  submit: i18n._(CONFIRM_ACCOUNT_LABEL),
  fill: async () => undefined,
  body: {},
});

it('without an account, says so and links to where it is entered', () => {
  renderStepScreen(STEP, ConfirmBankScreen);
  expect(screen.getByText(i18n._(NO_ACCOUNT_TEXT))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: i18n._(ENTER_ACCOUNT_LABEL) })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/bank/disburse`,
  );
  expect(screen.queryByRole('button', { name: i18n._(CONFIRM_ACCOUNT_LABEL) })).toBeNull();
});
