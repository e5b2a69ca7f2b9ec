/** @jest-environment node */
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../../src/sandbox/seed';
import { sharedSandbox } from './helpers';

/**
 * Signing in sets the page organisation to the account's own, with the same
 * cookie a `?org=` page load sets; a later `?org=` still wins.
 */
const sandbox = sharedSandbox();

const LOGIN = '/identity/api/v1/login';

const signIn = (email: string, password = SEEDED_PASSWORD) =>
  sandbox.call(LOGIN, { body: { email, password } });

const page = async (path: string, cookie?: string) => {
  const response = await sandbox.call(path, {
    headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { response, html: await response.text() };
};

/** The name=value part of a Set-Cookie header. */
const cookiePair = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? '';

describe('POST /identity/api/v1/login sets the page organisation', () => {
  it.each([
    ['partner-borrower@example.com', 'partner'],
    ['borrower@example.com', 'main'],
    ['wholesale-borrower@example.com', 'wholesale'],
    ['lo-borrower@example.com', 'lo-required'],
  ])('%s: sandbox_org=%s', async (email, org) => {
    const response = await signIn(email);
    expect(response.status).toBe(200);
    expect(typeof (await response.json()).jwt).toBe('string');
    expect(response.headers.get('set-cookie')).toBe(
      `sandbox_org=${org}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    );
  });

  it('with the very cookie a ?org= page load sets', async () => {
    const fromPage = (await page('/contact?org=partner')).response.headers.get('set-cookie');
    const fromLogin = (await signIn('partner-borrower@example.com')).headers.get('set-cookie');
    expect(fromLogin).toBe(fromPage);
  });

  it("even when the browser was in another organisation: the account's wins", async () => {
    const response = await sandbox.call(LOGIN, {
      body: { email: 'borrower@example.com', password: SEEDED_PASSWORD },
      headers: { Cookie: 'sandbox_org=partner' },
    });
    expect(cookiePair(response.headers.get('set-cookie'))).toBe('sandbox_org=main');
  });

  it('sets no cookie when the sign-in fails', async () => {
    for (const body of [
      { email: 'partner-borrower@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: SEEDED_PASSWORD },
      { email: 'partner-borrower@example.com' },
    ]) {
      const response = await sandbox.call(LOGIN, { body });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it("the next page load is in the account's organisation; an explicit ?org= still wins", async () => {
    const cookie = cookiePair(
      (await signIn('partner-borrower@example.com')).headers.get('set-cookie'),
    );
    expect((await page('/contact', cookie)).html).toContain('Larkspur Harbor');

    const explicit = await page('/contact?org=main', cookie);
    expect(explicit.html).toContain('Lanternfield');
    expect(cookiePair(explicit.response.headers.get('set-cookie'))).toBe('sandbox_org=main');
  });
});

describe('the sign-in page lists every seeded account', () => {
  it.each(['main', 'partner'])('in the %s organisation', async (org) => {
    const { html } = await page(`/auth/login?org=${org}`);
    const table = /<table>.*<\/table>/s.exec(html)?.[0] ?? '';
    expect(table).toContain('<caption id="sandbox-accounts-caption"');
    const rows = [...table.matchAll(/<tr><th scope="row">([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(rows).toEqual(SEEDED_ACCOUNTS.map((a) => a.email));
    for (const account of SEEDED_ACCOUNTS) expect(table).toContain(`(${account.org})`);
    expect(table).toContain('Larkspur Harbor Credit Union');
    // The shared password is shown once.
    expect(html.split(SEEDED_PASSWORD)).toHaveLength(2);
  });
});
