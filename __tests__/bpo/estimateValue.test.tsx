import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HOME_VALUE_MESSAGES } from '../../src/features/bpo/homeValue';
import EstimateValueScreen, {
  CONTINUE_LABEL,
  ESTIMATE_LABEL,
} from '../../src/features/bpo/screens/EstimateValueScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'bpo/estimate-value';
const HOME_VALUE_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/home-value`,
);

function answerHomeValue(
  respond: () => Response | Promise<Response> = () => HttpResponse.json(makeApplication()),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(HOME_VALUE_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const estimate = () => screen.getByRole('textbox', { name: ESTIMATE_LABEL });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

it('asks for the estimate in dollars', () => {
  renderStepScreen(STEP, EstimateValueScreen);
  expect(screen.getByRole('heading', { level: 1, name: 'Estimate your home value' })).toBeVisible();
  expect(estimate()).toHaveAttribute('inputmode', 'decimal');
  expect(estimate()).toHaveAccessibleDescription(/would sell for today/);
});

it.each([
  ['', HOME_VALUE_MESSAGES.required],
  ['lots', HOME_VALUE_MESSAGES.invalid],
  ['0', HOME_VALUE_MESSAGES.range],
  ['9,999', HOME_VALUE_MESSAGES.range],
  ['100,000,001', HOME_VALUE_MESSAGES.range],
  ['450000.50', HOME_VALUE_MESSAGES.whole],
])('refuses "%s": "%s"', async (typed, message) => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerHomeValue();
  renderStepScreen(STEP, EstimateValueScreen);
  if (typed) await user.type(estimate(), typed);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByRole('link', { name: message })).toHaveAttribute(
    'href',
    '#field-estimatedValue',
  );
  expect(estimate()).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);
});

it('sends { estimatedValue } in whole dollars, busy while in flight, then lets the routing decide', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerHomeValue(async () => {
    await gate;
    return HttpResponse.json(makeApplication());
  });
  const { routingRequests } = renderStepScreen(STEP, EstimateValueScreen);
  await user.type(estimate(), '$455,000.00');
  await user.click(continueButton());
  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([{ estimatedValue: 455000 }]);
});

it("puts the lender's 400 on the field and keeps the amount", async () => {
  const user = userEvent.setup({ delay: null });
  answerHomeValue(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'OUT_OF_RANGE',
            field: 'estimatedValue',
            message: 'Enter a value between $50,000 and $5,000,000',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, EstimateValueScreen);
  await user.type(estimate(), '90000');
  await user.click(continueButton());
  await waitFor(() =>
    expect(estimate()).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter a value between $50,000 and $5,000,000'),
    ),
  );
  expect(estimate()).toHaveValue('90,000');
  expect(routingRequests()).toEqual([]);
});

it("shows a failure with the spec's message and keeps the amount", async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerHomeValue(() => HttpResponse.json({}, { status: 503 }));
  const { routingRequests } = renderStepScreen(STEP, EstimateValueScreen);
  await user.type(estimate(), '455000');
  await user.click(continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(estimate()).toHaveValue('455,000');
  expect(continueButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
  expect(bodies).toEqual([{ estimatedValue: 455000 }]);
});
