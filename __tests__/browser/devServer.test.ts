import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useBrowser, watchPageErrors } from './support/browser';
import { expectNoInlineCode, expectSecurePageHeaders } from './support/security';

/**
 * The development build, as `npm start` serves it: the same headers, and the app running under
 * the same policy (no eval-based source maps, no inline code). Started here as its own process on
 * a free port with its own data folder; the first page waits for webpack's first compile.
 */
const browser = useBrowser();
const ROOT = path.resolve(__dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'heloc-dev-'));
let server: ChildProcess;
let origin = '';

beforeAll(async () => {
  server = spawn(process.execPath, ['-r', './scripts/register.js', 'src/sandbox/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', SANDBOX_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Sandbox lender: (http:\/\/localhost:\d+)\//.exec(output)?.[1];
      if (url) resolve(url);
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  // The first page is answered once webpack's first compile is done.
  const first = await fetch(`${origin}/account/heloc/`, { signal: AbortSignal.timeout(170000) });
  if (first.status !== 200) throw new Error(`the development app answered ${first.status}`);
}, 180000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function createApplicant(body: object) {
  const response = await fetch(`${origin}/__sandbox/applicants`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { jwt: string; applicationUuid: string };
}

test('the development app page goes out with the security headers and no inline code', async () => {
  const response = await fetch(`${origin}/account/heloc/register`, {
    headers: { Accept: 'text/html' },
  });
  expect(response.status).toBe(200);
  expectSecurePageHeaders(response.headers, origin);
  const html = await response.text();
  expectNoInlineCode(html);
  expect(html).toContain('<script defer src="/account/heloc/main.js" fetchpriority="high">');

  // Its scripts carry no eval-based source maps.
  const main = await (await fetch(`${origin}/account/heloc/main.js`)).text();
  expect({ evalInMainJs: /\beval\(/.test(main) }).toEqual({ evalInMainJs: false });
  expect(main).toContain('//# sourceMappingURL=main.js.map');
});

test('a signed-in step of the development build runs under the policy', async () => {
  const applicant = await createApplicant({ state: 'LIEN_VERIFICATION' });
  const context = await browser.newContext({ jwt: applicant.jwt });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${origin}/account/heloc/${applicant.applicationUuid}/liens`);
  await page
    .getByRole('heading', { level: 1, name: 'Review the liens on your property' })
    .waitFor({ timeout: 30000 });
  await page.getByRole('heading', { name: 'Application progress' }).waitFor();
  // The afterEach guard fails this test on any violation; none may have been seen by now.
  expect(browser.takePolicyViolations()).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
