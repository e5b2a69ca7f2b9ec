import type { Page } from 'playwright-core';
import {
  BASE,
  expectAxeClean,
  looksAtEachWidth,
  screenshot,
  useBrowser,
  waitForHeading,
} from './support/browser';
import { pdfFile } from './support/files';
import {
  exportActionLog,
  expectLogReplays,
  expectLogReplaysHere,
  expectNoneOf,
} from './support/replay';
import {
  clearFaults,
  control,
  createApplicant,
  injectFault,
  requestsFromNow,
} from './support/sandbox';
import {
  choose,
  chooseDriversLicence,
  expectErrorSummaryFocused,
  readAndAcceptDocuments,
  signEachDocument,
} from './support/steps';

/**
 * The borrower's journey by hand (docs/journey.md): a visitor opens /register, answers each
 * question, gets an offer, submits the application, gives their income, bank account and ID,
 * signs, meets the notary and reaches the funding timeline, in the production build
 * against the sandbox lender, with no control API. Every screen is looked at on a phone and a
 * desktop (screenshots) and checked by axe at both widths, and the action log support would
 * export there is replayed by `npm run replay`.
 */
const browser = useBrowser();

/**
 * Each screen of the walk at each width: a screenshot, axe, no sideways scrolling, and at the
 * phone width nothing fixed (the chat's button, the survey) hiding a control the keyboard reaches.
 */
const looks = looksAtEachWidth('journey', { tabAtPhone: true });

/** The action log support would export on each screen of the walk, replayed after it. */
const exported: { name: string; log: unknown; pathname: string }[] = [];
/** What the walk typed that no exported log may hold, filled in as it goes. */
const typedSecrets: string[] = [];

