import type { Page } from 'playwright-core';
import { BASE, heading, useBrowser, watchPageErrors } from './support/browser';
import { why } from '../../scripts/replay';
import { exportActionLog, expectLogReplaysHere, expectNoneOf } from './support/replay';
import { clearFaults, control, injectFault } from './support/sandbox';
import { agreeToApplicationConsents, selectOfferAndGiveSsn } from './support/steps';

/**
 * Real exported logs replay: the running production app's `exportActionLog()` at
 * several points (a step reached by routing, after a failed call, inside the chat, after
 * registration with the log cut by the 5000-action checkpoint, after the SSN, after the bank
 * account, a visitor's registration page), each replayed by the replay tool: the page's
 * pathname, the same output twice; and none, nor the console, holds the borrower's SSN, birth
 * date, password, token, account or routing number, name or home address, or their e-mail
 * address or phone number (each replaced by its shape, docs/support.md#what-support-files-hold).
 */
const browser = useBrowser();
afterEach(async () => {
  await clearFaults();
  await control('PUT', '/__sandbox/hours', { chatOpen: null });
});

/**
 * The page's log, exported and replayed with the replay tool's function (support/replay.ts; the
 * command itself runs a log of journey.test.ts, and __tests__/tools its input errors); its text.
 */
async function expectReplays(name: string, page: Page, exported?: unknown) {
  const log = exported ?? (await exportActionLog(page));
  return expectLogReplaysHere(name, log, new URL(page.url()).pathname);
}

test('logs exported on a routed step, after a failed call and inside the chat replay exactly', async () => {
  const { page, context, applicant } = await browser.signedInPage({ state: 'OFFER_SELECTION' });
  const errors = watchPageErrors(page);
  // Out of the chat's hours from the start, whatever the time of day: the app reads the open
  // status when it loads, and the chat's mode follows it (the chatbot, below).
  await control('PUT', '/__sandbox/hours', { chatOpen: false });

  // A step reached by routing from the app's root.
  await page.goto(`${BASE}/`);
  expect(await heading(page)).toBe('Select your offer');
  const routed = await expectReplays('routed-step', page);
  // `--why` in one line: the screen, the rule in force and how its state was accepted.
  expect(why(routed, 'routed-step').text.split('\n')[0]).toBe(
    'product/select: server state OFFER_SELECTION (decision APPROVED), settled on two reads',
  );

  // After a failed call: the footer's licences fail (500), the page goes on.
  await injectFault({
    method: 'GET',
    path: '/service-application/external/api/v1/heloc/state-licenses',
    kind: '500',
    times: 5,
  });
  await page.reload();
  expect(await heading(page)).toBe('Select your offer');
  await page.waitForTimeout(1500);
  const failed = await expectReplays('after-failed-call', page);

  // Inside the chat (out of hours: the chatbot).
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  // Signed in, the chatbot starts by itself.
  const box = chat.getByRole('textbox', { name: 'Message' });
  await box.fill('How does funding work?');
  await box.press('Enter');
  await chat.getByText(/rescission period/).waitFor();
  const inChat = await expectReplays('inside-chat', page);

  // Nothing sensitive in any of them; the e-mail replaced by its shape.
  for (const text of [routed, failed, inChat]) {
    expect(text).not.toContain(applicant.jwt);
    expect(text).not.toContain(applicant.email);
    expect(text).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b/);
  }
  expect(inChat).toContain(`[text, ${applicant.email.length} chars]`);
  expect(errors).toEqual([]);
  await context.close();
});

/** What the page writes to its console, for the same checks as the logs. */
function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

const DOB = ['03/27/1985', '1985-03-27', '03271985'];
const PHONE = ['916-555-0142', '9165550142', '555-0142', '5550142'];
const PASSWORD = 'correct horse battery';
const SSN = ['123-45-6789', '123456789'];

