import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import NotaryIntroScreen, {
  CONTINUE_LABEL,
  manualLabel,
  NOTARY_LEGEND,
  NOTARY_MESSAGE,
  REMOTE_LABEL,
} from '../../src/features/notary/screens/NotaryIntroScreen';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication, makeOrgInfo } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'notary/intro';
const NOTARY_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/notary`);

function answerNotary(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(makeApplication({ state: 'NOTARY_DISCLOSURE' })),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(NOTARY_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

/** The organisation with its own disclosure copy. */
function withDisclosureCopy(disclosureCopy: string | null) {
  const info = makeOrgInfo();
  info.orgMetaData.companyInfo.disclosureCopy = disclosureCopy;
  return { organisation: parseOrganisation(info) };
}

const group = () => screen.getByRole('group', { name: NOTARY_LEGEND });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

it('offers a remote eNotary now, or a manual notary for $300 by default', () => {
  renderStepScreen(STEP, NotaryIntroScreen);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meet your notary');
  const radios = within(group()).getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['REMOTE', 'MANUAL']);
  expect(within(group()).getByRole('radio', { name: 'Remote eNotary now' })).not.toBeChecked();
  expect(within(group()).getByRole('radio', { name: 'A manual notary ($300)' })).not.toBeChecked();
  expect(screen.getByText(/The lender charges \$300 for this/)).toBeInTheDocument();
});

it("takes the manual notary's fee from the organisation's disclosure copy", () => {
  renderStepScreen(STEP, NotaryIntroScreen, {
    preloaded: withDisclosureCopy(
      'Valuation fee $180 when an automated valuation is unavailable; manual notarization $350; recording fees $0-$315.',
    ),
  });
  expect(within(group()).getByRole('radio', { name: manualLabel('$350') })).toBeInTheDocument();
  expect(screen.getByText(/The lender charges \$350 for this/)).toBeInTheDocument();
});

it('asks for a choice before sending anything', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerNotary();
  renderStepScreen(STEP, NotaryIntroScreen);
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([[NOTARY_MESSAGE, '#field-mode']]);
  expect(bodies).toEqual([]);
});

it.each([
  ['REMOTE', REMOTE_LABEL, 'notary/session'],
  ['MANUAL', manualLabel('$300'), 'notary/schedule-manual'],
])('%s: sends { mode }, busy meanwhile, then the app opens %s', async (mode, label, next) => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerNotary(async () => {
    await gate;
    return HttpResponse.json(makeApplication({ state: 'NOTARY_DISCLOSURE' }));
  });
  const { history, routingRequests } = renderStepScreen(STEP, NotaryIntroScreen);
  await user.click(within(group()).getByRole('radio', { name: label }));
  await user.click(continueButton());
  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  await user.click(pending);
  release();
  await waitFor(() =>
    expect(history.location.pathname).toBe(`/account/heloc/${APPLICATION_UUID}/${next}`),
  );
  expect(bodies).toEqual([{ mode }]);
  // The app opens the page itself: the routing is not asked.
  expect(routingRequests()).toEqual([]);
});

it("puts the lender's 400 on the choice and keeps it", async () => {
  const user = userEvent.setup({ delay: null });
  answerNotary(() =>
    HttpResponse.json(
      {
        errors: [
          { code: 'MODE', field: 'mode', message: 'Remote notary is not available in your state' },
        ],
      },
      { status: 400 },
    ),
  );
  const { history } = renderStepScreen(STEP, NotaryIntroScreen);
  await user.click(within(group()).getByRole('radio', { name: REMOTE_LABEL }));
  await user.click(continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Remote notary is not available in your state',
  );
  expect(within(group()).getByRole('radio', { name: REMOTE_LABEL })).toBeChecked();
  expect(history.location.pathname).toBe(`/account/heloc/${APPLICATION_UUID}/${STEP}`);
});

it("shows a 500 with the spec's message, keeps the choice, and stays", async () => {
  const user = userEvent.setup({ delay: null });
  answerNotary(() => HttpResponse.json({}, { status: 500 }));
  const { history } = renderStepScreen(STEP, NotaryIntroScreen);
  await user.click(within(group()).getByRole('radio', { name: manualLabel('$300') }));
  await user.click(continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(within(group()).getByRole('radio', { name: manualLabel('$300') })).toBeChecked();
  expect(continueButton()).toBeEnabled();
  expect(history.location.pathname).toBe(`/account/heloc/${APPLICATION_UUID}/${STEP}`);
});
