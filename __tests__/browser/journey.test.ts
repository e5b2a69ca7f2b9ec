import jsan from 'jsan';
import type { Page } from 'playwright-core';
import { replayLog } from '../../scripts/replay';
import {
  BASE,
  expectAxeClean,
  looksAtEachWidth,
  screenshot,
  signInOnThisTab,
  useBrowser,
  waitForHeading,
} from './support/browser';
import { pdfFile } from './support/files';
import { CANARY, canariesIn } from './support/canaries';
import {
  exportActionLog,
  exportSupportFiles,
  expectLogReplays,
  expectLogReplaysHere,
} from './support/replay';
import {
  clearFaults,
  control,
  createApplicant,
  injectFault,
  requestsFromNow,
} from './support/sandbox';
import {
  agreeToApplicationConsents,
  choose,
  chooseDriversLicence,
  expectErrorSummaryFocused,
  readAndAcceptDocuments,
  signEachDocument,
} from './support/steps';

/**
 * The borrower's journey by hand (docs/journey.md): a visitor opens /register, answers each
 * question, gets an offer, submits the application, gives their income, employer, bank account
 * and ID, signs, invites the co-owner who signs too, meets the notary and reaches the funding
 * timeline, then chats with an agent and writes to the CEO, in the production build against the
 * sandbox lender. The control API plays only the lender's and the co-owner's parts (asking for the
 * employer; the co-owner's own signing, walked by hand in signer.test.ts). Every screen is looked
 * at on a phone and a desktop (screenshots) and checked by axe at both widths, and the action log
 * support would export there is replayed by `npm run replay`. Everything typed is a canary
 * (support/canaries.ts): no file support takes out of the session may hold one
 * (docs/support.md#what-support-files-hold).
 */
const browser = useBrowser();

/**
 * Each screen of the walk at each width: a screenshot, axe, no sideways scrolling, and at the
 * phone width nothing fixed (the chat's button, the survey) hiding a control the keyboard reaches.
 */
const looks = looksAtEachWidth('journey', { tabAtPhone: true });

/** The action log support would export on each screen of the walk, replayed after it. */
const exported: { name: string; log: unknown; pathname: string }[] = [];
/** The files support took out of the session at its end, by name. */
const supportFiles: Record<string, string> = {};

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

afterAll(async () => {
  await clearFaults();
  await control('PUT', '/__sandbox/hours', { chatOpen: null });
  await control('PUT', '/__sandbox/chat', { agentJoinAfterMs: 1500, autoReply: true });
});

