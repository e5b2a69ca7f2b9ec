import type { Page } from 'playwright-core';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import {
  BASE,
  currentPanelStep,
  expectAxeClean,
  expectNoSidewaysScroll,
  heading,
  useBrowser,
  VIEWPORTS,
} from './support/browser';
import {
  expectLayoutShiftsWithinGoal,
  layoutShiftsOnceQuiet,
  recordLayoutShifts,
} from './support/layoutShifts';
import { control } from './support/sandbox';

/**
 * The referring loan officer's card (docs/supporting-areas.md) for
 * a borrower of the main organisation and of a partner, each signed in as a seeded account whose
 * application names a referrer. At 375 px a bar at the top opens the card as a dialog (Tab stays
 * in it, Escape closes it, focus goes back to the button); at 1280 px the card is an aside in the
 * side panel column; at either width the page does not move when the card arrives late. The
 * originator's branding replaces the lender's in the top bar only when the originator has its own.
 */
const browser = useBrowser();

interface Case {
  org: string;
  email: string;
  landing: string;
  heading: string;
  name: string;
  company: string | null;
  email_: string;
  phone: string;
  tel: string;
  nmls: string;
  avatar: 'image' | 'initials';
  /** What the top bar's brand is: the originator's name and link, or the partner's logo. */
  brand: { text: string; href: string } | { logoAlt: string };
  /** The step is a valuation still to come: what the progress panel and property card say. */
  valuationToCome?: true;
}

const CASES: Case[] = [
  {
    org: 'main',
    email: 'texas@example.com',
    landing: `${BASE}/${SEEDED_IDS.texasApp}/bpo/condition`,
    heading: 'A property valuation is required',
    name: 'Priya Raman',
    company: 'Summit Gate Mortgage Brokers',
    email_: 'broker@example.com',
    phone: '(949) 555-0176',
    tel: 'tel:+19495550176',
    nmls: '1850734',
    avatar: 'image',
    brand: { text: 'Summit Gate Mortgage Brokers', href: 'https://www.summitgate.example' },
    valuationToCome: true,
  },
  {
    org: 'partner',
    email: 'partner-borrower@example.com',
    landing: `${BASE}/${SEEDED_IDS.partnerApp}/identity`,
    heading: 'Verify your identity',
    name: 'Elena Vasquez',
    company: null,
    email_: 'elena.vasquez@example.com',
    phone: '(503) 555-0147',
    tel: 'tel:+15035550147',
    nmls: '2093318',
    avatar: 'initials',
    brand: { logoAlt: 'Larkspur Harbor Credit Union' },
  },
];

async function signIn(viewport: keyof typeof VIEWPORTS, c: Case) {
  const opened = await browser.signedInAs(c.email, { viewport });
  await opened.page.waitForURL(c.landing, { timeout: 15000 });
  expect(await heading(opened.page)).toBe(c.heading);
  return opened;
}

