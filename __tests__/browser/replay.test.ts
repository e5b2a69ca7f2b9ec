import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE, heading, useBrowser, watchPageErrors } from './support/browser';
import { clearFaults, control, injectFault } from './support/sandbox';

/**
 * Real exported logs replay (issue 16): the running production app's `exportActionLog()` at
 * several points (a step reached by routing, after a failed call, inside the chat, a visitor's
 * registration page), each replayed by `npm run replay`: exit 0, the page's pathname, the same
 * output twice; and none holds the borrower's SSN, birth date, token, account or routing number,
 * or their e-mail address (masked to its domain).
 */
const browser = useBrowser();
const ROOT = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'exported-logs-'));

afterEach(() => clearFaults());

const exportLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { exportActionLog: () => unknown }).exportActionLog());

/**
 * `npm run replay` on the file, run without blocking this process (a blocked test worker lets the
 * sandbox's idle keep-alive connections close under it).
 */
function runReplay(
  file: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', './scripts/register.js', 'scripts/replay.ts', file],
      {
        cwd: ROOT,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function replay(name: string, log: unknown) {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(log));
  const [first, second] = await Promise.all([runReplay(file), runReplay(file)]);
  return { first, second, output: () => JSON.parse(first.stdout) as { finalPathname: string } };
}

async function expectReplays(name: string, page: Page) {
  const log = await exportLog(page);
  const { first, second, output } = await replay(name, log);
  expect(first.stderr).toBe('');
  expect(first.status).toBe(0);
  expect(second.stdout).toBe(first.stdout);
  expect(output().finalPathname).toBe(new URL(page.url()).pathname);
  return JSON.stringify(log);
}

test('logs exported on a routed step, after a failed call and inside the chat replay exactly', async () => {
  const { page, context, applicant } = await browser.signedInPage({ state: 'OFFER_SELECTION' });
  const errors = watchPageErrors(page);

  // A step reached by routing from the app's root.
  await page.goto(`${BASE}/`);
  expect(await heading(page)).toBe('Select your offer');
  const routed = await expectReplays('routed-step', page);

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
  await control('PUT', '/__sandbox/hours', { chatOpen: false });
  try {
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat' });
    // Signed in, the chatbot starts by itself (spec 2 section 6).
    const box = chat.getByRole('textbox', { name: 'Message' });
    await box.fill('How does funding work?');
    await box.press('Enter');
    await chat.getByText(/rescission period/).waitFor();
    const inChat = await expectReplays('inside-chat', page);

    // Nothing sensitive in any of them; the e-mail masked to its domain.
    for (const text of [routed, failed, inChat]) {
      expect(text).not.toContain(applicant.jwt);
      expect(text).not.toContain(applicant.email);
      expect(text).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b/);
    }
    expect(inChat).toContain(`***@${applicant.email.split('@')[1]}`);
  } finally {
    await control('PUT', '/__sandbox/hours', { chatOpen: null });
  }
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