/** Looks at the screen (looks), keeping the action log support would export there. */
async function look(page: Page, name: string) {
  exported.push({
    name,
    log: await exportActionLog(page),
    pathname: new URL(page.url()).pathname,
  });
  await looks.look(page, name);
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

const uniqueEmail = () => `walk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

afterAll(() => clearFaults());

test('a visitor registers, applies and goes all the way to the funding timeline by hand', async () => {
  const { context, page, errors } = await browser.newPage({ viewport: 'desktop' });
  // Every telemetry body the page sends (no event may hold the borrower's PII).
  const telemetry: { path: string; body: string }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/ft/'))
      telemetry.push({ path: pathname, body: request.postData() ?? '' });
  });

  await page.goto(`${BASE}/register`);
  await page.getByLabel(/Street address/i).waitFor({ timeout: 20000 });
  await look(page, 'register-property-info');
  await page.getByLabel(/Street address/i).fill('1234 Juniper Lane');
  await page.getByLabel(/^City/i).fill('Sacramento');
  await page.getByLabel(/^State/i).selectOption('CA');
  await page.getByLabel(/ZIP code/i).fill('95814');
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=sale-status/);
  await page.getByRole('group', { name: /plan to sell this home/i }).waitFor();
  await look(page, 'register-sale-status');
  await page
    .getByRole('group', { name: /plan to sell this home/i })
    .getByRole('radio', { name: /^No$/i })
    .check();
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=income-info/);
  await page.getByLabel(/Annual income/i).waitFor();
  await look(page, 'register-income-info');
  await page.getByLabel(/Annual income/i).fill('145000');
  await choose(page, /Employment type/i, /^Full time/i);
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=name/);
  await page.getByLabel(/First name/i).waitFor();
  await look(page, 'register-name');
  await page.getByLabel(/First name/i).fill('Avery');
  await page.getByLabel(/Last name/i).fill('Quinn');
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=birthdate/);
  await page.getByLabel(/Date of birth/i).waitFor();
  await look(page, 'register-birthdate');
  await page.getByLabel(/Date of birth/i).fill('03/27/1985');
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=contact-info/);
  await page.getByLabel(/Email address/i).waitFor();
  await look(page, 'register-contact-info');
  const email = uniqueEmail();
  await page.getByLabel(/Email address/i).fill(email);
  await page.getByLabel(/Phone number/i).fill('916-555-0142');
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=login-info/);
  await page.getByLabel(/^Password/i).waitFor();
  await look(page, 'register-login-info');
  await page.getByLabel(/^Password/i).fill('correct horse battery');
  await page.getByLabel(/Confirm password/i).fill('correct horse battery');
  await page.getByLabel(/I agree to a soft credit pull/i).check();
  await button(page, /^Create account$/i).click();

  // The lender generates the offer (a wait behind the processing modal), then asks about liens.
  await page.waitForURL(/\/liens$/, { timeout: 30000 });
  await waitForHeading(page, 'Review the liens on your property');
  await page.getByRole('radio', { name: /^Yes$/i }).first().waitFor();
  await look(page, 'liens');
  for (const yes of await page.getByRole('radio', { name: /^Yes$/i }).all()) await yes.check();
  await button(page, /^Confirm liens$/i).click();

  await page.waitForURL(/\/product\/select$/, { timeout: 30000 });
  await waitForHeading(page, 'Select your offer');
  await page.getByLabel(/^Amount/i).waitFor();
  await look(page, 'product-select');
  await page.getByLabel(/^Amount/i).fill('60000');
  await button(page, /^Select offer$/i).click();

  await page.waitForURL(/\/start\/contact$/, { timeout: 30000 });
  await page.getByLabel(/Social Security number/i).waitFor({ timeout: 20000 });
  await look(page, 'start-contact');
  await choose(page, /How do you own this property/i, /sole/i);
  await page.getByLabel(/Social Security number/i).fill('123-45-6789');
  await page.getByLabel(/I agree to a hard credit pull/i).check();
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/\/start\/hmda$/, { timeout: 30000 });
  await page.getByRole('group', { name: /Ethnicity/i }).waitFor({ timeout: 20000 });
  await look(page, 'start-hmda');
  for (const question of [/Ethnicity/i, /Race/i, /^Sex/i]) {
    await page
      .getByRole('group', { name: question })
      .getByRole('checkbox', { name: /I do not wish to provide this information/i })
      .check();
  }
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/\/start\/app-summary$/, { timeout: 30000 });
  await button(page, /^Submit application$/i).waitFor({ timeout: 20000 });
  await look(page, 'start-app-summary');
  // The early disclosures come first: Submit sends nothing until each is read and accepted.
  const beforeSubmit = await requestsFromNow();
  await button(page, /^Submit application$/i).click();
  await expectErrorSummaryFocused(page, [
    /Read "Home equity line of credit early disclosure" to the end and accept it/,
    /Read "Your privacy notice" to the end and accept it/,
  ]);
  expect(
    (await beforeSubmit.all()).filter((r) => /\/(submit|disclosures\/accept)$/.test(r.path)),
  ).toEqual([]);
  await readAndAcceptDocuments(page);
  await button(page, /^Submit application$/i).click();

  await page.waitForURL(/\/income\/review$/, { timeout: 30000 });
  await waitForHeading(page, 'Review your income');
  await look(page, 'income-review');

  // What the lender stored: every answer, and the SSN only as "given".
  const applicationUuid = /\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  expect(applicationUuid).toBeTruthy();
  const stored = await control<{
    state: string;
    application: {
      amount: number;
      term: number;
      hasHmda: boolean;
      acceptedDisclosures: string[];
    };
    profile: { hasSsn: boolean; email: string };
  }>('GET', `/__sandbox/applications/${applicationUuid}`);
  expect(stored.state).toBe('INCOME_VERIFICATION');
  expect(stored.application.amount).toBe(60000);
  expect(stored.application.hasHmda).toBe(true);
  expect(stored.application.acceptedDisclosures).toHaveLength(2);
  expect(stored.profile).toMatchObject({ hasSsn: true, email });
  expect(JSON.stringify(stored)).not.toContain('123456789');

  // Part 2: income, bank accounts, identity, signing, the notary, to the funded timeline.
  await button(page, /^Continue$/i).click();
  await page.waitForURL(/\/income\/upload\/PAYSTUB$/, { timeout: 30000 });
  const fileInputs = page.locator('input[type="file"]');
  await fileInputs.first().waitFor({ state: 'attached', timeout: 20000 });
  await look(page, 'income-upload');
  await fileInputs.first().setInputFiles(pdfFile('paystub.pdf'));
  await button(page, /^Upload$/i).click();

  await page.waitForURL(/\/bank\/disburse$/, { timeout: 30000 });
  await page.getByLabel(/^Routing number/i).waitFor({ timeout: 20000 });
  await look(page, 'bank-disburse');
  await page.getByLabel(/^Routing number/i).fill('011000015');
  await page.getByLabel(/^Account number/i).fill('000123456789');
  await page.getByLabel(/^Confirm account number/i).fill('000123456789');
  await choose(page, /^Account type/i, /^Checking/i);
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/\/bank\/confirm$/, { timeout: 30000 });
  await button(page, /^Confirm account$/i).waitFor({ timeout: 20000 });
  await page.locator('main').getByText(/6789/).first().waitFor({ timeout: 10000 });
  await look(page, 'bank-confirm');
  await button(page, /^Confirm account$/i).click();

  await page.waitForURL(/\/bank\/autopay$/, { timeout: 30000 });
  await page.getByRole('group', { name: /Pay automatically/i }).waitFor({ timeout: 20000 });
  await choose(page, /Pay automatically/i, /^Yes$/i);
  // The authorization of automatic payments names the account's last 4 digits and the payment.
  await page
    .getByRole('checkbox', { name: /^I authorize .* \$[\d,]+\.\d\d .* ending in 6789/ })
    .check();
  await look(page, 'bank-autopay');
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/\/identity$/, { timeout: 30000 });
  await page.getByRole('group', { name: /ID type/i }).waitFor({ timeout: 20000 });
  await chooseDriversLicence(page);
  await look(page, 'identity');
  await button(page, /^Upload$/i).click();

  // The closing documents are generated (a wait), then signing opens.
  await page.waitForURL(/\/signing\/intro$/, { timeout: 40000 });
  await button(page, /^Review documents$/i).waitFor({ timeout: 20000 });
  await look(page, 'signing-intro');
  await button(page, /^Review documents$/i).click();

  await page.waitForURL(/\/signing\/sign$/, { timeout: 30000 });
  await page.getByLabel(/^Full name/i).waitFor({ timeout: 20000 });
  // Each document read to its end, then signed with its own Sign button.
  const { documents, signButtons } = await signEachDocument(page);
  expect(documents).toBeGreaterThan(0);
  expect(signButtons).toHaveLength(documents);
  await page.getByLabel(/^Full name/i).fill('Avery Quinn');
  await look(page, 'signing-sign');
  await button(page, /^Sign documents$/i).click();

  await page.waitForURL(/\/notary\/intro$/, { timeout: 30000 });
  await page.getByRole('group', { name: /notary/i }).waitFor({ timeout: 20000 });
  await look(page, 'notary-intro');
  await choose(page, /notary/i, /Remote eNotary now/i);
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/\/notary\/session$/, { timeout: 30000 });
  await button(page, /^Join session$/i).waitFor({ timeout: 20000 });
  await look(page, 'notary-session');
  await button(page, /^Join session$/i).click();
  await button(page, /^Finish session$/i).click();

  await page.waitForURL(/\/complete$/, { timeout: 30000 });
  await page
    .getByText(/Rescission/i)
    .first()
    .waitFor({ timeout: 20000 });
  await look(page, 'complete');

  const funded = await control<{ state: string; application: { disburseAccount: unknown } }>(
    'GET',
    `/__sandbox/applications/${applicationUuid}`,
  );
  expect(funded.state).toBe('RESCISSION');
  expect(JSON.stringify(funded)).not.toContain('000123456789');

  // Telemetry saw the whole walk, a page view per screen, and none of what the borrower typed.
  const pageViews = telemetry.filter((t) => t.body.includes('"eventType":"PAGE_VIEW"'));
  expect(pageViews.length).toBeGreaterThan(20);
  expect(telemetry.filter((t) => t.path === '/ft/heloc/session')).toHaveLength(1);
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const sent = telemetry.map((t) => t.body).join('\n');
  const pii = [
    'Avery', 'Quinn', email, email.replace('@', '%40'), '03/27/1985', '1985-03-27',
    '123-45-6789', '123456789', '011000015', '000123456789', '916-555-0142', '9165550142',
    '1234 Juniper Lane', 'correct horse battery', jwt ?? 'no token',
  ]; // prettier-ignore
  expect(pii.filter((value) => sent.includes(value))).toEqual([]);
  // Names and the home address too.
  typedSecrets.push(...pii);

  expect(looks.found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
}, 600000);

test("each screen's exported action log replays with npm run replay, exactly, and holds nothing the borrower typed that support must not see", async () => {
  expect(exported.map((entry) => entry.name)).toContain('complete');
  expect(typedSecrets.length).toBeGreaterThan(10);
  // Every log with the tool's own function; the last, the longest, with `npm run replay` too.
  const texts = exported.map(({ name, log, pathname }) =>
    expectLogReplaysHere(`journey-${name}`, log, pathname),
  );
  const last = exported.at(-1)!;
  await expectLogReplays(`journey-${last.name}`, last.log, last.pathname);
  expectNoneOf(texts, typedSecrets);
}, 300000);

test('bad input shows the error summary focused, the messages and the typed values; a failed call keeps them too', async () => {
  const { context, page, errors } = await browser.newPage({ viewport: 'phone' });

  // Registration, first question page: a street, a bad ZIP code, the rest left out.
  await page.goto(`${BASE}/register?step=property-info`);
  await page.getByLabel(/Street address/i).fill('88 Harbor View Road');
  await page.getByLabel(/ZIP code/i).fill('95');
  await button(page, /^Continue$/i).click();
  await expectErrorSummaryFocused(page, [/city/i, /state/i, /ZIP code/i]);
  expect(await page.getByLabel(/Street address/i).inputValue()).toBe('88 Harbor View Road');
  expect(await page.getByLabel(/ZIP code/i).inputValue()).toBe('95');
  expect(await page.getByLabel(/ZIP code/i).getAttribute('aria-invalid')).toBe('true');
  await expectAxeClean(page, 'journey-bad-input-register');

  // start/contact: no ownership chosen, an SSN that cannot exist.
  const applicant = await createApplicant({ state: 'COLLECT_ADDITIONAL_INFO' });
  await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), applicant.jwt);
  const app = `${BASE}/${applicant.applicationUuid}`;
  await page.goto(`${app}/start/contact`);
  const ssn = page.getByLabel(/Social Security number/i);
  await ssn.waitFor({ timeout: 20000 });
  await ssn.fill('000-12-3456');
  await button(page, /^Continue$/i).click();
  await expectErrorSummaryFocused(page, [/own this property|ownership/i, /Social Security/i]);
  expect(await ssn.inputValue()).toBe('000-12-3456');
  expect(await ssn.getAttribute('aria-invalid')).toBe('true');
  await expectAxeClean(page, 'journey-bad-input-contact');

  // The lender fails the call: the message shows, and every answer stays as typed.
  await injectFault({
    method: 'PUT',
    path: `/service-application/api/v1/application/heloc/${applicant.applicationUuid}/more-info`,
    kind: '500',
    times: 1,
  });
  await choose(page, /How do you own this property/i, /sole/i);
  await ssn.fill('123-45-6789');
  await page.getByLabel(/I agree to a hard credit pull/i).check();
  await button(page, /^Continue$/i).click();
  await expectErrorSummaryFocused(page, [/./]);
  expect(page.url()).toBe(`${app}/start/contact`);
  expect(await ssn.inputValue()).toBe('123-45-6789');
  expect(await page.getByLabel(/I agree to a hard credit pull/i).isChecked()).toBe(true);
  expect(
    await page
      .getByRole('group', { name: /How do you own this property/i })
      .getByRole('radio', { name: /sole/i })
      .isChecked(),
  ).toBe(true);
  await screenshot(page, 'journey-failed-call-contact');

  // Sent again once the lender answers, the borrower moves on.
  await clearFaults();
  await button(page, /^Continue$/i).click();
  await page.waitForURL(`${app}/start/hmda`, { timeout: 30000 });
  expect(errors).toEqual([]);
  await context.close();
}, 120000);
