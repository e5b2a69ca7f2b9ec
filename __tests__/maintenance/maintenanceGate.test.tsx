import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StoreProviders } from '../../src/app/StoreProviders';
import { recentLogEntries } from '../../src/lib/logger';
import { MAINTENANCE_FLAG } from '../../src/features/featureFlags';
import { MAINTENANCE_DEFAULT_MESSAGE } from '../../src/features/maintenance/maintenance';
import { i18n } from '../../src/lib/i18n';
import { MaintenanceGate } from '../../src/features/maintenance';
import { push } from '../../src/features/navigation';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { APPLICATION_UUID, makeOrgInfo, PROFILE_UUID, TEST_JWT } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();
// Every body these tests send is one the lender takes.

const FLAG_URL = url('/service-optimize/external/api/v1/feature');
const app = (step: string) => `/account/heloc/${APPLICATION_UUID}/${step}`;

/** Answers the flag with `answer` and records each request's body. */
function flagAnswers(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(FLAG_URL, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}
const maintenanceOn = (variables: Record<string, unknown>) =>
  flagAnswers(() => HttpResponse.json({ flagEnabled: true, variables }));

function renderGate(path: string, { signedIn = false } = {}) {
  if (signedIn) localStorage.setItem('jwt', TEST_JWT);
  const { store, history } = testStore(path, { organisation: parseOrganisation(makeOrgInfo()) });
  const view = render(
    <StoreProviders store={store}>
      <MaintenanceGate>
        <h1>The page itself</h1>
      </MaintenanceGate>
    </StoreProviders>,
  );
  return { ...view, store, history };
}

const maintenanceHeading = (name = 'Scheduled Maintenance') =>
  screen.findByRole('heading', { level: 1, name });

test('on a covered page the maintenance page shows instead of the children, in the default words', async () => {
  const bodies = maintenanceOn({ routes: '["product/select"]' });
  renderGate(app('product/select'));
  expect(await maintenanceHeading()).toHaveFocus();
  expect(screen.queryByText('The page itself')).toBeNull();
  expect(screen.getByText(i18n._(MAINTENANCE_DEFAULT_MESSAGE))).toBeInTheDocument();
  expect(screen.getByText(/Call us at/)).toHaveTextContent('Call us at 888-819-6388');
  expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
  expect(document.title).toBe('Test Lending | Scheduled Maintenance');
  expect(bodies).toEqual([
    {
      featureKey: MAINTENANCE_FLAG,
      optimizeUser: { organization: 'main', applicationUuid: APPLICATION_UUID, identityUuid: null },
    },
  ]);
});

test("the flag's own title and message, and the dashboard link when it asks for one", async () => {
  maintenanceOn({
    routes: ['*'],
    pageTitle: 'Signing is paused',
    message: 'We are upgrading e-signing. Back by 6 pm.',
    shouldShowDashboardLink: 'true',
  });
  const { history } = renderGate(app('signing/sign'));
  await maintenanceHeading('Signing is paused');
  expect(screen.getByText('We are upgrading e-signing. Back by 6 pm.')).toBeInTheDocument();
  expect(document.title).toBe('Test Lending | Signing is paused');
  const link = screen.getByRole('link', { name: 'Go to dashboard' });
  expect(link).toHaveAttribute('href', '/dashboard');
  fireEvent.click(link);
  expect(history.pagesOpened).toEqual(['/dashboard']);
});

test('shouldShowDashboardLink false: no dashboard link', async () => {
  maintenanceOn({ routes: ['*'], shouldShowDashboardLink: false });
  renderGate(app('liens'));
  await maintenanceHeading();
  expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
});

test('an entry covers the pages under it: heloc-signer closes every signer page', async () => {
  const bodies = maintenanceOn({ routes: '["heloc-signer"]' });
  renderGate('/account/heloc/heloc-signer/login');
  await maintenanceHeading();
  expect(bodies).toHaveLength(1);
});

test('a page no route covers shows its children', async () => {
  const bodies = maintenanceOn({ routes: ['liens', 'heloc-signer'] });
  renderGate(app('product/select'));
  await waitFor(() => expect(bodies).toHaveLength(1));
  await act(async () => undefined);
  expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
});

test('the flag disabled: the children show', async () => {
  const bodies = flagAnswers(() =>
    HttpResponse.json({ flagEnabled: false, variables: { routes: ['*'] } }),
  );
  renderGate(app('product/select'));
  await waitFor(() => expect(bodies).toHaveLength(1));
  await act(async () => undefined);
  expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
});

test('malformed variables fall back to the defaults without crashing', async () => {
  maintenanceOn({ routes: '*', pageTitle: 42, message: ['x'], shouldShowDashboardLink: 'yes' });
  renderGate(app('liens'));
  await maintenanceHeading();
  expect(screen.getByText(i18n._(MAINTENANCE_DEFAULT_MESSAGE))).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
});

test('routes that are bad JSON close no page', async () => {
  const bodies = maintenanceOn({ routes: '["liens", ' });
  renderGate(app('liens'));
  await waitFor(() => expect(bodies).toHaveLength(1));
  await act(async () => undefined);
  expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
});

test('fails open on a 500 from the flag service, and logs it', async () => {
  const bodies = flagAnswers(() =>
    HttpResponse.json({ errors: [{ message: 'Decision service down' }] }, { status: 500 }),
  );
  renderGate(app('liens'));
  await waitFor(() =>
    expect(recentLogEntries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        event: 'maintenance flag fetch failed; failing open',
        details: expect.objectContaining({ status: 500, message: 'Decision service down.' }),
      }),
    ),
  );
  expect(bodies).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
});

test('asked once per page load, with the identity; moving pages re-reads the same answer', async () => {
  const bodies = maintenanceOn({ routes: ['liens'] });
  const { store } = renderGate(app('product/select'), { signedIn: true });
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({
    featureKey: MAINTENANCE_FLAG,
    optimizeUser: {
      organization: 'main',
      applicationUuid: APPLICATION_UUID,
      identityUuid: PROFILE_UUID,
    },
  });
  await act(async () => undefined);
  expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();

  act(() => void store.dispatch(push(app('liens'))));
  expect(await maintenanceHeading()).toBeInTheDocument();
  act(() => void store.dispatch(push(app('identity'))));
  expect(await screen.findByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(bodies).toHaveLength(1);
});

test('while the flag loads the children show; the answer then replaces them', async () => {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(FLAG_URL, async () => {
      await answered;
      return HttpResponse.json({ flagEnabled: true, variables: { routes: ['*'] } });
    }),
  );
  renderGate(app('liens'));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
  release();
  expect(await maintenanceHeading()).toBeInTheDocument();
  expect(screen.queryByText('The page itself')).toBeNull();
});
