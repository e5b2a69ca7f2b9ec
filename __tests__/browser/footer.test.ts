import type { BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  BASE,
  heading,
  SANDBOX_URL,
  useBrowser,
  VIEWPORTS,
  watchPageErrors,
} from './support/browser';
import { FOOTER_EXPECTED, type FooterOrg } from './support/footer';
import { control, createApplicant } from './support/sandbox';

/**
 * The footer of every app page (docs/supporting-areas.md) beyond a step's: on the registration,
 * the Illinois notice it links to, the licences line of a lender under 50 states, and the scripts
 * it loads. Its contents and privacy options on a step, for the main and a partner organisation at
 * both widths, are checked on shell.test.ts's step (support/footer.ts).
 */
const browser = useBrowser();

/** A signed-in applicant of `org` on their step (the organisation chosen by ?org=, as it sticks). */
async function openStep(org: FooterOrg, viewport: keyof typeof VIEWPORTS) {
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
  await page.getByRole('contentinfo').getByText(FOOTER_EXPECTED.main.hours).waitFor();
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
