import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devtoolsFileOfAppLog } from '../../src/app/replay/appLogForDevtools';
import { ReplayViewer } from '../../src/app/replay/ReplayViewer';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useMockServer, useScenario } from '../support/server';
import { LONG_WAIT_MS } from '../support/waits';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;

/** A real session's log: the app opened at its root, routed to the borrower's step. */
async function recordSession() {
  useScenario({ state: 'OFFER_SELECTION' });
  const { store, history, unmount } = renderApp('/account/heloc/');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Select your offer' },
    { timeout: LONG_WAIT_MS },
  );
  expect(history.location.pathname).toBe(`${APP}/product/select`);
  const log = (await store.exportActionLog())!;
  const decision = store.getState().routing.decisions[0]!;
  unmount();
  return Object.assign(log, { decision });
}

const logFile = (content: unknown, name = 'session.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

type Recorded = Awaited<ReturnType<typeof recordSession>>;

/**
 * "Last": the log's last action, the routed step's path and screen, and why the borrower is
 * there (the decision in force, what decided and where it sent them).
 */
async function expectLastAction(
  user: ReturnType<typeof userEvent.setup>,
  bar: HTMLElement,
  log: Recorded,
) {
  const n = log.actions.length;
  await user.click(within(bar).getByRole('button', { name: 'Last' }));
  expect(bar).toHaveTextContent(`Action ${n} of ${n}: ${log.actions[n - 1]!.type}`);
  expect(bar).toHaveTextContent(`Path: ${APP}/product/select`);
  expect(bar).toHaveTextContent(
    `Routing: ${log.decision.rule} (${log.decision.source}) to ${APP}/product/select`,
  );
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Select your offer' },
      { timeout: LONG_WAIT_MS },
    ),
  ).toBeInTheDocument();
}

test('a loaded log is shown action by action, with the screen following and no request sent', async () => {
  const log = await recordSession();
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  render(<ReplayViewer />);
  expect(screen.getByRole('heading', { level: 1, name: 'Replay an action log' })).toBeVisible();
  await user.upload(
    screen.getByLabelText('Load action log'),
    logFile({ ...log, decision: undefined }),
  );

  const bar = await screen.findByRole('region', { name: 'Action log replay' });
  const n = log.actions.length;
  expect(bar).toHaveTextContent(`session.json: ${n} actions`);
  expect(bar).toHaveTextContent("Before the first action (the log's base state)");
  expect(bar).toHaveTextContent('Path: /account/heloc/');
  expect(bar).toHaveTextContent('Routing: not decided yet');

  await user.click(within(bar).getByRole('button', { name: 'Next action' }));
  expect(bar).toHaveTextContent(`Action 1 of ${n}: ${log.actions[0]!.type}`);
  expect(within(bar).getByRole('button', { name: 'Previous action' })).toBeEnabled();

  await expectLastAction(user, bar, log);
  expect(within(bar).getByRole('button', { name: 'Next action' })).toBeDisabled();

  // Back to the start: the step's screen is gone again.
  await user.click(within(bar).getByRole('button', { name: 'First' }));
  await waitFor(() =>
    expect(screen.queryByRole('heading', { level: 1, name: 'Select your offer' })).toBeNull(),
  );
  // The screens are only watched: inert, and nothing went to the lender.
  expect(document.querySelector('.replay-screen')).toHaveAttribute('inert');
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

test('a Redux DevTools export of the session steps through the same way', async () => {
  const log = await recordSession();
  const user = userEvent.setup();
  render(<ReplayViewer />);
  await user.upload(
    screen.getByLabelText('Load action log'),
    logFile(devtoolsFileOfAppLog(log), 'devtools.json'),
  );
  const bar = await screen.findByRole('region', { name: 'Action log replay' });
  const n = log.actions.length;
  expect(bar).toHaveTextContent(`devtools.json (a Redux DevTools export): ${n} actions`);
  expect(bar).toHaveTextContent("Before the first action (the log's committed state)");
  await expectLastAction(user, bar, log);
});

test('a file that is not a log says why, announced and focused, and keeps the page', async () => {
  const user = userEvent.setup();
  render(<ReplayViewer />);
  await user.upload(screen.getByLabelText('Load action log'), logFile('{ nope', 'notes.json'));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^notes\.json is not valid JSON/);
  expect(alert).toHaveFocus();

  await user.upload(
    screen.getByLabelText('Load action log'),
    logFile({ format: 'heloc-action-log', version: 2, baseState: {}, actions: [] }, 'new.json'),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'new.json is an action log of format version 2 (newer); this tool replays version 1 only',
  );

  // Another app's Redux DevTools export.
  const counter = { count: 1 };
  await user.upload(
    screen.getByLabelText('Load action log'),
    logFile(
      {
        actionsById: { 0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 1 } },
        stagedActionIds: [0],
        skippedActionIds: [],
        committedState: counter,
        computedStates: [{ state: counter }],
      },
      'counter.json',
    ),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^counter\.json is a Redux DevTools export of another app: its state lacks this app's slices "profile"/,
  );
  expect(screen.queryByRole('region', { name: 'Action log replay' })).toBeNull();
});
