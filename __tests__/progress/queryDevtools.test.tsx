import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../src/api/baseApi';
import { applicationApi } from '../../src/features/application';
import { importState } from '@redux-devtools/utils';
import * as appLogForDevtools from '../../src/app/replay/appLogForDevtools';
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
      `{"uuid":"${APPLICATION_UUID}","ssn":"[redacted]","accountNumber":"[redacted]","note":"[text, 18 chars]"}`,
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

/** What the view's downloads save: each file's name and text. */
function watchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let blob: Blob | null = null;
  // jsdom has no object URLs and does not follow a download link.
  URL.createObjectURL = (made: Blob) => {
    blob = made;
    return 'blob:download';
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, text: blob!.text() });
  });
  return files;
}

test('the action log downloads as the app writes it, or as a Redux DevTools file that DevTools imports', async () => {
  const files = watchDownloads();
  const { store } = renderWithStore(<QueryDevtools />, `${APP}/liens`);
  await act(async () => {
    await store.dispatch(
      applicationApi.endpoints.getApplication.initiate(APPLICATION_UUID, { subscribe: false }),
    );
  });
  act(() => window.toggleQueryDevtools!());
  const view = await openedPanel();

  await userEvent.click(within(view).getByRole('button', { name: 'Export action log' }));
  await userEvent.click(within(view).getByRole('button', { name: 'Export for Redux DevTools' }));
  await act(async () => {
    for (let i = 0; i < 200 && files.length < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  expect(files.map((file) => file.name)).toEqual([
    expect.stringMatching(/^heloc-action-log-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/),
    expect.stringMatching(/^heloc-redux-devtools-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/),
  ]);
  const log = JSON.parse(await files[0]!.text) as { actions: { type: string }[] };
  const lifted = importState(await files[1]!.text, {})!.nextLiftedState as unknown as {
    stagedActionIds: number[];
    actionsById: Record<number, { action: { type: string } }>;
    computedStates: { state: { api: { queries: Record<string, { status: string }> } } }[];
  };
  // The actions the log had when the file was made: at least the log's, the same ones first.
  const types = lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id]!.action.type);
  expect(types.slice(0, log.actions.length)).toEqual(log.actions.map((action) => action.type));
  expect(types).toContain('api/executeQuery/fulfilled');
  const last = lifted.computedStates.at(-1)!.state;
  expect(last.api.queries[`getApplication("${APPLICATION_UUID}")`]!.status).toBe('fulfilled');
  expect(within(view).queryByRole('alert')).toBeNull();
});

test('when the DevTools file cannot be made, the view says why and what to do instead', async () => {
  const files = watchDownloads();
  renderWithStore(<QueryDevtools />, `${APP}/liens`);
  jest.spyOn(appLogForDevtools, 'devtoolsFileOfAppLog').mockImplementation(() => {
    throw new Error('action 3 (api/executeQuery/fulfilled) could not be replayed');
  });
  act(() => window.toggleQueryDevtools!());
  const view = await openedPanel();
  await userEvent.click(within(view).getByRole('button', { name: 'Export for Redux DevTools' }));
  expect(await within(view).findByRole('alert')).toHaveTextContent(
    'The Redux DevTools file could not be made (action 3 (api/executeQuery/fulfilled) could not be replayed). Export the action log instead: npm run replay -- --to-devtools converts it.',
  );
  expect(files).toEqual([]);
});
