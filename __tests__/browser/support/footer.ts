import type { Locator, Page } from 'playwright-core';
import {
  axeViolations,
  expectNoSidewaysScroll,
  heading,
  screenshot,
  type VIEWPORTS,
} from './browser';

const ALL_STATES =
  'AK, AL, AR, AZ, CA, CO, CT, DE, FL, GA, HI, IA, ID, IL, IN, KS, KY, LA, MA, MD, ME, MI, MN, ' +
  'MO, MS, MT, NC, ND, NE, NH, NJ, NM, NV, NY, OH, OK, OR, PA, RI, SC, SD, TN, TX, UT, VA, VT, ' +
  'WA, WI, WV, WY';

/**
 * The footer of every app page (docs/supporting-areas.md) as the main and a partner organisation
 * show it: what each one's footer holds.
 */
export const FOOTER_EXPECTED = {
  main: {
    links: [
      ['Terms of use', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Licenses', '/licenses'],
      ['IL Community Reinvestment Notice', '/il-community-reinvestment-notice'],
    ],
    licences: `Licensed in ${ALL_STATES}.`,
    hours: 'Phone hours: Mon-Fri from 6am-6pm PT, Sat from 8am-4:30pm PT, Sun closed',
    disclosure: /loan amounts|\$15,000 to \$400,000/,
    nmls: 'Lanternfield Home Credit, LLC, NMLS ID 2093417',
    images: ['Equal Housing Lender'],
    regulatorReview: true,
  },
  partner: {
    links: [
      ['Terms of use', '/terms'],
      ['Privacy Policy', 'https://www.larkspurharbor.example/privacy'],
      ['Licenses', '/licenses'],
      ['Membership eligibility', 'https://www.larkspurharbor.example/membership'],
      ['Rates and fees', 'https://www.larkspurharbor.example/rates'],
      ['Accessibility', 'https://www.larkspurharbor.example/accessibility'],
    ],
    licences: 'Licensed in AZ, CA, CO, HI, ID, MT, NM, NV, OR, UT, WA, WY.',
    hours: 'Phone hours: Mon-Fri from 8am-5pm PT, Sat-Sun closed',
    disclosure: /^Larkspur Harbor home equity lines of credit range from \$25,000/,
    nmls: 'Larkspur Harbor Federal Credit Union, NMLS ID 418226',
    images: ['Equal Opportunity Lender', 'Federally insured by NCUA'],
    regulatorReview: false,
  },
} as const;

export type FooterOrg = keyof typeof FOOTER_EXPECTED;

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return '';
    const label = active.id ? document.querySelector(`label[for="${active.id}"]`) : null;
    return (active.getAttribute('aria-label') ?? label?.textContent ?? active.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ');
  });

const insideDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

async function linksOf(footer: Locator) {
  const nav = footer.getByRole('navigation', { name: 'Legal' });
  return nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
    );
}

/**
 * The footer of the step open in `page`, for `org` at the `viewport` width: its contents, targets
 * of at least 24 px, axe clean with it in view, and the privacy options dialog by keyboard only;
 * at one organisation and width, the choices kept across a reload. shell.test.ts runs it on the
 * step it opens for each organisation and width (docs/testing.md: a browser test's widths and
 * organisations).
 */
export async function expectFooterOnStep(
  page: Page,
  org: FooterOrg,
  viewport: keyof typeof VIEWPORTS,
) {
  const footer = page.getByRole('contentinfo');
  await footer.getByText(/^Phone hours: /).waitFor();
  await footer.getByText(/^Licensed in /).waitFor();
  const expected = FOOTER_EXPECTED[org];

  // One footer, below the page, with its documented contents.
  expect(await page.getByRole('contentinfo').count()).toBe(1);
  expect(await linksOf(footer)).toEqual(expected.links);
  for (const [name, href] of expected.links) {
    if (!href.startsWith('http')) continue;
    const link = footer.getByRole('link', { name, exact: true });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  }
  expect((await footer.getByText(/^Licensed in /).innerText()).trim()).toBe(expected.licences);
  expect((await footer.getByText(/^Phone hours: /).innerText()).trim()).toBe(expected.hours);
  expect(await footer.getByText(expected.disclosure).count()).toBe(1);
  expect(await footer.getByText(/, NMLS ID /).innerText()).toContain(expected.nmls);
  for (const image of expected.images) {
    await footer.getByRole('img', { name: image }).waitFor();
  }
  expect(await footer.getByText(/examined by state and federal regulators/).count()).toBe(
    expected.regulatorReview ? 1 : 0,
  );
  if (expected.regulatorReview) {
    // "NMLS Consumer Access" is a link, to the organisation's companyNmlsURL (as the NMLS ID).
    const consumerAccess = footer.getByRole('link', { name: 'NMLS Consumer Access' });
    const nmlsId = footer.getByText(/, NMLS ID /).getByRole('link');
    expect(await consumerAccess.getAttribute('href')).toBe('/licenses#nmls');
    expect(await consumerAccess.getAttribute('href')).toBe(await nmlsId.getAttribute('href'));
  }
  await footer.getByRole('button', { name: 'Share your thoughts with our CEO' }).waitFor();
  // With the footer in, the page still fits the window.
  await expectNoSidewaysScroll(page);
  // Targets of at least 24 px.
  for (const control of [
    ...(await footer.getByRole('link').all()),
    ...(await footer.getByRole('button').all()),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  await footer.scrollIntoViewIfNeeded();
  await screenshot(page, `footer-${org}-${viewport}`);
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard only: from the last link, Tab reaches "Your privacy options"; Enter opens it.
  const lastLink = expected.links[expected.links.length - 1]![0];
  await footer.getByRole('link', { name: lastLink, exact: true }).focus();
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Your privacy options');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Your privacy options' });
  await dialog.waitFor();
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  const stops: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await insideDialog(page)).toBe(true);
    stops.push(await focusedName(page));
  }
  expect(stops).toEqual([
    'Close',
    'Allow analytics',
    'Allow sharing my personal information for targeted advertising',
    'Save choices',
    'Close',
  ]);
  await screenshot(page, `footer-${org}-${viewport}-privacy-options`);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await focusedName(page)).toBe('Your privacy options');
  expect(await page.evaluate(() => localStorage.getItem('heloc_privacy_choices'))).toBeNull();

  // The choices, by keyboard, kept for the browser across a reload: the same for every
  // organisation and width, so proven at one (docs/testing.md: a browser test's widths and
  // organisations).
  if (org === 'main' && viewport === 'desktop') {
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab'); // Close
    await page.keyboard.press('Tab'); // analytics
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // advertising
    await page.keyboard.press('Tab'); // Save
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Your privacy options');
    expect(
      JSON.parse(
        (await page.evaluate(() => localStorage.getItem('heloc_privacy_choices'))) ?? 'null',
      ),
    ).toEqual({ analytics: false, advertising: false });
    await page.reload();
    await heading(page);
    await footer.getByRole('button', { name: 'Your privacy options' }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Allow analytics' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
