import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../src/api/baseApi';
import { applicationApi } from '../../src/features/application';
import { QueryDevtools } from '../../src/features/devtools';
import { installQueryDevtoolsToggle } from '../../src/features/devtools/queryDevtoolsToggle';
import { APPLICATION_UUID } from '../support/fixtures';
import { server, url, useMockServer, OFF_CONTRACT } from '../support/server';
import { testStore } from '../support/testStore';
import { APP, renderWithStore } from './helpers';

useMockServer();

/** A query whose arguments carry sensitive values, as a lookup might. */
const lookupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookupApplicant: build.query<
      { secret: string },
      { uuid: string; ssn: string; accountNumber: string; note: string }
    >({
      query: (body) => ({ url: '/test/applicant-lookup', method: 'POST', body }),
    }),
  }),
});

const panel = () => screen.queryByRole('region', { name: 'Query devtools' });
/** The view loads with the shell extras: the first opening waits for it. */
const openedPanel = () => screen.findByRole('region', { name: 'Query devtools' });

afterEach(() => {
  delete window.toggleQueryDevtools;
});

test('installQueryDevtoolsToggle defines window.toggleQueryDevtools(), which toggles the view', () => {
  const { store } = testStore(`${APP}/liens`);
  const uninstall = installQueryDevtoolsToggle(store.dispatch);
  expect(typeof window.toggleQueryDevtools).toBe('function');
  window.toggleQueryDevtools!();
  expect(store.getState().shell.queryDevtoolsOpen).toBe(true);
  window.toggleQueryDevtools!();
  expect(store.getState().shell.queryDevtoolsOpen).toBe(false);
  uninstall();
  expect(window.toggleQueryDevtools).toBeUndefined();
});

test('an older uninstall leaves a newer toggle in place', () => {
  const first = testStore(`${APP}/liens`).store;
  const second = testStore(`${APP}/liens`).store;
  const uninstallFirst = installQueryDevtoolsToggle(first.dispatch);
  const uninstallSecond = installQueryDevtoolsToggle(second.dispatch);
  uninstallFirst();
  window.toggleQueryDevtools!();
  expect(second.getState().shell.queryDevtoolsOpen).toBe(true);
  expect(first.getState().shell.queryDevtoolsOpen).toBe(false);
  uninstallSecond();
  expect(window.toggleQueryDevtools).toBeUndefined();
});

test('the view lists the cache: endpoint, status, redacted arguments, fulfilled time; never the data', async () => {
  server.use(
    http.post(url('/test/applicant-lookup'), () =>
      HttpResponse.json({ secret: 'DATA-VALUE-NEVER-SHOWN' }, OFF_CONTRACT),
    ),
  );
  const { store, unmount } = renderWithStore(<QueryDevtools />, `${APP}/liens`);
  expect(panel()).not.toBeInTheDocument();

  await act(async () => {
    await store.dispatch(
      applicationApi.endpoints.getApplication.initiate(APPLICATION_UUID, { subscribe: false }),
    );
    await store.dispatch(
      lookupApi.endpoints.lookupApplicant.initiate(
        {
          uuid: APPLICATION_UUID,
          ssn: '123-45-6789',
          accountNumber: '000123456789',
          note: 'routing 021000021',
        },
        { subscribe: false },
      ),
    );
  });

  act(() => window.toggleQueryDevtools!());
  const view = await openedPanel();
  expect(view).toBeInTheDocument();
  const rows = within(view).getAllByRole('row').slice(1);
  const cells = rows.map((row) =>
    Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent),
  );
  const queries = store.getState().api.queries;
  const fulfilledAt = (endpoint: string) =>
    new Date(
      Object.values(queries).find((q) => q?.endpointName === endpoint)!.fulfilledTimeStamp!,
    ).toISOString();
  expect(cells).toEqual([
    ['getApplication', 'fulfilled', `"${APPLICATION_UUID}"`, fulfilledAt('getApplication')],
    [
      'lookupApplicant',
      'fulfilled',
      `{"uuid":"${APPLICATION_UUID}","ssn":"[redacted]","accountNumber":"[redacted]","note":"routing [redacted]"}`,
      fulfilledAt('lookupApplicant'),
    ],
  ]);
  expect(view).not.toHaveTextContent('123-45-6789');
  expect(view).not.toHaveTextContent('000123456789');
  expect(view).not.toHaveTextContent('021000021');
  // Never the data: not the lookup's answer, not the application's fields.
  expect(view).not.toHaveTextContent('DATA-VALUE-NEVER-SHOWN');
  expect(view).not.toHaveTextContent('HE-100245');
  expect(view).not.toHaveTextContent('Capitol');

  unmount();
  expect(window.toggleQueryDevtools).toBeUndefined();
});

test('closed by its button and by Escape; reopened by the global function', async () => {
  const { store } = renderWithStore(<QueryDevtools />, `${APP}/liens`);
  act(() => window.toggleQueryDevtools!());
  expect(within(await openedPanel()).getByText('No cached queries.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Close query devtools' }));
  expect(panel()).not.toBeInTheDocument();
  expect(store.getState().shell.queryDevtoolsOpen).toBe(false);

  act(() => window.toggleQueryDevtools!());
  expect(panel()).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(panel()).not.toBeInTheDocument();
  expect(store.getState().shell.queryDevtoolsOpen).toBe(false);

  // Escape while closed does nothing.
  await userEvent.keyboard('{Escape}');
  expect(store.getState().shell.queryDevtoolsOpen).toBe(false);
});
