/**
 * The right to cancel on the complete page (docs/journey.md#the-right-to-cancel): in RESCISSION
 * the deadline the lender recorded, in the property's time zone, and "Cancel my line of credit"
 * with a confirmation that says what follows; confirmed, `POST .../rescind` and the cancelled
 * outcome at once; a failure kept in the dialog; after the deadline, no action.
 */
import type { ServerState } from '../../src/contract/serverStates';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HelocApplication } from '../../src/features/application';
import { rescissionPeriod } from '../../src/contract/rescissionPeriod';
import CompleteScreen from '../../src/features/complete/screens/CompleteScreen';
import {
  CANCEL_LINE_MESSAGE,
  CANCELLED_HEADING,
  CONFIRM_LABEL,
  CONFIRM_TITLE,
  DASHBOARD_LINK_LABEL,
  KEEP_LABEL,
  OPEN_TEXT_NO_DATE,
  RIGHT_TO_CANCEL_HEADING,
  WHAT_FOLLOWS,
} from '../../src/features/complete/rightToCancel';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { OFF_CONTRACT, server, url, useMockServer } from '../support/server';

useMockServer();

const RESCIND_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/rescind`,
);

/** A home in New York, whose right to cancel the lender counted from `signedAt`. */
function inNewYork(signedAt: string, cancelledAt: string | null = null): HelocApplication {
  return makeApplication({
    state: 'RESCISSION',
    property: {
      uuid: 'addr-1',
      state: 'NY',
      address: { street1: '12 Orchard Street', city: 'Albany', state: 'NY', zip: '12207' },
      condition: 'GOOD',
    },
    rescission: { ...rescissionPeriod([signedAt], 'America/New_York'), cancelledAt },
  });
}

/** Signed today: the right to cancel is open for at least three more days. */
const openNow = () => inNewYork(new Date().toISOString());

function renderComplete(application: HelocApplication, serverState: ServerState = 'RESCISSION') {
  const user = userEvent.setup({ delay: null });
  const view = renderStepScreen('complete', CompleteScreen, {
    application,
    preloaded: {
      status: {
        applicationUuid: APPLICATION_UUID,
        serverState,
        status: { checklistStatus: serverState === 'RESCISSION' ? 'RESCISSION' : 'RECORDING' },
        fetchedAt: 1,
        error: null,
      },
    },
  });
  return { user, ...view };
}

const section = () => screen.getByRole('region', { name: i18n._(RIGHT_TO_CANCEL_HEADING) });
const CANCEL_LINE_LABEL = i18n._(CANCEL_LINE_MESSAGE);
const cancelButton = () => screen.getByRole('button', { name: CANCEL_LINE_LABEL });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(cancelButton());
  return screen.getByRole('dialog', { name: i18n._(CONFIRM_TITLE) });
}

it('states the deadline the lender recorded, at midnight in the property’s time zone', () => {
  // Signed on Monday, March 9, 2026 at 11 pm in New York (already the 10th in UTC).
  const application = inNewYork('2026-03-10T03:00:00Z');
  jest.useFakeTimers({ now: Date.parse('2026-03-11T12:00:00Z'), doNotFake: ['queueMicrotask'] });
  try {
    renderComplete(application);
    expect(section()).toHaveTextContent(
      'You can cancel your line of credit, at no cost, until midnight, Eastern Time, at the end of Thursday, March 12, 2026.',
    );
    expect(cancelButton()).toBeVisible();
  } finally {
    jest.useRealTimers();
  }
});

it('takes the action away when the deadline passes while the page is open', () => {
  const application = inNewYork('2026-03-10T03:00:00Z');
  // A second before midnight at the end of March 12 in New York.
  jest.useFakeTimers({ now: Date.parse('2026-03-13T03:59:59Z'), doNotFake: ['queueMicrotask'] });
  try {
    renderComplete(application);
    expect(cancelButton()).toBeVisible();
    act(() => jest.advanceTimersByTime(1000));
    expect(section()).toHaveTextContent(
      'Your right to cancel ended at midnight, Eastern Time, at the end of Thursday, March 12, 2026.',
    );
    expect(screen.queryByRole('button', { name: CANCEL_LINE_LABEL })).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

it('after the deadline, says the period ended and offers no action', () => {
  renderComplete(inNewYork('2026-03-10T03:00:00Z'));
  expect(section()).toHaveTextContent(
    'Your right to cancel ended at midnight, Eastern Time, at the end of Thursday, March 12, 2026.',
  );
  expect(screen.queryByRole('button', { name: CANCEL_LINE_LABEL })).toBeNull();
});

it('offers the action in RESCISSION before the lender has recorded a date, and nothing later on', () => {
  const { unmount } = renderComplete(makeApplication({ state: 'RESCISSION', rescission: null }));
  expect(section()).toHaveTextContent(i18n._(OPEN_TEXT_NO_DATE));
  expect(cancelButton()).toBeVisible();
  unmount();
  renderComplete(makeApplication({ state: 'RECORDING', rescission: null }), 'RECORDING');
  expect(screen.queryByRole('region', { name: i18n._(RIGHT_TO_CANCEL_HEADING) })).toBeNull();
  expect(screen.queryByRole('button', { name: CANCEL_LINE_LABEL })).toBeNull();
});

it('asks first, saying what follows; Escape and "No" close it and give focus back', async () => {
  const { user } = renderComplete(openNow());
  const dialog = await openDialog(user);
  expect(within(dialog).getByRole('heading', { name: i18n._(CONFIRM_TITLE) })).toHaveFocus();
  for (const line of WHAT_FOLLOWS) expect(dialog).toHaveTextContent(i18n._(line));
  expect(dialog).toHaveTextContent(/until midnight, Eastern Time, at the end of \w+day/);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(cancelButton()).toHaveFocus();

  await user.click(
    within(await openDialog(user)).getByRole('button', { name: i18n._(KEEP_LABEL) }),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(cancelButton()).toHaveFocus();
});

it('confirmed, sends the call once and shows the line cancelled at once', async () => {
  const application = openNow();
  const calls: unknown[] = [];
  server.use(
    http.post(RESCIND_URL, async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({
        ...application,
        state: 'CANCELLED',
        rescission: { ...application.rescission, cancelledAt: new Date().toISOString() },
      });
    }),
  );
  const { user } = renderComplete(application);
  await user.click(
    within(await openDialog(user)).getByRole('button', { name: i18n._(CONFIRM_LABEL) }),
  );

  const heading = await screen.findByRole('heading', { level: 1, name: i18n._(CANCELLED_HEADING) });
  expect(heading).toHaveFocus();
  expect(calls).toEqual([{}]);
  expect(screen.queryByRole('dialog')).toBeNull();
  for (const line of WHAT_FOLLOWS) expect(screen.getByText(i18n._(line))).toBeVisible();
  expect(screen.getByRole('link', { name: i18n._(DASHBOARD_LINK_LABEL) })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByRole('button', { name: CANCEL_LINE_LABEL })).toBeNull();
});

it('a refused call says why in the dialog, which stays open to try again', async () => {
  const message =
    'Your right to cancel ended at midnight, Eastern Time, at the end of Thursday, March 12, 2026.';
  server.use(
    http.post(RESCIND_URL, () =>
      HttpResponse.json(
        { errors: [{ code: 'RESCISSION_PERIOD_ENDED', message, field: null }] },
        { status: 409 },
      ),
    ),
  );
  const { user } = renderComplete(openNow());
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('button', { name: i18n._(CONFIRM_LABEL) }));
  // Said in the dialog's alert, which is there from the start so that it is announced.
  expect(await within(dialog).findByText(message)).toBeVisible();
  expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('dialog', { name: i18n._(CONFIRM_TITLE) })).toBeVisible();
  expect(within(dialog).getByRole('button', { name: i18n._(CONFIRM_LABEL) })).toBeEnabled();
  expect(screen.queryByRole('heading', { name: i18n._(CANCELLED_HEADING) })).toBeNull();
});

it('a malformed answer is a failure said in the dialog, never a crash', async () => {
  server.use(
    http.post(RESCIND_URL, () => HttpResponse.json(['not', 'an', 'object'], OFF_CONTRACT)),
  );
  const { user } = renderComplete(openNow());
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('button', { name: i18n._(CONFIRM_LABEL) }));
  const message = 'The application answer was not in the expected form';
  expect(await within(dialog).findByText(message)).toBeVisible();
  expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
});

it('a line already cancelled shows as cancelled', () => {
  renderComplete(inNewYork(new Date().toISOString(), new Date().toISOString()));
  expect(screen.getByRole('heading', { level: 1, name: i18n._(CANCELLED_HEADING) })).toBeVisible();
});