/** The card's content inside `scope` (the aside or the dialog). */
async function expectCard(scope: ReturnType<Page['locator']>, c: Case) {
  const text = await scope.innerText();
  expect(text).toContain(c.name);
  if (c.company) expect(text).toContain(c.company);
  expect(text).toContain(c.email_);
  expect(text).toContain(c.phone);
  expect(text).toMatch(new RegExp(`NMLS\\s+${c.nmls}`));
  expect(await scope.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(c.tel);
  expect(await scope.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
    `mailto:${c.email_}`,
  );
  if (c.avatar === 'image') {
    const avatar = scope.getByRole('img', { name: c.name });
    // Loaded (on a busy machine the picture may still be on its way when the card shows).
    await avatar
      .evaluate(
        (img: HTMLImageElement) =>
          img.complete ||
          new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
      )
      .catch(() => undefined);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  } else {
    expect(await scope.locator('.loan-officer-card__initials').innerText()).toBe(
      c.name
        .split(' ')
        .map((word) => word[0])
        .join(''),
    );
  }
}

async function expectBrand(page: Page, c: Case) {
  const brand = page.locator('.top-bar__brand');
  if ('logoAlt' in c.brand) {
    const logo = brand.locator('img');
    await logo.waitFor();
    expect(await logo.getAttribute('alt')).toBe(c.brand.logoAlt);
    expect(await brand.getAttribute('href')).toBe('/dashboard');
  } else {
    await page.getByRole('link', { name: new RegExp(c.brand.text) }).waitFor();
    expect(await brand.getAttribute('href')).toBe(c.brand.href);
    expect(await brand.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await brand.getAttribute('target')).toBe('_blank');
    // Named for what it is and where it goes (the note is for screen readers only).
    expect((await brand.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      `${c.brand.text} (opens in a new tab)`,
    );
  }
}

/**
 * The page loaded again with the lead portal answering slowly: it does not move when the card
 * arrives (the goal of layoutStability.test.ts). In the tab a width's test has signed in.
 */
async function expectStillAsTheCardArrives(page: Page, c: Case, viewport: keyof typeof VIEWPORTS) {
  await recordLayoutShifts(page.context());
  await page.route(/\/service-lead-portal\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(c.landing);
  expect(await heading(page)).toBe(c.heading);
  await (
    viewport === 'phone'
      ? page.getByRole('button', { name: 'Your loan officer' })
      : page.getByRole('complementary', { name: 'Your loan officer' })
  ).waitFor();
  expectLayoutShiftsWithinGoal(await layoutShiftsOnceQuiet(page));
}

describe.each(CASES)('for the $org organisation ($email)', (c) => {
  test('at 375 px a bar at the top opens the card as a dialog; the page does not move when it arrives', async () => {
    const { context, page, errors } = await signIn('phone', c);
    const button = page.getByRole('button', { name: 'Your loan officer' });
    await button.waitFor();
    // The bar is at the top of the page, above the step's heading.
    const barTop = (await button.boundingBox())!.y;
    const headingTop = (await page.locator('h1').first().boundingBox())!.y;
    expect(barTop).toBeLessThan(headingTop);
    expect(await page.getByRole('complementary', { name: 'Your loan officer' }).count()).toBe(0);
    await expectBrand(page, c);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, `loan-officer-${c.org}-phone-bar`);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Your loan officer' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expectCard(dialog, c);
    await expectAxeClean(page, `loan-officer-${c.org}-phone-dialog`);

    // Tab goes round the dialog's controls and never leaves it.
    const inDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? null)).toBe(
      'Your loan officer',
    );
    await expectStillAsTheCardArrives(page, c, 'phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('at 1280 px the card is an aside in the side panel column; the page does not move when it arrives', async () => {
    const { context, page, errors } = await signIn('desktop', c);
    const aside = page.getByRole('complementary', { name: 'Your loan officer' });
    await aside.waitFor();
    expect(await aside.evaluate((node) => node.tagName)).toBe('ASIDE');
    expect(await aside.evaluate((node) => Boolean(node.closest('.page-with-panel__panel')))).toBe(
      true,
    );
    await expectCard(aside, c);
    expect(await page.getByRole('button', { name: 'Your loan officer' }).count()).toBe(0);
    if (c.valuationToCome) {
      // The valuation belongs to Verify Identity, and the property card waits for its figures
      // (docs/shell.md#the-progress-side-panel).
      expect(await currentPanelStep(page)).toContain('Verify Identity');
      const card = page.getByRole('region', { name: 'Property details' });
      const terms = await card.locator('dt').allInnerTexts();
      const values = await card.locator('dd').allInnerTexts();
      expect(
        Object.fromEntries(terms.map((term, i) => [term.trim(), (values[i] ?? '').trim()])),
      ).toMatchObject({
        'Property value': 'Pending valuation',
        'Property condition': 'Pending valuation',
      });
    }
    await expectBrand(page, c);
    await aside.scrollIntoViewIfNeeded();
    await expectAxeClean(page, `loan-officer-${c.org}-desktop-aside`);
    await expectStillAsTheCardArrives(page, c, 'desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});

test("a broker-only originator's card is labelled 'Your broker' (wholesale, 1280 px)", async () => {
  const { context, page, errors } = await browser.signedInAs('wholesale-borrower@example.com', {
    viewport: 'desktop',
  });
  await page.waitForURL((url) => url.pathname.includes(SEEDED_IDS.wholesaleApp), {
    timeout: 15000,
  });
  await heading(page);
  const aside = page.getByRole('complementary', { name: 'Your broker' });
  await aside.waitFor();
  const text = await aside.innerText();
  expect(text).toContain('Coastal Key Mortgage Brokers');
  expect(text).toContain('(720) 555-0112');
  expect(await page.getByRole('complementary', { name: 'Your loan officer' }).count()).toBe(0);
  await aside.scrollIntoViewIfNeeded();
  await expectAxeClean(page, 'loan-officer-wholesale-desktop-broker');
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * docs/routing.md#a-referred-application: the broker who referred an application sees whose it
 * is, what the borrower still has to do in place of what only the borrower may do, and no card
 * offering themselves as the loan officer.
 */
describe('a broker on the application they referred', () => {
  async function expectReferredStep(page: Page, borrower: string, stillHasTo: string) {
    expect(await heading(page)).toBe(`${borrower} still has to ${stillHasTo}.`);
    const bar = page.getByRole('region', { name: `${borrower}'s application · you referred it` });
    await bar.waitFor();
    // At the top: above the step's heading.
    expect((await bar.boundingBox())!.y).toBeLessThan(
      (await page.locator('h1').first().boundingBox())!.y,
    );
    // The progress panel is there, and no card offers the broker as their own loan officer.
    await page.getByRole('complementary', { name: 'Application progress' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Your loan officer' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Your loan officer' }).count()).toBe(0);
    expect(await page.locator('.loan-officer-place').count()).toBe(0);
  }

  test('the seeded broker on the valuation, at 375 and 1280 px', async () => {
    const { context, page, errors } = await browser.signedInAs('broker@example.com', {
      viewport: 'phone',
    });
    await page.waitForURL(`${BASE}/${SEEDED_IDS.texasApp}/bpo/condition`, { timeout: 15000 });
    await expectReferredStep(page, 'James Okafor', 'order the valuation');
    expect(await page.getByRole('button', { name: 'Order valuation' }).count()).toBe(0);
    expect(await page.getByText(/agree to pay this fee|Your home is in Texas/).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, 'referred-broker-bpo-phone');

    await page.setViewportSize(VIEWPORTS.desktop);
    await expectReferredStep(page, 'James Okafor', 'order the valuation');
    await expectAxeClean(page, 'referred-broker-bpo-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a broker the control API makes, on the borrower's identity step", async () => {
    const { applicant, app, context, page, errors } = await browser.signedInPage(
      { role: 'broker', state: 'IDENTITY_VERIFICATION' },
      { viewport: 'desktop' },
    );
    const { application } = await control<{
      application: { name: { firstName: string; lastName: string } };
    }>('GET', `/__sandbox/applications/${applicant.applicationUuid}`);
    const borrower = `${application.name.firstName} ${application.name.lastName}`;
    await page.goto(app);
    await page.waitForURL(`${app}/identity`, { timeout: 15000 });
    await expectReferredStep(page, borrower, 'verify their identity');
    expect(await page.getByRole('button', { name: 'Upload' }).count()).toBe(0);
    expect(await page.getByLabel(/ID type/).count()).toBe(0);
    await expectAxeClean(page, 'referred-broker-identity-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
