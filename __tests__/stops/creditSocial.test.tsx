import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import CreditSocialScreen, {
  CONTINUE_LABEL as CONTINUE_LABEL_MESSAGE,
  SSN_LABEL as SSN_LABEL_MESSAGE,
} from '../../src/features/credit/screens/CreditSocialScreen';
import { SSN_MESSAGES } from '../../src/forms/schemas/ssn';
import { PENDING_LABEL as PENDING_LABEL_MESSAGE } from '../../src/forms/StepForm';
import { TAKING_LONG_NOTICE as TAKING_LONG_NOTICE_MESSAGE } from '../../src/ui/TakingLongNotice';
import { i18n } from '../../src/lib/i18n';
import { TAKING_LONG_MS } from '../../src/ui/useTakingLong';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { captureCalls, describeStepForm, refusedTyping, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';

const CONTINUE_LABEL = i18n._(CONTINUE_LABEL_MESSAGE);
const SSN_LABEL = i18n._(SSN_LABEL_MESSAGE);
const PENDING_LABEL = i18n._(PENDING_LABEL_MESSAGE);
const TAKING_LONG_NOTICE = i18n._(TAKING_LONG_NOTICE_MESSAGE);

useMockServer();

const STEP = 'credit/social';
const SSN_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/ssn`);

/** The lender's 400 on ssn. */
const REFUSED = 'This Social Security number does not match our records';

const SSN = stepCall('put', SSN_URL, () => HttpResponse.json(makeApplication()));

const ssnInput = () => screen.getByLabelText(SSN_LABEL, { exact: false, selector: 'input' });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

it("shows the route's title, why the number is asked for, the field and support", () => {
  renderStepScreen(STEP, CreditSocialScreen);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Confirm your Social Security number' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/could not find your credit file/)).toBeInTheDocument();
  expect(ssnInput()).toHaveAttribute('inputmode', 'numeric');
  expect(ssnInput()).toHaveAttribute('autocomplete', 'off');
  expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '888-819-6388' })).toHaveAttribute(
    'href',
    'tel:+18888196388',
  );
});

const refused = refusedTyping(ssnInput, '#field-ssn');

describeStepForm({
  render: () => renderStepScreen(STEP, CreditSocialScreen),
  call: SSN,
  submit: CONTINUE_LABEL,
  missing: [[i18n._(SSN_MESSAGES.required), '#field-ssn']],
  refused: [
    refused('1234', i18n._(SSN_MESSAGES.digits)),
    refused('000-12-3456', i18n._(SSN_MESSAGES.invalid)),
  ],
  // The 9 digits, however they were typed.
  fill: (user) => user.type(ssnInput(), '123-45-6789'),
  body: { ssn: '123456789' },
  serverError: { field: 'ssn', message: REFUSED, control: ssnInput },
});

it('says so when the call takes longer than a few seconds, with the support contact', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    captureCalls(SSN, () => new Promise<Response>(() => undefined));
    renderStepScreen(STEP, CreditSocialScreen);
    await user.type(ssnInput(), '123456789');
    await user.click(continueButton());
    await screen.findByRole('button', { name: PENDING_LABEL });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TAKING_LONG_MS);
    });
    // The notice's code arrives then (StepForm's, a chunk of its own).
    await within(status).findByText(TAKING_LONG_NOTICE);
    expect(status).toHaveTextContent(TAKING_LONG_NOTICE);
    expect(within(status).getByRole('link', { name: '888-819-6388' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
