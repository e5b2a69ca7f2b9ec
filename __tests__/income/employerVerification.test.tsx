import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import EmployerVerificationScreen, {
  CONTINUE_LABEL,
  EMPLOYER_MESSAGES,
  EMPLOYER_NAME_LABEL,
  EMPLOYER_PHONE_LABEL,
} from '../../src/features/income/screens/EmployerVerificationScreen';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { describeStepForm, stepCall, type User } from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

useMockServer();

const STEP = 'income/employer-verification';
const EMPLOYMENT_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/employment`,
);
/** An application whose income names no employer (nothing to prefill). */
const NO_EMPLOYER = makeApplication({
  incomeSources: [
    { uuid: 'inc-1', employmentType: 'FULL_TIME', employerName: null, annualIncome: null },
  ],
});

/** The lender's 400 on employerPhone. */
const REFUSED = 'Enter a 10-digit phone number';

const nameInput = () => screen.getByRole('textbox', { name: i18n._(EMPLOYER_NAME_LABEL) });
const phoneInput = () => screen.getByRole('textbox', { name: i18n._(EMPLOYER_PHONE_LABEL) });

it('asks for the employer name (prefilled from the income) and phone number', () => {
  renderStepScreen(STEP, EmployerVerificationScreen);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Verify your employer' }),
  ).toBeInTheDocument();
  expect(nameInput()).toHaveValue('Delta Health');
  expect(phoneInput()).toHaveAttribute('type', 'tel');
  expect(phoneInput()).toHaveValue('');
});

const fillIn = (name: string, phone: string) => async (user: User) => {
  await user.type(nameInput(), name);
  await user.type(phoneInput(), phone);
};

describeStepForm({
  render: () => renderStepScreen(STEP, EmployerVerificationScreen, { application: NO_EMPLOYER }),
  call: stepCall('put', EMPLOYMENT_URL, () => HttpResponse.json(makeApplication())),
  submit: i18n._(CONTINUE_LABEL),
  missing: [
    [i18n._(EMPLOYER_MESSAGES.nameRequired), '#field-employerName'],
    [i18n._(EMPLOYER_MESSAGES.phoneRequired), '#field-employerPhone'],
  ],
  refused: [
    [
      'a name longer than 128 characters',
      fillIn('x'.repeat(129), '(916) 555-0100'),
      [[i18n._(EMPLOYER_MESSAGES.nameTooLong), '#field-employerName']],
    ],
    [
      'a phone number of 9 digits',
      fillIn('Acme', '916555010'),
      [[i18n._(EMPLOYER_MESSAGES.phoneInvalid), '#field-employerPhone']],
    ],
  ],
  // The name trimmed, the phone number as its 10 digits.
  fill: fillIn('  Acme Tools  ', '+1 916-555-0100'),
  body: { employerName: 'Acme Tools', employerPhone: '9165550100' },
  serverError: { field: 'employerPhone', message: REFUSED, control: phoneInput },
});
