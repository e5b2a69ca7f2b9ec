import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ASSETS_MESSAGES } from '../../src/features/product/assetsForm';
import AssetsScreen, {
  ASSETS_LABEL,
  CONTINUE_LABEL,
} from '../../src/features/product/screens/AssetsScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'product/assets';
const ASSETS_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/asset-depletion`,
);

/** Answers the asset-depletion call; the bodies received are collected. */
function answerAssets(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(makeApplication({ assetDepletion: { complete: true } })),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(ASSETS_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const assetsField = () => screen.getByRole('textbox', { name: ASSETS_LABEL });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

async function summaryMessages() {
  const summary = await screen.findByRole('alert');
  return within(summary)
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

it('explains that the offer can be based on savings and investments, and asks their total', () => {
  renderStepScreen(STEP, AssetsScreen);
  expect(screen.getByRole('heading', { level: 1, name: 'Verify your assets' })).toBeInTheDocument();
  expect(screen.getByText(/based on your savings and investments/)).toBeInTheDocument();
  expect(assetsField()).toHaveValue('');
  expect(assetsField()).toHaveAttribute('inputmode', 'decimal');
  expect(assetsField()).toHaveAccessibleDescription(
    expect.stringContaining('checking and savings accounts'),
  );
});

describe('the schema', () => {
  it.each([
    ['', ASSETS_MESSAGES.required],
    ['lots', ASSETS_MESSAGES.invalid],
    ['-500', ASSETS_MESSAGES.invalid],
    ['0', ASSETS_MESSAGES.min],
    ['1,000,000,001', 'Enter an amount of $1,000,000,000 or less'],
  ])('%j says %s', async (text, message) => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerAssets();
    renderStepScreen(STEP, AssetsScreen);
    if (text) await user.type(assetsField(), text);
    await user.click(continueButton());
    expect(await summaryMessages()).toEqual([message]);
    expect(assetsField()).toHaveAttribute('aria-invalid', 'true');
    expect(assetsField()).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`));
    expect(bodies).toEqual([]);
  });
});

it('sends the amount in dollars, disabled while in flight, then asks the routing', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerAssets(async () => {
    await gate;
    return HttpResponse.json(makeApplication({ assetDepletion: { complete: true } }));
  });
  const { routingRequests } = renderStepScreen(STEP, AssetsScreen);
  await user.type(assetsField(), '$245,000.50');
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
  expect(bodies).toEqual([{ assets: 245000.5 }]);
});

it('puts a 400 about the assets on the field and keeps the amount', async () => {
  const user = userEvent.setup({ delay: null });
  answerAssets(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'BAD_REQUEST',
            message: 'Total savings and investments must be $10,000,000 or less',
            field: 'assets',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, AssetsScreen);
  await user.type(assetsField(), '99000000');
  await user.click(continueButton());
  await waitFor(() =>
    expect(assetsField()).toHaveAccessibleDescription(
      expect.stringContaining('Error: Total savings and investments must be $10,000,000 or less'),
    ),
  );
  expect(assetsField()).toHaveValue('99,000,000');
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message and keeps the amount", async () => {
  const user = userEvent.setup({ delay: null });
  answerAssets(() => HttpResponse.json({}, { status: 500 }));
  const { routingRequests } = renderStepScreen(STEP, AssetsScreen);
  await user.type(assetsField(), '120000');
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Something unexpected happened');
  await waitFor(() => expect(summary.parentElement).toHaveFocus());
  expect(assetsField()).toHaveValue('120,000');
  expect(continueButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});
