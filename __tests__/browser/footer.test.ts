import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  axeViolations,
  BASE,
  heading,
  SANDBOX_URL,
  screenshot,
  useBrowser,
  VIEWPORTS,
  watchPageErrors,
} from './support/browser';
import { control, createApplicant } from './support/sandbox';

/**
 * The footer of every app page (docs/supporting-areas.md) for the main
 * and a partner organisation, at a phone width and a desktop width: its contents, the privacy
 * options dialog by keyboard only, screenshots in test-results/screenshots, axe clean.
 */
const browser = useBrowser();

const ALL_STATES =
  'AK, AL, AR, AZ, CA, CO, CT, DE, FL, GA, HI, IA, ID, IL, IN, KS, KY, LA, MA, MD, ME, MI, MN, ' +
  'MO, MS, MT, NC, ND, NE, NH, NJ, NM, NV, NY, OH, OK, OR, PA, RI, SC, SD, TN, TX, UT, VA, VT, ' +
  'WA, WI, WV, WY';

const EXPECTED = {
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

type Org = keyof typeof EXPECTED;

/** A signed-in applicant of `org` on their step (the organisation chosen by ?org=, as it sticks). */
async function openStep(org: Org, viewport: keyof typeof VIEWPORTS) {
  const applicant = await createApplicant({ org, state: 'IDENTITY_VERIFICATION' });
  const context: BrowserContext = await browser.newContext({
    jwt: applicant.jwt,
    viewport: VIEWPORTS[viewport],
  });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${BASE}/register?org=${org}`);
  await heading(page);
  await page.goto(`${BASE}/${applicant.applicationUuid}`);
  expect(await heading(page)).toBe('Verify your identity');
  const footer = page.getByRole('contentinfo');
  await footer.getByText(/^Phone hours: /).waitFor();
  await footer.getByText(/^Licensed in /).waitFor();
  return { context, page, errors, footer };
}

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

describe.each(['main', 'partner'] as const)('the %s organisation', (org) => {
  describe.each(['phone', 'desktop'] as const)('at a %s width', (viewport) => {
    test("the footer's contents, and the privacy options by keyboard only", async () => {
      const { context, page, errors, footer } = await openStep(org, viewport);
      const expected = EXPECTED[org];

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
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS[viewport].width,
      );
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
        expect(await dialog.getByRole('checkbox', { name: 'Allow analytics' }).isChecked()).toBe(
          false,
        );
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
      }

      expect(errors).toEqual([]);
      await context.close();
    });
  });
});

test('the footer is on registration pages too, signed out', async () => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await page.goto(`${BASE}/register?org=main`);
  await heading(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of use' }).waitFor();
  await footer.getByText(/^Phone hours: Mon-Fri from /).waitFor();
  await footer.getByRole('button', { name: 'Your privacy options' }).waitFor();
  await context.close();
});

test('the IL Community Reinvestment Notice link leads to a real page', async () => {
  const { context, page, footer } = await openStep('main', 'desktop');
  await footer.getByRole('link', { name: 'IL Community Reinvestment Notice' }).click();
  await page.waitForURL(`${SANDBOX_URL}/il-community-reinvestment-notice`);
  expect(await heading(page)).toBe('Illinois Community Reinvestment Notice');
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('the main lender under 50 states says "with more states to come"', async () => {
  // As the lender's data may hold them: sorted case-insensitively, shown as given.
  await control('PUT', '/__sandbox/orgs/main', { stateLicenses: ['TX', { abbrev: 'ca' }, 'AZ'] });
  try {
    const { context, footer } = await openStep('main', 'desktop');
    expect((await footer.getByText(/^Licensed in /).innerText()).trim()).toBe(
      'Licensed in AZ, ca, TX, with more states to come.',
    );
    await context.close();
  } finally {
    await control('DELETE', '/__sandbox/orgs/main');
  }
});

/** Strings the code of moment-timezone and of moment always carries, minified or not. */
const MOMENT_CODE = /Moment Timezone|Deprecation warning: /;

/**
 * The scripts a page fetches: the addresses of those holding moment's code, and how many. A
 * script still arriving when the test closes the page cannot be read; it is noted, not left as a
 * failed read nobody waits for, and asking while the page is open fails on any script unread.
 */
function scriptsOf(page: Page) {
  const scripts: Promise<{ url: string; moment: boolean; read: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    scripts.push(
      response.text().then(
        (code) => ({ url, moment: MOMENT_CODE.test(code), read: true }),
        () => ({ url, moment: false, read: false }),
      ),
    );
  });
  return async () => {
    const fetched = await Promise.all(scripts);
    expect(fetched.filter((s) => !s.read).map((s) => s.url)).toEqual([]);
    return { count: fetched.length, withMoment: fetched.filter((s) => s.moment).map((s) => s.url) };
  };
}

test("moment-timezone loads with the notary schedule only: not with a step's footer or appointment", async () => {
  // A Colorado home with a manual notary reserved: the routing's step is notary/reserve-manual.
  const borrower = await createApplicant({
    state: 'MANUAL_DEED_SIGNING',
    application: {
      requestedManualNotaryTime: '2026-12-01T10:00:00-07:00',
      property: {
        state: 'CO',
        address: { street1: '1 Elm St', city: 'Denver', state: 'CO', zip: '80205' },
      },
    },
  });
  const context = await browser.newContext({ jwt: borrower.jwt });
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  await page.goto(`${BASE}/${borrower.applicationUuid}`);
  await page.waitForURL(/\/notary\/reserve-manual$/);
  // The hours line (it used to wait for moment-timezone) and the appointment, in Mountain Time.
  await page.getByRole('contentinfo').getByText(EXPECTED.main.hours).waitFor();
  await page.getByText('Tuesday, December 1, 2026 at 10:00 AM MST').waitFor();
  await page.waitForLoadState('networkidle');
  const fetched = await scripts();
  expect(fetched.count).toBeGreaterThan(2);
  expect(fetched.withMoment).toEqual([]);

  // Choosing another time: the schedule's times in Mountain Time, moment-timezone loaded for them.
  await page.getByRole('link', { name: 'Choose another time' }).click();
  await page.getByRole('group', { name: 'Choose a date' }).getByRole('radio').first().check();
  await page.getByText(/Times are in Mountain Time/).waitFor();
  const times = await page
    .getByRole('group', { name: /^Choose a time on / })
    .locator('label')
    .allInnerTexts();
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time.trim()).toMatch(/^\d{1,2}:00 [AP]M M[SD]T$/);
  expect((await scripts()).withMoment).toHaveLength(1);
  await context.close();
});