test('a visitor registers, applies and goes all the way to the funding timeline by hand', async () => {
  const { context, page, errors } = await browser.newPage({ viewport: 'desktop' });
  // What the page writes to its console: none of what the borrower typed either.
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  // Every telemetry body the page sends (no event may hold the borrower's PII).
  const telemetry: { path: string; body: string }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/ft/'))
      telemetry.push({ path: pathname, body: request.postData() ?? '' });
  });

  // In the chat's hours, whatever the time of day: the borrower chats with an agent at the end,
  // who joins when the walk says.
  await control('PUT', '/__sandbox/hours', { chatOpen: true });
  await control('PUT', '/__sandbox/chat', { agentJoinAfterMs: 600000 });
  await page.goto(`${BASE}/register`);
  await page.getByLabel(/Street address/i).waitFor({ timeout: 20000 });
  await look(page, 'register-property-info');
  await page.getByLabel(/Street address/i).fill(CANARY.street);
  await page.getByLabel(/^City/i).fill(CANARY.city);
  await page.getByLabel(/^State/i).selectOption('CA');
  await page.getByLabel(/ZIP code/i).fill(CANARY.zip);
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
  await page.getByLabel(/Annual income/i).fill(CANARY.annualIncome);
  await choose(page, /Employment type/i, /^Full time/i);
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=name/);
  await page.getByLabel(/First name/i).waitFor();
  await look(page, 'register-name');
  await page.getByLabel(/First name/i).fill(CANARY.firstName);
  await page.getByLabel(/Middle name/i).fill(CANARY.middleName);
  await page.getByLabel(/Last name/i).fill(CANARY.lastName);
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=birthdate/);
  await page.getByLabel(/Date of birth/i).waitFor();
  await look(page, 'register-birthdate');
  await page.getByLabel(/Date of birth/i).fill(CANARY.dateOfBirth);
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=contact-info/);
  await page.getByLabel(/Email address/i).waitFor();
  await look(page, 'register-contact-info');
  const { email } = CANARY;
  await page.getByLabel(/Email address/i).fill(email);
  await page.getByLabel(/Phone number/i).fill(CANARY.phone);
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/step=login-info/);
  await page.getByLabel(/^Password/i).waitFor();
  await look(page, 'register-login-info');
  await page.getByLabel(/^Password/i).fill(CANARY.password);
  await page.getByLabel(/Confirm password/i).fill(CANARY.password);
  await agreeToApplicationConsents(page);
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
  // Back: the registration's entries lead to the application now that the account exists, shown
  // from its top.
  await page.goBack();
  await page.waitForURL(/\/product\/select$/, { timeout: 30000 });
  await waitForHeading(page, 'Select your offer');
  expect(await page.getByLabel(/Email address/i).count()).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByLabel(/^Amount/i).waitFor();
  await look(page, 'product-select');
  await page.getByLabel(/^Amount/i).fill('60000');
  await button(page, /^Select offer$/i).click();

  await page.waitForURL(/\/start\/contact$/, { timeout: 30000 });
  await page.getByLabel(/Social Security number/i).waitFor({ timeout: 20000 });
  await look(page, 'start-contact');
  // Owned with another person, who signs too (signing/additional).
  await choose(page, /How do you own this property/i, /joint/i);
  await page.getByLabel(/Social Security number/i).fill(CANARY.ssn);
  await page.getByLabel(/I agree to a hard credit pull/i).check();
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/\/start\/hmda$/, { timeout: 30000 });
  await page.getByRole('group', { name: /Ethnicity/i }).waitFor({ timeout: 20000 });
  await look(page, 'start-hmda');
  // Each of HMDA's text boxes, opened by its answer.
  const hmdaBox = (question: string, answer: string) =>
    page
      .getByRole('group', { name: question, exact: true })
      .getByRole('checkbox', { name: answer, exact: true })
      .check();
  await hmdaBox('Ethnicity', 'Other Hispanic or Latino');
  await page.getByLabel('Origin (optional)').fill(CANARY.ethnicityOther);
  await hmdaBox('Race', 'American Indian or Alaska Native');
  await page.getByLabel('Name of enrolled or principal tribe (optional)').fill(CANARY.raceTribe);
  await hmdaBox('Race', 'Other Asian');
  await page.getByLabel('Asian race (optional)').fill(CANARY.raceOtherAsian);
  await hmdaBox('Race', 'Other Pacific Islander');
  await page.getByLabel('Pacific Islander race (optional)').fill(CANARY.raceOtherPacificIslander);
  await hmdaBox('Sex', 'I do not wish to provide this information');
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
  expect(JSON.stringify(stored)).not.toContain(CANARY.ssn.replace(/\D/g, ''));

  // The lender asks who employs the borrower (the control API stands in for its decision).
  await control('PATCH', `/__sandbox/applications/${applicationUuid}`, {
    state: 'EMPLOYMENT_VERIFICATION',
  });
  await page.goto(`${BASE}/`);
  await page.waitForURL(/\/income\/employer-verification$/, { timeout: 30000 });
  await page.getByLabel(/^Employer name/i).waitFor({ timeout: 20000 });
  await page.getByLabel(/^Employer name/i).fill(CANARY.employerName);
  await page.getByLabel(/^Employer phone number/i).fill(CANARY.employerPhone);
  await button(page, /^Continue$/i).click();
  await page.waitForURL(/\/income\/review$/, { timeout: 30000 });
  await waitForHeading(page, 'Review your income');

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
  await page.getByLabel(/^Routing number/i).fill(CANARY.routingNumber);
  await page.getByLabel(/^Account number/i).fill(CANARY.accountNumber);
  await page.getByLabel(/^Confirm account number/i).fill(CANARY.accountNumber);
  await choose(page, /^Account type/i, /^Checking/i);
  await button(page, /^Continue$/i).click();

  await page.waitForURL(/\/bank\/confirm$/, { timeout: 30000 });
  await button(page, /^Confirm account$/i).waitFor({ timeout: 20000 });
  await page
    .locator('main')
    .getByText(new RegExp(CANARY.accountNumber.slice(-4)))
    .first()
    .waitFor({ timeout: 10000 });
  await look(page, 'bank-confirm');
  await button(page, /^Confirm account$/i).click();

  await page.waitForURL(/\/bank\/autopay$/, { timeout: 30000 });
  await page.getByRole('group', { name: /Pay automatically/i }).waitFor({ timeout: 20000 });
  await choose(page, /Pay automatically/i, /^Yes$/i);
  // The authorization of automatic payments names the account's last 4 digits and the payment.
  await page
    .getByRole('checkbox', {
      name: new RegExp(
        `^I authorize .* \\$[\\d,]+\\.\\d\\d .* ending in ${CANARY.accountNumber.slice(-4)}`,
      ),
    })
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
  await page.getByLabel(/^Full name/i).fill(`${CANARY.firstName} ${CANARY.lastName}`);
  await look(page, 'signing-sign');
  await button(page, /^Sign documents$/i).click();

  // The co-owner signs too: the borrower invites them.
  await page.waitForURL(/\/signing\/additional$/, { timeout: 30000 });
  await page.getByLabel(/^First name/i).waitFor({ timeout: 20000 });
  await page.getByLabel(/^First name/i).fill(CANARY.signerFirstName);
  await page.getByLabel(/^Last name/i).fill(CANARY.signerLastName);
  await page.getByLabel(/^Email address/i).fill(CANARY.signerEmail);
  await button(page, /^Send invitation$/i).click();
  await page.getByRole('heading', { name: 'Invitation sent' }).waitFor({ timeout: 20000 });
  // The co-owner's own signing, as the lender records it when they finish; the page, asked to
  // check again, moves on (unless its own check, under way, already took it there).
  await control('PATCH', `/__sandbox/applications/${applicationUuid}`, {
    state: 'NOTARY_DISCLOSURE',
    application: { coDeedStatus: 'COMPLETE' },
    status: { disclosurelistNotaryReady: true },
  });
  await button(page, /^Check again$/i)
    .click({ timeout: 10000 })
    .catch((error: unknown) => {
      if (!/\/notary\/intro$/.test(page.url())) throw error;
    });

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
  // The borrower's documents, each copy with who signed it and when (docs/journey.md#copies-of-what-was-signed).
  const copies = page.getByRole('region', { name: 'Your documents' });
  await copies.getByRole('link').first().waitFor({ timeout: 20000 });
  expect(
    (await copies.getByRole('link').allInnerTexts()).map((title) => title.replace(/:.*/, '')),
  ).toEqual([
    'Consent to receive documents and sign electronically',
    'Home equity line of credit early disclosure',
    'Your privacy notice',
    'Authorization for automatic payments',
    'Home equity line of credit agreement',
    'Truth in Lending disclosure',
    'Deed of trust',
    'Notice of right to cancel',
  ]);
  await look(page, 'complete');
  const notice = `Notice of right to cancel: ${CANARY.firstName} ${CANARY.lastName}`;
  await copies.getByRole('link', { name: notice }).click();
  await waitForHeading(page, notice);
  await page.getByText(`Signed by ${CANARY.firstName} ${CANARY.lastName} on `).waitFor();
  await look(page, 'document-copy');
  // Printed, the copy alone: none of the app's frame.
  await page.emulateMedia({ media: 'print' });
  for (const frame of ['banner', 'contentinfo'] as const) {
    expect({ frame, visible: await page.getByRole(frame).first().isVisible() }).toEqual({
      frame,
      visible: false,
    });
  }
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  await screenshot(page, 'journey-document-copy-print');
  await page.emulateMedia({ media: 'screen' });
  await page.goBack();
  await page.waitForURL(/\/complete$/, { timeout: 20000 });

  const funded = await control<{ state: string; application: { disburseAccount: unknown } }>(
    'GET',
    `/__sandbox/applications/${applicationUuid}`,
  );
  expect(funded.state).toBe('RESCISSION');
  expect(JSON.stringify(funded)).not.toContain(CANARY.accountNumber);

  // A question for an agent.
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await chat.getByRole('button', { name: 'Start chat' }).waitFor();
  await chat.getByLabel('Name').fill(`${CANARY.firstName} ${CANARY.lastName}`);
  await chat.getByLabel('Email address').fill(email);
  await chat.getByRole('button', { name: 'Start chat' }).click();
  const message = chat.getByRole('textbox', { name: 'Message' });
  await message.fill(CANARY.chatMessage);
  await message.press('Enter');
  // The message waits for the agent, who joins when the test says (not on a timer to race).
  await chat.getByText('Waiting for next available agent').waitFor();
  const { channelId } = (await control<{ channelId: string }[]>('GET', '/__sandbox/chat')).at(-1)!;
  await control('POST', `/__sandbox/chat/${channelId}`, { action: 'agent-joins' });
  await chat.getByText('Thanks for waiting. Let me look at that for you.').waitFor();
  await chat.getByRole('button', { name: 'Close chat' }).click();

  // A word to the CEO, from the footer.
  const ceo = 'Share your thoughts with our CEO';
  await page.getByRole('contentinfo').getByRole('button', { name: ceo }).click();
  const feedback = page.getByRole('dialog', { name: ceo });
  await feedback.getByRole('radio', { name: 'Improve our product' }).check();
  await feedback.getByRole('textbox', { name: 'Message' }).fill(CANARY.ceoFeedback);
  await feedback.getByRole('radio', { name: 'No' }).check();
  await feedback.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('status').filter({ hasText: 'Your feedback was sent' }).waitFor();

  // What support takes out of the session (the page's since the employer was asked for, the
  // earlier pages' logs being checked on every screen): the action log, its Redux DevTools file,
  // and the replay tool's conversion of the log.
  Object.assign(supportFiles, await exportSupportFiles(page, 'journey-support'));

  // Telemetry saw the whole walk, a page view per screen, and none of what the borrower typed.
  const pageViews = telemetry.filter((t) => t.body.includes('"eventType":"PAGE_VIEW"'));
  expect(pageViews.length).toBeGreaterThan(20);
  expect(telemetry.filter((t) => t.path === '/ft/heloc/session')).toHaveLength(1);
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const sent = telemetry.map((t) => t.body).join('\n');
  expect(canariesIn(decodeURIComponent(sent))).toEqual([]);
  expect(sent).not.toContain(jwt ?? 'no token');
  expect(canariesIn(consoleLines.join('\n'))).toEqual([]);

  expect(looks.found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
}, 1200000);

