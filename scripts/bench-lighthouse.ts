/**
 * `npm run bench:lighthouse`: Lighthouse 12 (its mobile preset: simulated slow 4G, 4x CPU
 * slowdown) against the production build served by a sandbox lender of its own, on two pages:
 *
 * - the registration screen a visitor opens (`/register?step=property-info`);
 * - a signed-in borrower's step, signed in the way a borrower is (the sandbox's /auth/login page,
 *   e-mail and password typed into it), then the application opened from its address.
 *
 * Prints performance, LCP, TBT and CLS for each page: the best of 3 runs (the run with the best
 * performance score), with every run listed. It prints figures and exits 0 whatever they are;
 * goals live in docs/performance.md#speed-goals-npm-run-benchlighthouse, not in `npm test`. Env: CHROME_PATH (default /usr/bin/chromium),
 * BENCH_RUNS (default 3), LIGHTHOUSE_REPORTS (a folder: each run's full report is written there
 * as JSON, to open in the Lighthouse viewer or read its long tasks and layout shifts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import webpack from 'webpack';
import config from '../webpack.config';
import { createBorrower, startProductionSandbox } from './bench/productionSandbox';
import { CHROMIUM_PATH, chromiumLaunchArgs } from './chromium';
import { freePort } from './ports';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config(undefined, { mode: 'production' }), (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('The build gave no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

async function main() {
  process.stdout.write('Building for production... ');
  await build();
  console.log('done.');

  const sandbox = await startProductionSandbox('lighthouse');
  const profileDir = mkdtempSync(path.join(tmpdir(), 'heloc-lighthouse-chrome-'));
  const port = await freePort();
  // One persistent profile: Lighthouse opens its tabs in the same browser context the borrower
  // signed in with, so the jwt the sign-in page stored is there (Lighthouse keeps storage).
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumLaunchArgs([`--remote-debugging-port=${port}`]),
  });
  try {
    // A borrower with a new application, signed in on the sandbox's sign-in page.
    const borrower = await createBorrower(sandbox.url);
    const page = await context.newPage();
    await page.goto(`${sandbox.url}/account/heloc/${borrower.applicationUuid}`);
    await page
      .waitForURL((url) => url.pathname === '/auth/login')
      .catch(() => {
        throw new Error('not at login: ' + page.url());
      });
    await page.getByLabel('E-mail').fill(borrower.email);
    await page.getByLabel('Password').fill(borrower.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .waitForURL((url) => url.pathname.startsWith(`/account/heloc/${borrower.applicationUuid}/`))
      .catch(() => {
        throw new Error('after sign-in: ' + page.url());
      });
    await page.locator('h1').first().waitFor();
    // The step the routing chose for them: the page they open every time they come back.
    const stepUrl = page.url();
    const landed = new URL(stepUrl).pathname;
    await page.close();

    const pages = [
      {
        key: 'registration',
        name: 'registration (visitor)',
        url: `${sandbox.url}/account/heloc/register?step=property-info`,
      },
      {
        key: 'signed-in',
        name: `signed-in step (${landed.split('/').slice(-2).join('/')})`,
        url: stepUrl,
      },
    ];
    const { default: lighthouse } = await import('lighthouse');
    const results: Array<{ name: string; runs: Figures[] }> = [];
    for (const target of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // A cold load each run, as a borrower's first visit of the day: the HTTP cache (and
        // with it V8's code cache) is cleared; storage, where the session lives, is kept.
        const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const result = await lighthouse(target.url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${target.url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        if (process.env.LIGHTHOUSE_REPORTS) {
          const folder = path.resolve(process.env.LIGHTHOUSE_REPORTS);
          mkdirSync(folder, { recursive: true });
          const file = `${target.key}-${run + 1}.json`;
          writeFileSync(path.join(folder, file), JSON.stringify(lhr, null, 1));
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          performance: lhr.categories.performance?.score ?? 0,
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
        });
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(target.url).pathname) {
          throw new Error(`${target.name}: the page ended at ${lhr.finalDisplayedUrl}`);
        }
      }
      results.push({ name: target.name, runs });
    }

    const show = (f: Figures) =>
      `performance ${f.performance.toFixed(2)}  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(3)}`;
    console.log(
      `\nLighthouse 12, mobile preset, best of ${RUNS} runs (goal: performance >= 0.95, CLS <= 0.02, TBT <= 200 ms)`,
    );
    for (const { name, runs } of results) {
      const best = runs.reduce((a, b) => (b.performance > a.performance ? b : a));
      console.log(`\n${name}\n  best: ${show(best)}`);
      runs.forEach((r, i) => console.log(`  run ${i + 1}: ${show(r)}`));
    }
  } finally {
    await context.close();
    await sandbox.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:lighthouse:', error instanceof Error ? error.message : error);
  process.exit(1);
});
