import type { Page } from 'playwright-core';
import { BASE, heading, useBrowser, watchPageErrors } from './support/browser';
import { why } from '../../scripts/replay';
import { exportActionLog, expectLogReplaysHere, expectNoneOf } from './support/replay';
import { clearFaults, control, injectFault } from './support/sandbox';

/**
 * Real exported logs replay: the running production app's `exportActionLog()` on a step reached
 * by routing, after a failed call, inside the chat, and after the 5000-action checkpoint, each
 * replayed by the replay tool (the page's pathname, the same output twice), none of them, nor the
 * console, holding the token, the e-mail address or the address typed (each replaced by its
 * shape, docs/support.md#what-support-files-hold). The journey (journey.test.ts) exports and
 * replays the log on every screen of its walk, registration and bank account included, and finds
 * none of what the borrower typed in any of them or in the console.
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

test('a long session: the log exported after the 5000-action checkpoint starts there and replays; it holds no address', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const consoleLines = watchConsole(page);
  const street = '1234 Juniper Lane';
  const next = () => page.getByRole('button', { name: /^Continue$/ }).click();

  await page.goto(`${BASE}/register`);
  await page.getByLabel(/Street address/i).waitFor({ timeout: 20000 });
  await page.getByLabel(/Street address/i).fill(street);
  await page.getByLabel(/^City/i).fill('Sacramento');
  await page.getByLabel(/^State/i).selectOption('CA');
  await page.getByLabel(/ZIP code/i).fill('95814');
  await next();
  await page.waitForURL(/step=sale-status/);

  // 5002 real actions (the query devtools opened and closed) take the recorder past its limit,
  // so the log starts again from a checkpoint here.
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
  await page.getByLabel(/Annual income/i).waitFor();

  const log = (await exportActionLog(page)) as {
    baseState: { navigation: { location: { search: string } } };
    actions: { type: string }[];
  };
  // Cut at the checkpoint: it starts on the sale-status step, with the rest of the walk after.
  expect(log.baseState.navigation.location.search).toBe('?step=sale-status');
  expect(log.actions.length).toBeLessThan(5000);
  expect(log.actions.some((action) => action.type === 'navigation/locationChanged')).toBe(true);
  const text = await expectReplays('after-checkpoint', page, log);
  // The address typed before the checkpoint is nowhere in it.
  expectNoneOf([text, consoleLines.join('\n')], [street, 'Juniper']);
  expect(errors).toEqual([]);
  await context.close();
});
