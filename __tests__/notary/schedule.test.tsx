import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readNotarySlots } from '../../src/contract/notary';
import ScheduleManualNotaryScreen, {
  DATE_LEGEND,
  DATE_MESSAGE,
  LOAD_FAILED_TEXT,
  NO_SLOTS_TEXT,
  RESERVE_TIME_LABEL,
  TIME_MESSAGE,
} from '../../src/features/notary/screens/ScheduleManualNotaryScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'notary/schedule-manual';
const BASE = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}`);
const SLOTS_URL = `${BASE}/notary/slots`;
const MANUAL_URL = `${BASE}/notary/manual`;

const MONDAY = ['09', '10', '11', '12', '13', '14', '15', '16'].map(
  (hour) => `2026-11-30T${hour}:00:00-06:00`,
);
const TUESDAY = ['09', '10', '11', '12', '13', '14', '15', '16'].map(
  (hour) => `2026-12-01T${hour}:00:00-06:00`,
);

function answerSlots(
  body: unknown = { timeZone: 'America/Chicago', slots: [...MONDAY, ...TUESDAY] },
  status = 200,
) {
  let reads = 0;
  server.use(
    http.get(SLOTS_URL, () => {
      reads += 1;
      return HttpResponse.json(body as object, { status });
    }),
  );
  return () => reads;
}

function answerReserve(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(
      makeApplication({ state: 'MANUAL_DEED_SIGNING', requestedManualNotaryTime: MONDAY[1]! }),
    ),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(MANUAL_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const dates = () => screen.getByRole('group', { name: DATE_LEGEND });
const times = () => screen.getByRole('group', { name: /^Choose a time on / });
const reserveButton = () => screen.getByRole('button', { name: RESERVE_TIME_LABEL });

async function renderSchedule(application = makeApplication()) {
  const view = renderStepScreen(STEP, ScheduleManualNotaryScreen, { application });
  await screen.findByRole('group', { name: DATE_LEGEND });
  return view;
}

it("shows the dates, then the chosen day's times, in the property's time zone", async () => {
  const user = userEvent.setup({ delay: null });
  answerSlots();
  renderStepScreen(STEP, ScheduleManualNotaryScreen);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the times available');
  await screen.findByRole('group', { name: DATE_LEGEND });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Schedule your notary appointment',
  );
  expect(
    screen.getByText(/Times are in Central Time, the time where your property is/),
  ).toBeVisible();
  expect(screen.getByText(/for a fee of \$300/)).toBeVisible();
  expect(
    within(dates())
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['2026-11-30', '2026-12-01']);
  expect(within(dates()).getByRole('radio', { name: 'Monday, November 30' })).not.toBeChecked();
  expect(screen.queryByRole('group', { name: /^Choose a time on / })).not.toBeInTheDocument();

  await user.click(within(dates()).getByRole('radio', { name: 'Tuesday, December 1' }));
  expect(times()).toHaveAccessibleName('Choose a time on Tuesday, December 1');
  expect(
    within(times())
      .getAllByRole('radio')
      .map((radio) => radio.closest('div')!.textContent),
  ).toEqual([
    '9:00 AM CST',
    '10:00 AM CST',
    '11:00 AM CST',
    '12:00 PM CST',
    '1:00 PM CST',
    '2:00 PM CST',
    '3:00 PM CST',
    '4:00 PM CST',
  ]);
});

it("shows the times in the property state's zone when the lender names none the product knows", async () => {
  const user = userEvent.setup({ delay: null });
  answerSlots({ timeZone: 'Mars/Olympus_Mons', slots: MONDAY });
  // The fixtures' property is in California.
  await renderSchedule();
  expect(screen.getByText(/Times are in Pacific Time/)).toBeVisible();
  await user.click(within(dates()).getByRole('radio', { name: 'Monday, November 30' }));
  expect(within(times()).getByRole('radio', { name: '7:00 AM PST' })).toHaveAttribute(
    'value',
    MONDAY[0],
  );
});

it('asks for a date, then for a time, before sending anything', async () => {
  const user = userEvent.setup({ delay: null });
  answerSlots();
  const bodies = answerReserve();
  await renderSchedule();
  await user.click(reserveButton());
  let summary = await screen.findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([[DATE_MESSAGE, '#field-date']]);

  await user.click(within(dates()).getByRole('radio', { name: 'Monday, November 30' }));
  await user.click(reserveButton());
  summary = await screen.findByRole('alert');
  await waitFor(() =>
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([[TIME_MESSAGE, '#field-requestedManualNotaryTime']]),
  );
  expect(bodies).toEqual([]);
});

it('a new day clears the time chosen on another', async () => {
  const user = userEvent.setup({ delay: null });
  answerSlots();
  const bodies = answerReserve();
  await renderSchedule();
  await user.click(within(dates()).getByRole('radio', { name: 'Monday, November 30' }));
  await user.click(within(times()).getByRole('radio', { name: '10:00 AM CST' }));
  await user.click(within(dates()).getByRole('radio', { name: 'Tuesday, December 1' }));
  expect(
    within(times())
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked),
  ).toEqual([]);
  await user.click(reserveButton());
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByRole('link', { name: TIME_MESSAGE })).toBeInTheDocument();
  expect(bodies).toEqual([]);
});

it('reserves the slot as the lender wrote it, busy meanwhile, then asks the routing', async () => {
  const user = userEvent.setup({ delay: null });
  answerSlots();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerReserve(async () => {
    await gate;
    return HttpResponse.json(makeApplication({ requestedManualNotaryTime: TUESDAY[5]! }));
  });
  const { routingRequests } = await renderSchedule();
  await user.click(within(dates()).getByRole('radio', { name: 'Tuesday, December 1' }));
  await user.click(within(times()).getByRole('radio', { name: '2:00 PM CST' }));
  await user.click(reserveButton());
  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  await user.click(pending);
  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([{ requestedManualNotaryTime: '2026-12-01T14:00:00-06:00' }]);
});

it("puts the lender's 400 on the time and keeps the day and time", async () => {
  const user = userEvent.setup({ delay: null });
  answerSlots();
  answerReserve(() =>
    HttpResponse.json(
      {
        errors: [
          {
            code: 'SLOT_TAKEN',
            field: 'requestedManualNotaryTime',
            message: 'This time has just been taken. Choose another time',
          },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = await renderSchedule();
  await user.click(within(dates()).getByRole('radio', { name: 'Monday, November 30' }));
  await user.click(within(times()).getByRole('radio', { name: '9:00 AM CST' }));
  await user.click(reserveButton());
  const summary = await screen.findByRole('alert');
  expect(
    within(summary).getByRole('link', {
      name: 'This time has just been taken. Choose another time',
    }),
  ).toHaveAttribute('href', '#field-requestedManualNotaryTime');
  expect(within(dates()).getByRole('radio', { name: 'Monday, November 30' })).toBeChecked();
  expect(within(times()).getByRole('radio', { name: '9:00 AM CST' })).toBeChecked();
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message and keeps the choice", async () => {
  const user = userEvent.setup({ delay: null });
  answerSlots();
  answerReserve(() => HttpResponse.json({}, { status: 500 }));
  await renderSchedule();
  await user.click(within(dates()).getByRole('radio', { name: 'Monday, November 30' }));
  await user.click(within(times()).getByRole('radio', { name: '4:00 PM CST' }));
  await user.click(reserveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(within(times()).getByRole('radio', { name: '4:00 PM CST' })).toBeChecked();
  expect(reserveButton()).toBeEnabled();
});

it('says when no time is available, and checks again on request', async () => {
  const user = userEvent.setup({ delay: null });
  answerSlots({ timeZone: 'America/Chicago', slots: [] });
  renderStepScreen(STEP, ScheduleManualNotaryScreen);
  expect(await screen.findByText(new RegExp(NO_SLOTS_TEXT))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose a remote eNotary instead' })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/notary/intro`,
  );
  const reads = answerSlots();
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByRole('group', { name: DATE_LEGEND })).toBeInTheDocument();
  expect(reads()).toBe(1);
});

it('says what failed to load, and tries again', async () => {
  const user = userEvent.setup({ delay: null });
  answerSlots({ errors: [{ message: 'The calendar is not available' }] }, 503);
  renderStepScreen(STEP, ScheduleManualNotaryScreen);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`${LOAD_FAILED_TEXT}.`);
  expect(alert).toHaveTextContent('The calendar is not available.');
  // The page keeps its own heading.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Schedule your notary appointment',
  );
  answerSlots();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('group', { name: DATE_LEGEND })).toBeInTheDocument();
});

it('decodes the slots leniently: odd slots left out, a missing zone is null', () => {
  expect(
    readNotarySlots({
      timeZone: 5,
      slots: ['2026-11-30T09:00:00-06:00', '2026-11-30 09:00', 7, '2026-11-30T15:00:00Z'],
    }),
  ).toEqual({ timeZone: null, slots: ['2026-11-30T09:00:00-06:00', '2026-11-30T15:00:00Z'] });
  expect(() => readNotarySlots([])).toThrow('The notary slots answer was not in the expected form');
});
