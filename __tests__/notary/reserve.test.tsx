import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ReserveManualNotaryScreen, {
  CHANGE_TIME_TEXT,
  NO_TIME_TEXT,
  RESERVED_HEADING,
  WHAT_HAPPENS_NEXT,
} from '../../src/features/notary/screens/ReserveManualNotaryScreen';
import NotaryErrorScreen, {
  CHOOSE_AGAIN_TEXT,
  TRY_AGAIN_TEXT,
} from '../../src/features/notary/screens/NotaryErrorScreen';
import { CHECK_AGAIN_LABEL as CHECK_AGAIN_LABEL_MESSAGE } from '../../src/ui/CheckAgain';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

const CHECK_AGAIN_LABEL = i18n._(CHECK_AGAIN_LABEL_MESSAGE);

useMockServer();

const STEP = 'notary/reserve-manual';
const SLOTS_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/notary/slots`,
);
const RESERVED = '2026-11-30T14:00:00-06:00';

function answerSlots(body: unknown, status = 200) {
  server.use(http.get(SLOTS_URL, () => HttpResponse.json(body as object, { status })));
}

const reserved = (overrides = {}) =>
  makeApplication({
    state: 'MANUAL_DEED_SIGNING',
    requestedManualNotaryTime: RESERVED,
    ...overrides,
  });

describe('notary/reserve-manual', () => {
  it("confirms the time in the lender's zone for the property, with what happens next", async () => {
    const user = userEvent.setup({ delay: null });
    answerSlots({ timeZone: 'America/Chicago', slots: [] });
    const { routingRequests } = renderStepScreen(STEP, ReserveManualNotaryScreen, {
      application: reserved(),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your notary appointment is reserved',
    );
    expect(screen.getByRole('heading', { level: 2, name: i18n._(RESERVED_HEADING) })).toBeVisible();
    expect(await screen.findByText('Monday, November 30, 2026 at 2:00 PM CST')).toBeInTheDocument();
    expect(screen.getByText(/Times are in Central Time/)).toBeInTheDocument();
    for (const step of WHAT_HAPPENS_NEXT)
      expect(screen.getByText(i18n._(step))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: i18n._(CHANGE_TIME_TEXT) })).toHaveAttribute(
      'href',
      `/account/heloc/${APPLICATION_UUID}/notary/schedule-manual`,
    );
    // A waiting page: the lender moves the application on after the appointment.
    await user.click(screen.getByRole('button', { name: CHECK_AGAIN_LABEL }));
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'status-change' },
    ]);
  });

  it("falls back to the property state's zone when the slots cannot be read", async () => {
    answerSlots({ errors: [{ message: 'Not now' }] }, 409);
    renderStepScreen(STEP, ReserveManualNotaryScreen, { application: reserved() });
    // The fixtures' property is in California.
    expect(
      await screen.findByText('Monday, November 30, 2026 at 12:00 PM PST'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Times are in Pacific Time/)).toBeInTheDocument();
  });

  it('says when no time is recorded yet, without reading the slots', async () => {
    // No slots handler: a read would fail the test (unhandled request).
    renderStepScreen(STEP, ReserveManualNotaryScreen, {
      application: reserved({ requestedManualNotaryTime: null }),
    });
    expect(screen.getByText(i18n._(NO_TIME_TEXT))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: i18n._(CHANGE_TIME_TEXT) })).not.toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByText(i18n._(NO_TIME_TEXT))).toBeInTheDocument();
  });
});

describe('notary/error', () => {
  it('explains, offers the session again or another choice, and the support contact', () => {
    renderStepScreen('notary/error', NotaryErrorScreen);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We could not start your notary session',
    );
    expect(screen.getByText(/Your signed documents are saved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: i18n._(TRY_AGAIN_TEXT) })).toHaveAttribute(
      'href',
      `/account/heloc/${APPLICATION_UUID}/notary/session`,
    );
    expect(screen.getByRole('link', { name: i18n._(CHOOSE_AGAIN_TEXT) })).toHaveAttribute(
      'href',
      `/account/heloc/${APPLICATION_UUID}/notary/intro`,
    );
    expect(screen.getByRole('link', { name: '888-819-6388' })).toBeInTheDocument();
  });
});
