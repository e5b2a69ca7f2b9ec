import type { Page } from 'playwright-core';
import {
  BASE,
  heading,
  SANDBOX_URL,
  screenshot,
  useBrowser,
  watchPageErrors,
  axeViolations,
} from './support/browser';
import { clearFaults, control, createApplicant, injectFault } from './support/sandbox';

/** Signing in, and the specs' behaviour for faults the control API injects. */
const browser = useBrowser();

afterEach(() => clearFaults());

/**
 * Waits for the sign-in page. The app may be sent there by more than one failed call in the same
 * moment, one page load then giving way to the next, so a load given up is waited past.
 */
async function atSignIn(page: Page) {
  for (let tries = 0; tries < 3; tries += 1) {
    const arrived = await page
      .waitForURL((url) => url.pathname === '/auth/login', { timeout: 15000 })
      .then(() => true)
      .catch((error: Error) => {
        if (!/ERR_ABORTED|detached/.test(error.message)) throw error;
        return false;
      });
    if (arrived) return;
  }
  throw new Error(`not at the sign-in page: ${page.url()}`);
}

test('a new user signs in on /auth/login and lands on the application screen', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${BASE}/`);
  await page.waitForURL((url) => url.pathname === '/auth/login');
  expect(await axeViolations(page)).toEqual([]);

  // A wrong password: the message shows, the e-mail stays.
  await page.getByLabel('E-mail').fill('borrower@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'incorrect' }).waitFor();
  expect(await page.getByLabel('E-mail').inputValue()).toBe('borrower@example.com');

  await page.getByLabel('Password').fill('heloc-sandbox-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The seeded borrower has an offer waiting: the routing takes them to it.
  await page.waitForURL((url) =>
    /^\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/.test(url.pathname),
  );
  expect(await heading(page)).toBe('Select your offer');
  expect(await page.evaluate(() => Boolean(localStorage.getItem('jwt')))).toBe(true);
  await screenshot(page, 'signed-in-application');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a 401 on the profile fetch clears the token and lands on /auth/login', async () => {
  const { applicant, context, page } = await browser.signedInPage();
  await injectFault({
    method: 'GET',
    path: '/service-profile/api/v1/profile',
    kind: '401',
    times: 1,
  });
  const step = `/account/heloc/${applicant.applicationUuid}/liens`;
  await page.goto(`${SANDBOX_URL}${step}`);
  await atSignIn(page);
  expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(step);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  await context.close();
});

test('a 403 unauthenticated does the same', async () => {
  const { applicant, context, page } = await browser.signedInPage();
  await injectFault({
    method: 'GET',
    path: '/service-profile/api/v1/profile',
    kind: '403-unauthenticated',
    times: 1,
  });
  await page.goto(`${BASE}/${applicant.applicationUuid}/identity`);
  await atSignIn(page);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  await context.close();
});

test("a malformed profile answer shows the specs' message, and Try again recovers", async () => {
  const { applicant, context, page } = await browser.signedInPage({ state: 'LIEN_VERIFICATION' });
  const errors = watchPageErrors(page);
  // Every profile answer is malformed until the faults are cleared: the routing and the page
  // each ask, and a page that finds a failed answer asks again.
  await injectFault({
    method: 'GET',
    path: '/service-profile/api/v1/profile',
    kind: 'malformed',
    times: 50,
  });
  await page.goto(`${BASE}/${applicant.applicationUuid}/liens`);
  expect(await heading(page)).toBe('Failed to fetch profile details');
  expect(await page.getByRole('alert').innerText()).toBe(
    `Response was not convertible to json for ${SANDBOX_URL}/service-profile/api/v1/profile`,
  );
  await screenshot(page, 'profile-malformed');
  expect(await axeViolations(page)).toEqual([]);
  await clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Review the liens on your property' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a dropped connection shows the "not defined" message', async () => {
  const { applicant, context, page } = await browser.signedInPage();
  await injectFault({
    method: 'GET',
    path: '/service-profile/api/v1/profile',
    kind: 'drop',
    // Every profile request of this page drops (Chromium retries a dropped GET once, and the
    // page and the routing each ask); afterEach clears the fault.
    times: 50,
  });
  await page.goto(`${BASE}/${applicant.applicationUuid}/liens`);
  expect(await heading(page)).toBe('Failed to fetch profile details');
  expect(await page.getByRole('alert').innerText()).toBe(
    `Response was not defined for ${SANDBOX_URL}/service-profile/api/v1/profile`,
  );
  await context.close();
});

test("a server error shows the server's messages", async () => {
  const { applicant, context, page } = await browser.signedInPage();
  await injectFault({
    method: 'GET',
    path: '/service-application/api/v1/application/heloc/',
    kind: '500',
    // Until afterEach clears it: the routing and the page each ask, and a page that finds a
    // failed answer asks again.
    times: 50,
  });
  await page.goto(`${BASE}/${applicant.applicationUuid}/liens`);
  expect(await heading(page)).toBe('Failed to fetch your application');
  expect(await page.getByRole('alert').innerText()).not.toBe('');
  await context.close();
});

test("the sandbox records the app's requests", async () => {
  const applicant = await createApplicant();
  const before = await control<{ seq: number }[]>('GET', '/__sandbox/requests?since=0');
  const since = before.length ? before[before.length - 1]!.seq : 0;
  const context = await browser.newContext({ jwt: applicant.jwt });
  const page = await context.newPage();
  await page.goto(`${BASE}/${applicant.applicationUuid}/liens`);
  await heading(page);
  const log = await control<{ method: string; path: string; status: number }[]>(
    'GET',
    `/__sandbox/requests?since=${since}`,
  );
  expect(log).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        method: 'GET',
        path: '/service-profile/api/v1/profile',
        status: 200,
      }),
      expect.objectContaining({
        method: 'GET',
        path: `/service-application/api/v1/application/heloc/${applicant.applicationUuid}`,
        status: 200,
      }),
    ]),
  );
  await context.close();
});
