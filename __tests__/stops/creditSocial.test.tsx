import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import CreditSocialScreen, {
  CONTINUE_LABEL,
  SSN_LABEL,
} from '../../src/features/credit/screens/CreditSocialScreen';
import { SSN_MESSAGES } from '../../src/forms/schemas/ssn';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { TAKING_LONG_NOTICE } from '../../src/ui/TakingLongNotice';
import { TAKING_LONG_MS } from '../../src/ui/useTakingLong';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'credit/social';
const SSN_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/ssn`);

/** Answers the SSN call; the bodies received are collected. */
function answerSsn(
  respond: () => Response | Promise<Response> = () => HttpResponse.json(makeApplication()),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(SSN_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

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

it.each([
  ['', SSN_MESSAGES.required],
  ['1234', SSN_MESSAGES.digits],
  ['000-12-3456', SSN_MESSAGES.invalid],
])('typing %p says "%s" and sends nothing', async (typed, message) => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerSsn();
  const { routingRequests } = renderStepScreen(STEP, CreditSocialScreen);
  if (typed) await user.type(ssnInput(), typed);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByRole('link', { name: message })).toHaveAttribute(
    'href',
    '#field-ssn',
  );
  expect(ssnInput()).toHaveAttribute('aria-invalid', 'true');
  expect(ssnInput()).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`));
  expect(bodies).toEqual([]);
  expect(routingRequests()).toEqual([]);
});

it('sends the 9 digits, disabled while in flight, then asks the routing to decide', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerSsn(async () => {
    await gate;
    return HttpResponse.json(makeApplication());
  });
  const { routingRequests } = renderStepScreen(STEP, CreditSocialScreen);
  await user.type(ssnInput(), '123456789');
  expect(ssnInput()).toHaveValue('123-45-6789');
  await user.click(continueButton());

  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await user.click(pending);
  expect(routingRequests()).toEqual([]);

  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([{ ssn: '123456789' }]);
});

it('puts a 400 about the number on the field and keeps what was typed', async () => {
  const user = userEvent.setup({ delay: null });
  answerSsn(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'CREDIT_NO_MATCH',
            message: 'This Social Security number does not match our records',
            field: 'ssn',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, CreditSocialScreen);
  await user.type(ssnInput(), '123-45-6789');
  await user.click(continueButton());
  await waitFor(() =>
    expect(ssnInput()).toHaveAccessibleDescription(
      expect.stringContaining('Error: This Social Security number does not match our records'),
    ),
  );
  expect(ssnInput()).toHaveAttribute('aria-invalid', 'true');
  expect(ssnInput()).toHaveValue('123-45-6789');
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message and keeps the number", async () => {
  const user = userEvent.setup({ delay: null });
  answerSsn(() => HttpResponse.json({}, { status: 500 }));
  const { routingRequests } = renderStepScreen(STEP, CreditSocialScreen);
  await user.type(ssnInput(), '123456789');
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Something unexpected happened');
  await waitFor(() => expect(summary.parentElement).toHaveFocus());
  expect(ssnInput()).toHaveValue('123-45-6789');
  expect(continueButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});

it('says so when the call takes longer than a few seconds, with the support contact', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    answerSsn(() => new Promise<Response>(() => undefined));
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
