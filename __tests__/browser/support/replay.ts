import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { replayLog, toDevtools } from '../../../scripts/replay';

const ROOT = path.resolve(__dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'exported-logs-'));
// The logs written for the replay command last as long as the test file that imports this.
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What support exports from the running app: `window.exportActionLog()`. */
export const exportActionLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { exportActionLog: () => unknown }).exportActionLog());

/**
 * `npm run replay` with these arguments, run without blocking this process (a blocked test worker
 * lets the sandbox's idle keep-alive connections close under it).
 */
function runReplay(
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', './scripts/register.js', 'scripts/replay.ts', ...args],
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

/**
 * A log exported from the app replays with `npm run replay`: exit 0, nothing on standard error,
 * the page's pathname at the end, and the same output as a second replay of the same text (made
 * in this process: the tool's own function). Gives the log's text, for the caller's checks.
 */
export async function expectLogReplays(name: string, log: unknown, pathname: string) {
  const text = JSON.stringify(log);
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, text);
  const run = await runReplay(file);
  expect({ name, stderr: run.stderr, status: run.status }).toEqual({ name, stderr: '', status: 0 });
  const output = JSON.parse(run.stdout) as { finalPathname: string };
  expect({ name, finalPathname: output.finalPathname }).toEqual({ name, finalPathname: pathname });
  expect(output).toEqual(JSON.parse(JSON.stringify(replayLog(text, file))));
  return text;
}

/**
 * A log exported from the app replays with the replay tool's own function, in this process: the
 * page's pathname at the end, and the same output twice. For a walk that exports a log on every
 * screen: the command itself (a process of its own, which compiles the app's modules each time)
 * is proven on one of them with expectLogReplays, which compares the two.
 */
export function expectLogReplaysHere(name: string, log: unknown, pathname: string) {
  const text = JSON.stringify(log);
  const output = replayLog(text, name);
  expect({ name, finalPathname: output.finalPathname }).toEqual({ name, finalPathname: pathname });
  expect(JSON.stringify(replayLog(text, name))).toBe(JSON.stringify(output));
  return text;
}

/**
 * The files support takes out of a session, as support takes them: the query devtools' "Export
 * action log" and "Export for Redux DevTools" downloads, and what `npm run --silent replay --
 * --to-devtools` prints for the first (docs/support.md#exporting-a-sessions-log), made here by the
 * command's own function (the command itself: __tests__/tools/devtoolsFiles.test.ts). Their texts.
 */
export async function exportSupportFiles(page: Page, name: string) {
  const toggle = () =>
    page.evaluate(() =>
      (window as unknown as { toggleQueryDevtools: () => void }).toggleQueryDevtools(),
    );
  const download = async (button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return readFileSync((await file.path())!, 'utf8');
  };
  await toggle();
  const actionLog = await download('Export action log');
  const devtoolsFile = await download('Export for Redux DevTools');
  await toggle();
  return { actionLog, devtoolsFile, convertedByTool: toDevtools(actionLog, `${name}.json`).text };
}

/** None of these may be in the texts (exported logs, console lines), in any of their spellings. */
export function expectNoneOf(texts: string[], secrets: string[]) {
  for (const text of texts) {
    for (const secret of secrets) {
      expect({ found: text.includes(secret), secret }).toEqual({ found: false, secret });
    }
  }
}
