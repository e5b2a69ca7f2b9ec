import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import PrequalWinbackScreen, {
  ACCEPT_OFFER_LABEL,
  CALL_US_LABEL,
} from '../../src/features/product/screens/PrequalWinbackScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { CHECK_AGAIN_LABEL } from '../../src/ui/CheckAgain';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'product/prequal-winback';
const WINBACK_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/prequal-winback`,
);

/** Answers the winback call; the bodies received are collected. */
function answerWinback(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(makeApplication({ uwCalculatedDrawAmount: 42000 })),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(WINBACK_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const render = (uwCalculatedDrawAmount: number | null = 42000) =>
  renderStepScreen(STEP, PrequalWinbackScreen, {
    application: makeApplication({ uwCalculatedDrawAmount }),
  });
const acceptButton = () => screen.getByRole('button', { name: ACCEPT_OFFER_LABEL });

it('explains the lower prequalified amount, with a way to reach support instead', () => {
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'Your updated offer' })).toBeInTheDocument();
  expect(screen.getByText("You're prequalified for up to $42,000")).toBeInTheDocument();
  expect(screen.getByText(/for a lower amount/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: CALL_US_LABEL })).toHaveAttribute(
    'href',
    'tel:+18888196388',
  );
  expect(screen.getByRole('link', { name: '888-819-6388' })).toBeInTheDocument();
  expect(acceptButton()).toBeEnabled();
});

it('accepts with { accept: true }, disabled while in flight, then asks the routing', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerWinback(async () => {
    await gate;
    return HttpResponse.json(makeApplication());
  });
  const { routingRequests } = render();
  await user.click(acceptButton());
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
  expect(bodies).toEqual([{ accept: true }]);
});

it("shows a 400's message and lets the borrower try again", async () => {
  const user = userEvent.setup({ delay: null });
  answerWinback(() =>
    HttpResponse.json(
      { errors: [{ code: 'WRONG_STEP', message: 'This step is not open for your application.' }] },
      { status: 400 },
    ),
  );
  const { routingRequests } = render();
  await user.click(acceptButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('This step is not open for your application.');
  expect(acceptButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message", async () => {
  const user = userEvent.setup({ delay: null });
  answerWinback(() => HttpResponse.json({}, { status: 500 }));
  const { routingRequests } = render();
  await user.click(acceptButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Something unexpected happened');
  await waitFor(() => expect(summary.parentElement).toHaveFocus());
  expect(acceptButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});

it('without an amount from the lender, says the offer is not ready and offers to check again', () => {
  const { routingRequests } = render(null);
  expect(screen.getByText(/not ready yet/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: ACCEPT_OFFER_LABEL })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: CHECK_AGAIN_LABEL }));
  expect(routingRequests()).toEqual([
    { applicationUuid: APPLICATION_UUID, trigger: 'status-change' },
  ]);
});
