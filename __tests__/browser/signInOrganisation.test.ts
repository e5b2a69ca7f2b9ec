import { SEEDED_ACCOUNTS, SEEDED_IDS } from '../../src/sandbox/seed';
import {
  BASE,
  expectCleanAtEachWidth,
  heading,
  signInOnLoginPage,
  useBrowser,
} from './support/browser';
import { britishSpellingsOnPage } from './support/language';

/**
 * A partner's borrower who signs in on /auth/login without `?org=partner` lands
 * on their application in the partner's brand, as on the partner's own domain. The sign-in page
 * lists every seeded account; each page looked at at a phone and a desktop width.
 */
const browser = useBrowser();

const PARTNER_NAME = 'Larkspur Harbor Credit Union';

test("a partner's borrower signs in without ?org= and lands in the partner's brand, looked at at a phone and a desktop width", async () => {
  // A fresh context: no cookie, so the first page load is in the main organisation. Signing in is
  // the same at every width, so it is done once; each page is looked at at both
  // (docs/testing.md: a browser test's widths and organisations).
  const { context, page, errors } = await browser.newPage({ viewport: 'phone' });

  await page.goto(`${BASE}/`);
  await page.waitForURL((url) => url.pathname === '/auth/login');
  expect(await heading(page)).toBe('Sign in');

  // Every seeded account, in a labelled table that scrolls on its own, not the page.
  const region = page.getByRole('region', { name: 'Seeded accounts' });
  await region.waitFor();
  expect(await region.getAttribute('tabindex')).toBe('0');
  const table = region.getByRole('table', { name: 'Seeded accounts' });
  const emails = await table.locator('tbody th[scope="row"]').allInnerTexts();
  expect(emails.map((text) => text.trim())).toEqual(SEEDED_ACCOUNTS.map((a) => a.email));
  expect(await table.locator('thead th[scope="col"]').allInnerTexts()).toEqual([
    'E-mail',
    'Organization',
    'Where they stand',
  ]);
  expect(await britishSpellingsOnPage(page)).toEqual([]);
  await expectCleanAtEachWidth(page, 'sign-in-organisation-login');

  await signInOnLoginPage(page, 'partner-borrower@example.com');

  // Back at the root, which opens the seeded application at identity verification.
  const app = `${BASE}/${SEEDED_IDS.partnerApp}`;
  await page.waitForURL(`${app}/identity`);
  expect(await heading(page)).toBe('Verify your identity');
  const logo = page.locator('.top-bar__brand img');
  await logo.waitFor();
  expect(await logo.getAttribute('alt')).toBe(PARTNER_NAME);
  expect(await logo.getAttribute('src')).toBe('/sandbox-assets/logo-partner.svg');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'sandbox_org')?.value).toBe('partner');
  await expectCleanAtEachWidth(page, 'sign-in-organisation-partner-app');
  expect(errors).toEqual([]);
  await context.close();
});
