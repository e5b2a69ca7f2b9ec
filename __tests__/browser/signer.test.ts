import type { Page } from 'playwright-core';
import {
  BASE,
  currentPanelStep,
  looksAtEachWidth,
  useBrowser,
  waitForHeading,
} from './support/browser';
import { control } from './support/sandbox';
import { chooseDriversLicence, signEachDocument } from './support/steps';

/**
 * The additional signer's flow (docs/journey.md, "The additional signer"), in the production
 * build against the sandbox lender: a borrower who has signed invites a signer on
 * signing/additional; the signer signs in on their own page with the password the invitation
 * gave (read from the control API, the sandbox's stand-in for the e-mail), then goes intro,
 * identity, sign, the eNotary session and the finished page; the borrower's page then moves on
 * to notary/intro. Every signer screen is looked at on a phone and a desktop, with axe.
 */
const browser = useBrowser();

const { look, found } = looksAtEachWidth('signer');

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

interface Stored {
  state: string;
  application: { coDeedStatus: string };
  signers: { email: string; password: string | null; done: boolean }[];
}

test('an invited signer signs in, verifies, signs and meets the eNotary; the borrower moves on', async () => {
  const borrower = await browser.signedInPage({ state: 'CO_DEED_REQUIRED' });
  const uuid = borrower.applicant.applicationUuid;
  const borrowerPage = borrower.page;
  await borrowerPage.goto(`${borrower.app}/signing/additional`);
  await borrowerPage.getByLabel(/^First name/i).waitFor({ timeout: 20000 });
  const email = `signer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await borrowerPage.getByLabel(/^First name/i).fill('Jordan');
  await borrowerPage.getByLabel(/^Last name/i).fill('Ellis');
  await borrowerPage.getByLabel(/^Email address/i).fill(email);
  await button(borrowerPage, /^Send invitation$/i).click();
  await borrowerPage.getByRole('heading', { name: 'Invitation sent' }).waitFor({ timeout: 20000 });

  // The invitation e-mail's stand-in: the generated password, only from the control API.
  const invited = await control<Stored>('GET', `/__sandbox/applications/${uuid}`);
  const signer = invited.signers.find((s) => s.email === email);
  expect(signer).toEqual({ email, password: expect.any(String), done: false });

  // The signer, in a browser of their own.
  const { context, page, errors } = await browser.newPage({ viewport: 'desktop' });
  await page.goto(`${BASE}/heloc-signer/login`);
  await waitForHeading(page, 'Additional signer sign in');
  await look(page, 'login');
  await page.getByLabel(/^Email address/i).fill(email);
  await page.getByLabel(/^Password/i).fill(signer!.password!);
  await button(page, /^Sign in$/i).click();

  await page.waitForURL(`${BASE}/heloc-signer/intro`, { timeout: 20000 });
  await waitForHeading(page, 'You have been added as a signer');
  await page.getByText(/has added you as an additional signer/).waitFor();
  expect(await currentPanelStep(page)).toContain('Identity verification');
  // Before any document, the consent to electronic documents (docs/journey.md#the-e-sign-consent).
  await page
    .getByRole('region', { name: 'Consent to receive documents and sign electronically' })
    .waitFor();
  await look(page, 'intro');
  await page.getByLabel(/I agree to receive documents and sign electronically/i).check();
  await button(page, /^Continue$/i).click();

  await page.waitForURL(`${BASE}/heloc-signer/identity`);
  await page.getByRole('group', { name: /ID type/i }).waitFor({ timeout: 20000 });
  await chooseDriversLicence(page);
  await look(page, 'identity');
  await button(page, /^Upload$/i).click();

  await page.waitForURL(`${BASE}/heloc-signer/sign`, { timeout: 20000 });
  await page.getByLabel(/^Full name/i).waitFor({ timeout: 20000 });
  expect(await currentPanelStep(page)).toContain('Talk to eNotary');
  const { documents, signButtons } = await signEachDocument(page);
  expect(documents).toBeGreaterThan(0);
  expect(signButtons).toHaveLength(documents);
  await page.getByLabel(/^Full name/i).fill('Jordan Ellis');
  await look(page, 'sign');
  await button(page, /^Sign documents$/i).click();

  // The eNotary session is the second step of the sign page.
  await waitForHeading(page, 'Your eNotary session');
  expect(page.url()).toBe(`${BASE}/heloc-signer/sign`);
  await look(page, 'notary-session');
  await button(page, /^Join session$/i).click();
  await button(page, /^Finish session$/i).waitFor();
  await look(page, 'notary-in-session');
  await button(page, /^Finish session$/i).click();

  await page.waitForURL(`${BASE}/heloc-signer/documents`, { timeout: 20000 });
  await waitForHeading(page, 'Your documents');
  await page.getByRole('heading', { name: 'What you signed' }).waitFor({ timeout: 20000 });
  await look(page, 'documents');

  // The lender recorded the signer's part; the borrower is at the notary now.
  const finished = await control<Stored>('GET', `/__sandbox/applications/${uuid}`);
  expect(finished.signers).toEqual([{ email, password: signer!.password, done: true }]);
  expect(finished.application.coDeedStatus).toBe('COMPLETE');
  expect(finished.state).toBe('NOTARY_DISCLOSURE');

  // The borrower's waiting page checks again and moves on. Its own check every 30 s may have
  // moved it already when the signer's part took long (a loaded machine): then there is no button
  // left to press, and the page must be at the notary.
  const notary = `${BASE}/${uuid}/notary/intro`;
  await button(borrowerPage, /^Check again$/i)
    .click({ timeout: 10000 })
    .catch((error: unknown) => {
      if (borrowerPage.url() !== notary) throw error;
    });
  await borrowerPage.waitForURL(notary, { timeout: 20000 });
  await borrowerPage.getByRole('heading', { level: 1 }).waitFor();

  // The two pages off the walk: the error page, and the cancelled page once the borrower cancels.
  await page.goto(`${BASE}/heloc-signer/error`);
  await waitForHeading(page, 'We could not continue your signing');
  await look(page, 'error');
  await control('PATCH', `/__sandbox/applications/${uuid}`, { state: 'CANCELLED' });
  await page.goto(`${BASE}/heloc-signer/resume`);
  await page.waitForURL(`${BASE}/heloc-signer/cancelled`, { timeout: 20000 });
  await page.getByText(/has canceled the application/).waitFor({ timeout: 20000 });
  await look(page, 'cancelled');

  expect(found).toEqual({});
  expect(errors).toEqual([]);
  expect(borrower.errors).toEqual([]);
  await context.close();
  await borrower.context.close();
}, 180000);
