import type { Page } from 'playwright-core';
import { BASE, heading, screenshot, useBrowser, watchPageErrors } from './support/browser';
import { clearFaults, injectFault, lastSeq, requestsSince } from './support/sandbox';

/**
 * Telemetry in the production build against the sandbox lender: one session and one
 * page view per route change; with the session endpoint failing, exactly 3 attempts, no events,
 * and the page works as ever.
 */
const browser = useBrowser();

/** The telemetry bodies the page sends, in order, and every address the page's URL took. */
function watch(page: Page) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const addresses: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/ft/')) {
      sent.push({ path: pathname, body: request.postDataJSON() as Record<string, unknown> });
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { pathname, search } = new URL(frame.url());
    if (addresses.at(-1) !== `${pathname}${search}`) addresses.push(`${pathname}${search}`);
  });
  return { sent, addresses };
}

const queryOf = (params: unknown) => {
  const search = new URLSearchParams(params as Record<string, string>).toString();
  return search ? `?${search}` : '';
};

afterEach(() => clearFaults());

test('an application page: one session, then a page view for every address the app moves to', async () => {
  const { applicant, page, context } = await browser.signedInPage({ state: 'OFFER_SELECTION' });
  const errors = watchPageErrors(page);
  const { sent, addresses } = watch(page);

  // The app's root: the routing takes the borrower on to their step.
  await page.goto(`${BASE}/`);
  expect(await heading(page)).toBe('Select your offer');
  await page.waitForTimeout(1500);

  const sessions = sent.filter((s) => s.path === '/ft/heloc/session');
  expect(sessions).toHaveLength(1);
  expect(sessions[0]!.body).toMatchObject({ platform: 'WEB', libVersion: '2.2.23' });
  const views = sent.filter((s) => s.path === '/ft/heloc/event');
  expect(views.every((v) => v.body.eventType === 'PAGE_VIEW')).toBe(true);
  expect(views.map((v) => `${String(v.body.pagePath)}${queryOf(v.body.queryParams)}`)).toEqual(
    addresses,
  );
  expect(addresses.at(-1)).toBe(`/account/heloc/${applicant.applicationUuid}/product/select`);
  expect(views.at(-1)!.body).toMatchObject({
    productType: 'HELOC',
    applicationUuid: applicant.applicationUuid,
    identityId: applicant.profileUuid,
    sessionKey: { uuid: expect.any(String), trackerUuid: expect.any(String) },
  });

  // A reload reuses the session of this tab: a page view, no new session.
  await page.reload();
  expect(await heading(page)).toBe('Select your offer');
  await page.waitForTimeout(1000);
  expect(sent.filter((s) => s.path === '/ft/heloc/session')).toHaveLength(1);
  expect(sent.filter((s) => s.path === '/ft/heloc/event').length).toBe(views.length + 1);
  expect(errors).toEqual([]);
  await context.close();
});

test('the session endpoint failing: exactly 3 attempts, no events, and the page still works', async () => {
  const { page, context, applicant } = await browser.signedInPage({ state: 'OFFER_SELECTION' });
  const errors = watchPageErrors(page);
  const since = await lastSeq();
  await injectFault({ method: 'POST', path: '/ft/heloc/session', kind: '500', times: 10 });

  await page.goto(`${BASE}/${applicant.applicationUuid}/product/select`);
  expect(await heading(page)).toBe('Select your offer');
  // Attempts at 0, 1 s and 3 s; then nothing more.
  await page.waitForTimeout(5000);

  // The page works: the offer calculator answers the borrower, and the survey (a telemetry
  // event, dropped without a session) still thanks them.
  await page.getByLabel(/^Amount/i).fill('50000');
  expect(await page.getByLabel(/^Amount/i).inputValue()).toMatch(/50,?000/);
  await page.getByRole('button', { name: /^3 – / }).click();
  await page.getByText('Thank you for your feedback!').waitFor();
  await screenshot(page, 'telemetry-session-failed');
  await page.waitForTimeout(500);

  const log = await requestsSince(since);
  const sessions = log.filter((r) => r.path === '/ft/heloc/session');
  expect(sessions.map((r) => r.status)).toEqual([500, 500, 500]);
  expect(log.filter((r) => r.path === '/ft/heloc/event')).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
