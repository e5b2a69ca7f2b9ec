import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import NotaryIntroScreen, {
  CONTINUE_LABEL,
  manualLabel,
  NOTARY_LEGEND,
  NOTARY_MESSAGE,
  REMOTE_LABEL,
} from '../../src/features/notary/screens/NotaryIntroScreen';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { APPLICATION_UUID, makeApplication, makeOrgInfo } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { captureCalls, describeStepForm, setupUser, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

useMockServer();

const STEP = 'notary/intro';
const NOTARY_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/notary`);

/** The lender's 400 on mode. */
const REFUSED = 'Remote notary is not available in your state';

const NOTARY = stepCall('put', NOTARY_URL, () =>
  HttpResponse.json(makeApplication({ state: 'NOTARY_DISCLOSURE' })),
);

/** The organisation with its own disclosure copy. */
function withDisclosureCopy(disclosureCopy: string | null) {
  const info = makeOrgInfo();
  info.orgMetaData.companyInfo.disclosureCopy = disclosureCopy;
  return { organisation: parseOrganisation(info) };
}

const group = () => screen.getByRole('group', { name: i18n._(NOTARY_LEGEND) });

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
  expect(
    within(group()).getByRole('radio', { name: i18n._(manualLabel('$350')) }),
  ).toBeInTheDocument();
  expect(screen.getByText(/The lender charges \$350 for this/)).toBeInTheDocument();
});

describeStepForm({
  render: () => renderStepScreen(STEP, NotaryIntroScreen),
  call: NOTARY,
  submit: i18n._(CONTINUE_LABEL),
  missing: [[i18n._(NOTARY_MESSAGE), '#field-mode']],
  fill: (user) => user.click(within(group()).getByRole('radio', { name: i18n._(REMOTE_LABEL) })),
  body: { mode: 'REMOTE' },
  // The app opens the page itself: the routing is not asked.
  next: 'notary/session',
  serverError: { field: 'mode', message: REFUSED, control: group },
});

it('a manual notary sends { mode: MANUAL }, then the app opens notary/schedule-manual', async () => {
  const user = setupUser();
  const bodies = captureCalls(NOTARY);
  const { history, routingRequests } = renderStepScreen(STEP, NotaryIntroScreen);
  await user.click(within(group()).getByRole('radio', { name: i18n._(manualLabel('$300')) }));
  await user.click(screen.getByRole('button', { name: i18n._(CONTINUE_LABEL) }));
  await waitFor(() =>
    expect(history.location.pathname).toBe(
      `/account/heloc/${APPLICATION_UUID}/notary/schedule-manual`,
    ),
  );
  expect(bodies).toEqual([{ mode: 'MANUAL' }]);
  expect(routingRequests()).toEqual([]);
});
