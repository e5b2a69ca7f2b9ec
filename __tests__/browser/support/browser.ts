import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { createApplicant } from './sandbox';

export const SANDBOX_URL = process.env.SANDBOX_URL ?? 'http://localhost:8080';
export const BASE = `${SANDBOX_URL}/account/heloc`;
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-results/screenshots');

/** Debian's chromium with the flags these machines need (never a downloaded browser). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** Opens one browser for a test file and closes it after. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** A fresh context; signed in when a jwt is given (stored before any page script runs). */
    async newContext(options: { jwt?: string; viewport?: { width: number; height: number } } = {}) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
      });
      if (options.jwt) {
        // Signed in once per tab, as after a real sign-in: a later sign-out or a cleared session
        // stays cleared.
        await context.addInitScript((token: string) => {
          try {
            if (!window.sessionStorage.getItem('__seeded_jwt')) {
              window.localStorage.setItem('jwt', token);
              window.sessionStorage.setItem('__seeded_jwt', '1');
            }
          } catch {
            // about:blank and other opaque origins have no storage.
          }
        }, options.jwt);
      }
      return context;
    },
    /** A new applicant (created through the control API) signed in on a page of their own. */
    async signedInPage(body: object = {}) {
      const applicant = await createApplicant(body);
      const context = await this.newContext({ jwt: applicant.jwt });
      const page = await context.newPage();
      return { applicant, context, page };
    },
  };
}

/** Fails the test on uncaught page errors. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1');
  await h1.first().waitFor({ state: 'visible', timeout: 15000 });
  return (await h1.first().innerText()).trim();
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

export async function closeContext(context: BrowserContext) {
  await context.close();
}
