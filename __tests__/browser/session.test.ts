import type { Page } from 'playwright-core';
import {
  BASE,
  expectAxeClean,
  heading,
  SANDBOX_URL,
  screenshot,
  useBrowser,
  waitForHeading,
  watchPageErrors,
} from './support/browser';
import { clearFaults, injectFault, requestsFromNow } from './support/sandbox';

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
  const { context, page, errors } = await browser.newPage();
  await page.goto(`${BASE}/`);
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await expectAxeClean(page);

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
  await expectAxeClean(page, 'signed-in-application');
  expect(errors).toEqual([]);
  await context.close();
});

const PROFILE = '/service-profile/api/v1/profile';

test.each([
  ['a 401', '401'],
  ['a 403 "unauthenticated"', '403-unauthenticated'],
])(
  '%s on the profile fetch clears the token and lands on /auth/login, to come back to the step',
  async (_answer, kind) => {
    const { app, context, page } = await browser.signedInPage();
    await injectFault({ method: 'GET', path: PROFILE, kind, times: 1 });
    await page.goto(`${app}/liens`);
    await atSignIn(page);
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(
      new URL(`${app}/liens`).pathname,
    );
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await context.close();
  },
);

/**
 * A borrower opening liens while every GET of `path` fails as `kind` (until the faults are
 * cleared: the routing and the page each ask, a page that finds a failed answer asks again, and
 * Chromium retries a dropped GET once): the page says what failed, with the specs' heading and
 * message.
 */
async function liensWithFailingCall(
  path: string,
  kind: string,
  expected: { heading: string; message: unknown },
) {
  const opened = await browser.signedInPage({ state: 'LIEN_VERIFICATION' });
  await injectFault({ method: 'GET', path, kind, times: 50 });
  await opened.page.goto(`${opened.app}/liens`);
  expect(await heading(opened.page)).toBe(expected.heading);
  expect(await opened.page.getByRole('alert').innerText()).toEqual(expected.message);
  return opened;
}

const PROFILE_FAILED = 'Failed to fetch profile details';

test("a malformed profile answer shows the specs' message, and Try again recovers", async () => {
  const { context, page, errors } = await liensWithFailingCall(PROFILE, 'malformed', {
    heading: PROFILE_FAILED,
    message: `Response was not convertible to json for ${SANDBOX_URL}${PROFILE}`,
  });
  await expectAxeClean(page, 'profile-malformed');
  await clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Review the liens on your property' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test.each([
  [
    'a dropped connection on the profile shows the "not defined" message',
    PROFILE,
    'drop',
    { heading: PROFILE_FAILED, message: `Response was not defined for ${SANDBOX_URL}${PROFILE}` },
  ],
  [
    "a server error on the application shows the server's messages",
    '/service-application/api/v1/application/heloc/',
    '500',
    { heading: 'Failed to fetch your application', message: expect.stringMatching(/\S/) },
  ],
])('%s', async (_name, path, kind, expected) => {
  const { context } = await liensWithFailingCall(path, kind, expected);
  await context.close();
});

test("the sandbox records the app's requests", async () => {
  const { applicant, app, context, page } = await browser.signedInPage();
  const log = await requestsFromNow();
  await page.goto(`${app}/liens`);
  await heading(page);
  expect(await log.all()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        method: 'GET',
        path: PROFILE,
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

test('signing out in one tab takes the other tab to the sign-in page within a second; the sign-in page says so, its heading focused', async () => {
  const { context, page, app, errors } = await browser.signedInPage({ state: 'OFFER_SELECTION' });
  await page.goto(`${app}/product/select`);
  await waitForHeading(page, 'Select your offer');
  const other = await context.newPage();
  const otherErrors = watchPageErrors(other);
  await other.goto(`${app}/product/select`);
  await waitForHeading(other, 'Select your offer');
  // The watch on the other tabs runs with the shell's late parts, the chat's button among them.
  await other.getByRole('button', { name: 'Chat with us' }).waitFor();
  await other.evaluate(() => sessionStorage.setItem('session_replay_links', '[]'));

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login', { waitUntil: 'commit' });
  await other.waitForURL((url) => url.pathname === '/auth/login', {
    waitUntil: 'commit',
    timeout: 1000,
  });
  await atSignIn(other);
  // The sign-in page says the person signed out, and its heading has the focus, not the body
  // (docs/shell.md#errors-and-the-session).
  await page.getByRole('status').filter({ hasText: 'You have signed out.' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign in');
  await screenshot(page, 'signed-out-sign-in');
  expect(await other.evaluate(() => sessionStorage.getItem('session_replay_links'))).toBeNull();
  expect([...errors, ...otherErrors]).toEqual([]);
  await context.close();
});
