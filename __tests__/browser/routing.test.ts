import { APPLICATION_ROUTE_HEADINGS, ROUTED_PAGE_SCENARIOS } from '../support/routeExpectations';
import { SERVER_STATE_ROWS } from '../support/serverStateRows';
import {
  BASE,
  heading,
  SANDBOX_URL,
  screenshot,
  useBrowser,
  watchPageErrors,
  axeViolations,
} from './support/browser';
import { control, createApplicant } from './support/sandbox';

/**
 * The routing engine in a real browser against the sandbox lender (spec 1 section 4): an
 * applicant created at each server state the contract lists lands on its destination; the local
 * step machine decides where the state is unmatched; a scripted wait polls with backoff.
 */
const browser = useBrowser();
const headingOf = new Map(APPLICATION_ROUTE_HEADINGS);

const WAITING = new Set(['NOTE_SIGNING_GENERATION']);

test('an applicant at each state the contract lists lands on its destination', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const wrong: string[] = [];
  for (const [state, status, application, step] of SERVER_STATE_ROWS.filter(
    ([s]) => !WAITING.has(s),
  )) {
    const applicant = await createApplicant({ state, status, application });
    await page
      .evaluate((jwt) => localStorage.setItem('jwt', jwt), applicant.jwt)
      .catch(async () => {
        await page.goto(`${SANDBOX_URL}/dashboard`);
        await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), applicant.jwt);
      });
    const app = `${BASE}/${applicant.applicationUuid}`;
    await page.goto(app);
    if (step === '') {
      // COMPLETE and CANCELLED: the root, which leaves for /dashboard.
      await page.waitForURL(`${SANDBOX_URL}/dashboard`, { timeout: 10000 }).catch(() => undefined);
      if (page.url() !== `${SANDBOX_URL}/dashboard`) wrong.push(`${state}: ${page.url()}`);
      continue;
    }
    await page.waitForURL(`${app}/${step}`, { timeout: 10000 }).catch(() => undefined);
    const shown = await heading(page);
    if (page.url() !== `${app}/${step}` || shown !== headingOf.get(step)) {
      wrong.push(`${state} ${JSON.stringify(status)}: "${shown}" at ${page.url()}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('where the server state is unmatched, the local step machine decides', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const wrong: string[] = [];
  const local = Object.entries(ROUTED_PAGE_SCENARIOS).filter(
    ([, scenario]) => scenario.state === null,
  );
  expect(local.length).toBeGreaterThan(5);
  for (const [step, scenario] of local) {
    const applicant = await createApplicant(scenario);
    await page.goto(`${SANDBOX_URL}/dashboard`);
    await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), applicant.jwt);
    const app = `${BASE}/${applicant.applicationUuid}`;
    await page.goto(app);
    await page.waitForURL(`${app}/${step}`, { timeout: 10000 }).catch(() => undefined);
    const shown = await heading(page);
    if (page.url() !== `${app}/${step}` || shown !== headingOf.get(step))
      wrong.push(`${step}: "${shown}" at ${page.url()}`);
  }
  expect(wrong).toEqual([]);
  await context.close();
});

test('a scripted wait: polled with backoff behind the processing modal, then the settled step', async () => {
  const applicant = await createApplicant({ state: 'IDENTITY_VERIFICATION' });
  await control('PUT', `/__sandbox/applications/${applicant.applicationUuid}/script`, {
    states: ['WAITING_FOR_CREDIT', 'WAITING_FOR_CREDIT', 'WAITING_FOR_CREDIT', 'HMDA'],
  });
  const log = await control<{ seq: number }[]>('GET', '/__sandbox/requests?since=0');
  const since = log.at(-1)?.seq ?? 0;

  const context = await browser.newContext({ jwt: applicant.jwt });
  const page = await context.newPage();
  const app = `${BASE}/${applicant.applicationUuid}`;
  await page.goto(app);
  const modal = page.getByRole('dialog', { name: 'Please wait a moment' });
  await modal.waitFor();
  await screenshot(page, 'processing-modal');
  expect(await axeViolations(page)).toEqual([]);
  await page.waitForURL(`${app}/start/hmda`, { timeout: 20000 });
  expect(await heading(page)).toBe('Government monitoring information');
  expect(await modal.count()).toBe(0);

  const requests = await control<{ path: string; at: number; status: number }[]>(
    'GET',
    `/__sandbox/requests?since=${since}`,
  );
  const statusReads = requests.filter((r) =>
    r.path.endsWith(`/${applicant.applicationUuid}/status`),
  );
  expect(statusReads).toHaveLength(5);
  const gaps = statusReads.slice(1).map((r, i) => r.at - statusReads[i]!.at);
  // 1 s, 2 s, 4 s while waiting, then 500 ms for HMDA to read the same twice.
  const expected = [1000, 2000, 4000, 500];
  gaps.forEach((gap, i) => {
    expect(gap).toBeGreaterThanOrEqual(expected[i]! - 20);
    expect(gap).toBeLessThan(expected[i]! + 400);
  });
  await context.close();
});

test("opening another step's page goes to the applicant's own step", async () => {
  const { applicant, context, page } = await browser.signedInPage({ state: 'HMDA' });
  const app = `${BASE}/${applicant.applicationUuid}`;
  await page.goto(`${app}/liens`);
  await page.waitForURL(`${app}/start/hmda`);
  expect(await heading(page)).toBe('Government monitoring information');
  await context.close();
});
