import { screen, within } from '@testing-library/react';
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
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import {
  captureCalls,
  describeStepForm,
  expectErrorSummary,
  setupUser,
  stepCall,
} from '../support/screenTest';
import { server, url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

useMockServer();

const STEP = 'notary/schedule-manual';
const BASE = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}`);
const SLOTS_URL = `${BASE}/notary/slots`;
const MANUAL_URL = `${BASE}/notary/manual`;

/** The lender's 400 on requestedManualNotaryTime. */
const REFUSED = 'This time has just been taken. Choose another time';

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

const RESERVE = stepCall('put', MANUAL_URL, () =>
  HttpResponse.json(
    makeApplication({ state: 'MANUAL_DEED_SIGNING', requestedManualNotaryTime: MONDAY[1]! }),
  ),
);

const dates = () => screen.getByRole('group', { name: i18n._(DATE_LEGEND) });
const times = () => screen.getByRole('group', { name: /^Choose a time on / });
const reserveButton = () => screen.getByRole('button', { name: i18n._(RESERVE_TIME_LABEL) });

async function renderSchedule(application = makeApplication()) {
  const view = renderStepScreen(STEP, ScheduleManualNotaryScreen, { application });
  await screen.findByRole('group', { name: i18n._(DATE_LEGEND) });
  return view;
}

it("shows the dates, then the chosen day's times, in the property's time zone", async () => {
  const user = setupUser();
  answerSlots();
  renderStepScreen(STEP, ScheduleManualNotaryScreen);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the times available');
  await screen.findByRole('group', { name: i18n._(DATE_LEGEND) });
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
  const user = setupUser();
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

const day = (name: string) => within(dates()).getByRole('radio', { name });
const time = (name: string) => within(times()).getByRole('radio', { name });

describeStepForm({
  render: () => {
    answerSlots();
    return renderSchedule();
  },
  call: RESERVE,
  submit: i18n._(RESERVE_TIME_LABEL),
  missing: [[i18n._(DATE_MESSAGE), '#field-date']],
  refused: [
    [
      'a date without a time',
      (user) => user.click(day('Monday, November 30')),
      [[i18n._(TIME_MESSAGE), '#field-requestedManualNotaryTime']],
    ],
  ],
  fill: async (user) => {
    await user.click(day('Tuesday, December 1'));
    await user.click(time('2:00 PM CST'));
  },
  // The slot as the lender wrote it.
  body: { requestedManualNotaryTime: '2026-12-01T14:00:00-06:00' },
  serverError: { field: 'requestedManualNotaryTime', message: REFUSED, control: times },
});

it('a new day clears the time chosen on another', async () => {
  const user = setupUser();
  answerSlots();
  const bodies = captureCalls(RESERVE);
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
  await expectErrorSummary([i18n._(TIME_MESSAGE)]);
  expect(bodies).toEqual([]);
});

it('says when no time is available, and checks again on request', async () => {
  const user = setupUser();
  answerSlots({ timeZone: 'America/Chicago', slots: [] });
  renderStepScreen(STEP, ScheduleManualNotaryScreen);
  expect(await screen.findByText(new RegExp(i18n._(NO_SLOTS_TEXT)))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose a remote eNotary instead' })).toHaveAttribute(
    'href',
    `/account/heloc/${APPLICATION_UUID}/notary/intro`,
  );
  const reads = answerSlots();
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByRole('group', { name: i18n._(DATE_LEGEND) })).toBeInTheDocument();
  expect(reads()).toBe(1);
});

it('says what failed to load, and tries again', async () => {
  const user = setupUser();
  answerSlots({ errors: [{ message: 'The calendar is not available' }] }, 503);
  renderStepScreen(STEP, ScheduleManualNotaryScreen);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(`${i18n._(LOAD_FAILED_TEXT)}.`);
  expect(alert).toHaveTextContent('The calendar is not available.');
  // The page keeps its own heading.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Schedule your notary appointment',
  );
  answerSlots();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('group', { name: i18n._(DATE_LEGEND) })).toBeInTheDocument();
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
