import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import EmployerVerificationScreen, {
  CONTINUE_LABEL,
  EMPLOYER_MESSAGES,
  EMPLOYER_NAME_LABEL,
  EMPLOYER_PHONE_LABEL,
} from '../../src/features/income/screens/EmployerVerificationScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

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

function answerEmployment(
  respond: () => Response | Promise<Response> = () => HttpResponse.json(makeApplication()),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(EMPLOYMENT_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const nameInput = () => screen.getByRole('textbox', { name: EMPLOYER_NAME_LABEL });
const phoneInput = () => screen.getByRole('textbox', { name: EMPLOYER_PHONE_LABEL });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

async function summaryMessages() {
  const summary = await screen.findByRole('alert');
  return within(summary)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

it('asks for the employer name (prefilled from the income) and phone number', () => {
  renderStepScreen(STEP, EmployerVerificationScreen);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Verify your employer' }),
  ).toBeInTheDocument();
  expect(nameInput()).toHaveValue('Delta Health');
  expect(phoneInput()).toHaveAttribute('type', 'tel');
  expect(phoneInput()).toHaveValue('');
});

it('says what is missing, in the order of the questions', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerEmployment();
  renderStepScreen(STEP, EmployerVerificationScreen, { application: NO_EMPLOYER });
  await user.click(continueButton());
  expect(await summaryMessages()).toEqual([
    [EMPLOYER_MESSAGES.nameRequired, '#field-employerName'],
    [EMPLOYER_MESSAGES.phoneRequired, '#field-employerPhone'],
  ]);
  expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);
});

it.each([
  [
    'a name longer than 128 characters',
    'x'.repeat(129),
    '(916) 555-0100',
    EMPLOYER_MESSAGES.nameTooLong,
  ],
  ['a phone number of 9 digits', 'Acme', '916555010', EMPLOYER_MESSAGES.phoneInvalid],
])('refuses %s', async (_case, name, phone, message) => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerEmployment();
  renderStepScreen(STEP, EmployerVerificationScreen, { application: NO_EMPLOYER });
  await user.type(nameInput(), name);
  await user.type(phoneInput(), phone);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([message]);
  expect(bodies).toEqual([]);
});

it('sends { employerName (trimmed), employerPhone (10 digits) }, busy in flight, then asks the routing', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerEmployment(async () => {
    await gate;
    return HttpResponse.json(makeApplication());
  });
  const { routingRequests } = renderStepScreen(STEP, EmployerVerificationScreen, {
    application: NO_EMPLOYER,
  });
  await user.type(nameInput(), '  Acme Tools  ');
  await user.type(phoneInput(), '+1 916-555-0100');
  await user.click(continueButton());
  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await user.click(pending);
  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([{ employerName: 'Acme Tools', employerPhone: '9165550100' }]);
});

it('puts a 400 on the field it names and keeps every value', async () => {
  const user = userEvent.setup({ delay: null });
  answerEmployment(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'EMPLOYER_PHONE',
            message: 'Enter a 10-digit phone number',
            field: 'employerPhone',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, EmployerVerificationScreen);
  await user.type(phoneInput(), '9165550100');
  await user.click(continueButton());
  await waitFor(() =>
    expect(phoneInput()).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter a 10-digit phone number'),
    ),
  );
  expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
  expect(nameInput()).toHaveValue('Delta Health');
  expect(phoneInput()).toHaveValue('(916) 555-0100');
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message, keeps every value, and sends again", async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  const bodies = answerEmployment(() =>
    fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(makeApplication()),
  );
  const { routingRequests } = renderStepScreen(STEP, EmployerVerificationScreen);
  await user.type(phoneInput(), '9165550100');
  await user.click(continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(nameInput()).toHaveValue('Delta Health');
  expect(phoneInput()).toHaveValue('(916) 555-0100');
  expect(continueButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);

  fail = false;
  await user.click(continueButton());
  await waitFor(() => expect(routingRequests()).toHaveLength(1));
  expect(bodies).toHaveLength(2);
});