test('a visitor registers: the log exported after registration, cut by the 5000-action checkpoint, replays; it holds no birth date, password, phone, e-mail, SSN, name or address', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const consoleLines = watchConsole(page);
  const email = `replay-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const next = () => page.getByRole('button', { name: /^Continue$/ }).click();

  await page.goto(`${BASE}/register`);
  await page.getByLabel(/Street address/i).waitFor({ timeout: 20000 });
  await page.getByLabel(/Street address/i).fill('1234 Juniper Lane');
  await page.getByLabel(/^City/i).fill('Sacramento');
  await page.getByLabel(/^State/i).selectOption('CA');
  await page.getByLabel(/ZIP code/i).fill('95814');
  await next();
  await page.waitForURL(/step=sale-status/);

  // A long session: 5002 real actions (the query devtools opened and closed)
  // take the recorder past its limit, so the log starts again from a checkpoint here.
  await page.evaluate(() => {
    const toggle = (window as unknown as { toggleQueryDevtools: () => void }).toggleQueryDevtools;
    for (let i = 0; i < 5002; i += 1) toggle();
  });

  await page
    .getByRole('group', { name: /plan to sell this home/i })
    .getByRole('radio', { name: /^No$/i })
    .check();
  await next();
  await page.waitForURL(/step=income-info/);
  await page.getByLabel(/Annual income/i).fill('145000');
  await page
    .getByLabel(/Employment type/i)
    .selectOption({ label: 'Full time' })
    .catch(() =>
      page
        .getByRole('group', { name: /Employment type/i })
        .getByRole('radio', { name: /^Full time/i })
        .check(),
    );
  await next();
  await page.waitForURL(/step=name/);
  await page.getByLabel(/First name/i).fill('Avery');
  await page.getByLabel(/Last name/i).fill('Quinn');
  await next();
  await page.waitForURL(/step=birthdate/);
  await page.getByLabel(/Date of birth/i).fill(DOB[0]!);
  await next();
  await page.waitForURL(/step=contact-info/);
  await page.getByLabel(/Email address/i).fill(email);
  await page.getByLabel(/Phone number/i).fill(PHONE[0]!);
  await next();
  await page.waitForURL(/step=login-info/);
  await page.getByLabel(/^Password/i).fill(PASSWORD);
  await page.getByLabel(/Confirm password/i).fill(PASSWORD);
  await agreeToApplicationConsents(page);
  await page.getByRole('button', { name: /^Create account$/ }).click();

  // Registered: the lender generates the offer, then asks about liens.
  await page.waitForURL(/\/liens$/, { timeout: 30000 });
  await page.getByRole('radio', { name: /^Yes$/i }).first().waitFor({ timeout: 20000 });
  const log = (await exportActionLog(page)) as {
    baseState: { navigation: { location: { search: string } } };
    actions: { type: string }[];
  };
  // Cut at the checkpoint: it starts on the sale-status step, with the rest of the walk after.
  expect(log.baseState.navigation.location.search).toBe('?step=sale-status');
  expect(log.actions.length).toBeLessThan(5000);
  expect(log.actions.some((action) => action.type === 'navigation/locationChanged')).toBe(true);
  const registered = await expectReplays('after-registration', page, log);

  // On to the step that asks for the SSN; the log exported after it.
  for (const yes of await page.getByRole('radio', { name: /^Yes$/i }).all()) await yes.check();
  await page.getByRole('button', { name: /^Confirm liens$/ }).click();
  await page.waitForURL(/\/product\/select$/, { timeout: 30000 });
  await selectOfferAndGiveSsn(page, SSN[0]!);
  const afterSsn = await expectReplays('after-ssn', page);

  const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
  expect(jwt).toBeTruthy();
  expectNoneOf(
    [registered, afterSsn, consoleLines.join('\n')],
    [...DOB, ...PHONE, ...SSN, PASSWORD, email, jwt!, 'Avery', 'Quinn', '1234 Juniper Lane'],
  );
  // Each replaced by its shape: that there was one, and its length.
  expect(registered).toContain(`"email":"[text, ${email.length} chars]"`);
  expect(errors).toEqual([]);
  await context.close();
  // The whole registration walk, then three more steps: longer than the suite's 60 s default.
}, 300000);

test('the log exported after the bank account is given replays and holds neither number', async () => {
  const { page, context } = await browser.signedInPage({ state: 'DISBURSEMENT_ACCOUNT' });
  const errors = watchPageErrors(page);
  const consoleLines = watchConsole(page);
  await page.goto(`${BASE}/`);
  await page.getByLabel(/^Routing number/i).waitFor({ timeout: 20000 });
  await page.getByLabel(/^Routing number/i).fill('011000015');
  await page.getByLabel(/^Account number/i).fill('000123456789');
  await page.getByLabel(/^Confirm account number/i).fill('000123456789');
  await page
    .getByRole('group', { name: /^Account type/i })
    .getByRole('radio', { name: /^Checking/i })
    .check();
  await page.getByRole('button', { name: /^Continue$/ }).click();
  await page.waitForURL(/\/bank\/confirm$/, { timeout: 30000 });
  await page.getByRole('button', { name: /^Confirm account$/ }).waitFor({ timeout: 20000 });
  const text = await expectReplays('after-bank-account', page);
  expectNoneOf([text, consoleLines.join('\n')], ['011000015', '000123456789', '123456789']);
  expect(errors).toEqual([]);
  await context.close();
});

test("a visitor's registration page replays", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/register`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectReplays('registration', page);
  await context.close();
});