test("each screen's exported action log replays with npm run replay, exactly, and holds nothing the borrower typed", async () => {
  expect(exported.map((entry) => entry.name)).toContain('complete');
  // Every log with the tool's own function; the last, the longest, with `npm run replay` too.
  const texts = exported.map(({ name, log, pathname }) =>
    expectLogReplaysHere(`journey-${name}`, log, pathname),
  );
  const last = exported.at(-1)!;
  await expectLogReplays(`journey-${last.name}`, last.log, last.pathname);
  expect(texts.map(canariesIn)).toEqual(texts.map(() => []));
}, 600000);

test('the files support takes out of the session hold none of what was typed, and its Redux DevTools files end where its replay does', () => {
  expect(Object.keys(supportFiles)).toEqual(['actionLog', 'devtoolsFile', 'convertedByTool']);
  const found = Object.fromEntries(
    Object.entries(supportFiles).map(([name, text]) => [name, canariesIn(text)]),
  );
  expect(found).toEqual({ actionLog: [], devtoolsFile: [], convertedByTool: [] });
  // They hold the chat message and the feedback, each as its shape.
  for (const typed of [CANARY.chatMessage, CANARY.ceoFeedback, CANARY.employerName]) {
    expect(supportFiles.actionLog).toContain(`"[text, ${typed.length} chars]"`);
  }
  // Redacted once, when the log left the page: both DevTools files end in the replay's state.
  const { state } = replayLog(supportFiles.actionLog!, 'journey-support');
  const lastState = (file: string) =>
    (jsan.parse(file) as { computedStates: { state: unknown }[] }).computedStates.at(-1)!.state;
  const replayed = JSON.parse(JSON.stringify(state)) as unknown;
  expect(lastState(supportFiles.devtoolsFile!)).toEqual(replayed);
  expect(lastState(supportFiles.convertedByTool!)).toEqual(replayed);
});

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
  // A home where the lender has no licence (the District of Columbia), refused there and then,
  // once the licences are in (the footer lists them).
  await page.getByText(/^Licensed in /).waitFor({ timeout: 20000 });
  await page.getByLabel(/^City/i).fill('Washington');
  await page.getByLabel(/^State/i).selectOption('DC');
  await page.getByLabel(/ZIP code/i).fill('20009');
  await button(page, /^Continue$/i).click();
  await expectErrorSummaryFocused(page, [
    /We do not offer lines of credit in District of Columbia yet/,
  ]);
  expect(await page.getByLabel(/^State/i).getAttribute('aria-invalid')).toBe('true');
  expect(page.url()).toContain('step=property-info');

  // start/contact: no ownership chosen, an SSN that cannot exist.
  const applicant = await createApplicant({ state: 'COLLECT_ADDITIONAL_INFO' });
  await signInOnThisTab(page, applicant.jwt);
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
}, 240000);
