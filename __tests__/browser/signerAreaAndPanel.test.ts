import type { Page } from 'playwright-core';
import { SEEDED_IDS, SEEDED_PASSWORD } from '../../src/sandbox/seed';
import {
  BASE,
  currentPanelStep,
  expectAxeClean,
  heading,
  screenshot,
  signInOnLoginPage,
  useBrowser,
  type VIEWPORTS,
} from './support/browser';

/**
 * An additional signer lands in the signer area however they arrive; the originator's borrower
 * reaches their application in an organisation that requires a referrer, its progress panel
 * marking the bank step as Verify Identity (the panel and the property card on the valuation are
 * loanOfficer.test.ts's, on the same page). Each behaviour is proven once, at
 * a desktop width; at a phone width, each page it reaches is looked at again (axe and a
 * screenshot), since only the layout changes with the width.
 */
const browser = useBrowser();

const SIGNER_INTRO = `${BASE}/heloc-signer/intro`;
const SIGNER_INTRO_HEADING = 'You have been added as a signer';

/** The signer's own panel, and nothing of the borrower's flow. */
async function expectSignerArea(page: Page) {
  await page.waitForURL(SIGNER_INTRO, { timeout: 15000 });
  await page.getByRole('heading', { level: 1, name: SIGNER_INTRO_HEADING }).waitFor();
  const steps = page.getByRole('list', { name: /steps/i });
  expect((await steps.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual([
    expect.stringContaining('Identity verification'),
    expect.stringContaining('Talk to eNotary'),
  ]);
  // The page lists what the signer will do step by step, the panel's steps (one count, one order).
  const tasks = page
    .getByRole('heading', { name: 'What you will do' })
    .locator('xpath=following-sibling::ol[1]/li');
  expect((await tasks.allInnerTexts()).map((t) => t.split(':')[0]!.trim())).toEqual([
    'Identity verification',
    'Talk to eNotary',
  ]);
  // The signing starts with the identity: that is the current step, not the notary.
  expect(await currentPanelStep(page)).toContain('Identity verification');
  expect(await page.getByText('Select Offer').count()).toBe(0);
  expect(await page.getByRole('region', { name: 'Your offer details' }).count()).toBe(0);
  expect(await page.getByRole('region', { name: 'Property details' }).count()).toBe(0);
}

/** On the signer login, a wrong password: refused with the documented message. */
async function refusedSignerSignIn(page: Page) {
  expect(await heading(page)).toBe('Additional signer sign in');
  await page.getByLabel('Email address').fill('signer@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('The e-mail or password is incorrect').first().waitFor();
}

/**
 * A visitor of the organisation that needs a referrer sees the not-accepting page (axe finds
 * nothing on it) and signs in from it as the originator's borrower, landing on their step.
 */
async function signInWhereAReferrerIsRequired(page: Page, viewport: keyof typeof VIEWPORTS) {
  await page.goto(`${BASE}/?org=lo-required`);
  expect(await heading(page)).toBe('We are not accepting applications here');
  await expectAxeClean(page, `lo-required-${viewport}-visitor`);
  await page.getByRole('link', { name: 'Sign in to continue your application' }).click();
  await signInOnLoginPage(page, 'lo-borrower@example.com');
  await page.waitForURL(`${BASE}/${SEEDED_IDS.loApp}/bank/disburse`, { timeout: 15000 });
  expect(await heading(page)).toBe('Choose where to receive your funds');
}

describe('at a desktop width', () => {
  const viewport = 'desktop';
  test('an additional signer lands in the signer area: /auth/login, the root, a deep URL', async () => {
    const { context, page, errors } = await browser.signedInAs('signer@example.com', { viewport });
    await expectSignerArea(page);
    await expectAxeClean(page, `signer-area-${viewport}-after-auth-login`);

    // The borrower's step, deep: the signer is taken to their own area.
    await page.goto(`${BASE}/${SEEDED_IDS.borrowerApp}/product/select`);
    await expectSignerArea(page);
    await page.goto(`${BASE}/${SEEDED_IDS.borrowerApp}/signing/sign`);
    await expectSignerArea(page);
    // The root.
    await page.goto(`${BASE}/`);
    await expectSignerArea(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the signer login signs an additional signer in to their area', async () => {
    const { context, page, errors } = await browser.newPage({ viewport });
    await page.goto(`${BASE}/heloc-signer/sign`);
    await page.waitForURL(`${BASE}/heloc-signer/login`);
    await refusedSignerSignIn(page);
    expect(await page.getByLabel('Email address').inputValue()).toBe('signer@example.com');
    await expectAxeClean(page, `signer-login-${viewport}-refused`);

    await page.getByLabel('Password').fill(SEEDED_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectSignerArea(page);
    await screenshot(page, `signer-area-${viewport}-after-signer-login`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the originator's borrower reaches their application where a referrer is required", async () => {
    const { context, page, errors } = await browser.newPage({ viewport });
    // A visitor sees the not-accepting page, with a way to sign in.
    await signInWhereAReferrerIsRequired(page, viewport);
    // Signed in, the root opens their application at its step.
    const app = `${BASE}/${SEEDED_IDS.loApp}`;
    await page.goto(`${BASE}/`);
    await page.waitForURL(`${app}/bank/disburse`, { timeout: 15000 });
    // The bank step belongs to Verify Identity: income is done, signing is to come.
    expect(await currentPanelStep(page)).toContain('Verify Identity');
    await expectAxeClean(page, `lo-required-${viewport}-borrower`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test('at a phone width, the same pages: the signer area, the refused signer login, the lender that needs a referrer', async () => {
  const viewport = 'phone';
  const signer = await browser.signedInAs('signer@example.com', { viewport });
  await expectSignerArea(signer.page);
  await expectAxeClean(signer.page, `signer-area-${viewport}-after-auth-login`);
  expect(signer.errors).toEqual([]);
  await signer.context.close();

  const { context, page, errors } = await browser.newPage({ viewport });
  await page.goto(`${BASE}/heloc-signer/login`);
  await refusedSignerSignIn(page);
  await expectAxeClean(page, `signer-login-${viewport}-refused`);

  await signInWhereAReferrerIsRequired(page, viewport);
  await expectAxeClean(page, `lo-required-${viewport}-borrower`);
  expect(errors).toEqual([]);
  await context.close();
});
