import { soakTab } from '../../scripts/bench/idleTab';
import { CONDITIONS_POLL_MS } from '../../src/features/routing/polling';
import { OPEN_STATUS_POLL_MS } from '../../src/features/chat/chatRules';
import { SANDBOX_URL, useBrowser } from './support/browser';

/**
 * A signed-in tab left open for hours (docs/requests.md#a-tab-left-open), on playwright's clock: 3
 * virtual hours in view, 3 hidden, then an hour after Logout (scripts/bench/idleTab.ts, which
 * `npm run bench:idle` prints over 8 and 8). Three are enough for each rule: the rhythm is counted
 * hour by hour, and the hidden heap compared two hours after its first; each virtual hour costs
 * the suite about a CPU-second, a minute at a time.
 */
const browser = useBrowser();
const HOURS = 3;
const HOUR = 60 * 60_000;
const CONDITIONS =
  'GET /service-conditions/external/api/v1/applications/{id}/conditions/external-applicants';
const OPEN_STATUS = 'GET /service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus';

test('in view it reads as the spec says; hidden it is quiet and its heap flat; shown again it reads at once; after Logout nothing', async () => {
  const figures = await soakTab({
    newContext: () => browser.newContext({ viewport: 'desktop' }),
    sandboxUrl: SANDBOX_URL,
    hours: HOURS,
  });

  // In view: the spec's polls, each at its rhythm, and nothing else past 10% more.
  const specPerHour = HOUR / CONDITIONS_POLL_MS + HOUR / OPEN_STATUS_POLL_MS;
  for (const calls of figures.inView.callsPerHour) {
    expect(calls).toBeLessThanOrEqual(specPerHour * 1.1);
  }
  // Each at its rhythm (exactly every 60 s: the polls' own tests, on jest's clock).
  for (const kind of [CONDITIONS, OPEN_STATUS]) {
    const perHour = (figures.inView.callsByKind[kind] ?? 0) / HOURS;
    expect({ kind, atItsRhythm: perHour >= 57 && perHour <= 63 }).toEqual({
      kind,
      atItsRhythm: true,
    });
  }

  // Hidden: at most 2 calls an hour, and the heap where it was after the first hour.
  for (const calls of figures.hidden.callsPerHour) expect(calls).toBeLessThanOrEqual(2);
  const { heapAfterFirstHour, heapAtEnd } = figures.hidden;
  expect(Math.abs(heapAtEnd / heapAfterFirstHour - 1)).toBeLessThanOrEqual(0.05);

  // Shown again: the periodic reads at once.
  expect(figures.onShow).toMatchObject({ [CONDITIONS]: 1, [OPEN_STATUS]: 1 });

  // Logout leaves for the sign-in page; no call in the hour after.
  expect([figures.leftFor, figures.afterLogout.calls]).toEqual(['/auth/login', 0]);
}, 240_000);
