import { readFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's chromium as these machines run it (never a downloaded browser): its path, and the
 * flags every headless launch needs. The browser tests and the benchmarks share them.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium features switched off for the tests' pages (docs/testing.md#chromium-per-window).
 * Playwright opens a window per browser context, and for each new window chromium renders the
 * address bar's popup as a page of its own that nobody sees (the two omnibox features, about a
 * third of a signed-in page's CPU), and starts a spare renderer for the next page that the
 * context is closed before using.
 */
export const CHROMIUM_DISABLED_FEATURES: readonly string[] = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
];

/**
 * The features Playwright itself switches off, read from the installed playwright-core. Chromium
 * keeps only the last `--disable-features` on its command line, so ours has to carry Playwright's
 * list too or Playwright's would be dropped.
 */
export function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  const names = list
    ?.replace(/\/\/.*$/gm, '')
    .match(/"[A-Za-z0-9]+"/g)
    ?.map((quoted) => quoted.slice(1, -1));
  if (!names?.length) {
    throw new Error(
      "playwright-core's own disabled features were not found in lib/coreBundle.js; " +
        'scripts/chromium.ts reads them there and needs updating for this version.',
    );
  }
  return names;
}

const DISABLE_FEATURES = '--disable-features=';

/**
 * The flags above and `extraArgs`, with every feature to switch off (Playwright's, ours and any
 * `extraArgs` names) in one `--disable-features`, since a second one would drop the first.
 */
export function chromiumLaunchArgs(extraArgs: readonly string[] = []): string[] {
  const isDisable = (arg: string) => arg.startsWith(DISABLE_FEATURES);
  const disabled = [
    ...playwrightDisabledFeatures(),
    ...CHROMIUM_DISABLED_FEATURES,
    ...extraArgs.filter(isDisable).flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(',')),
  ];
  return [
    ...CHROMIUM_ARGS,
    `${DISABLE_FEATURES}${disabled.join(',')}`,
    ...extraArgs.filter((arg) => !isDisable(arg)),
  ];
}

/** Debian's chromium, headless, with those flags and any `extraArgs`. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumLaunchArgs(extraArgs),
  });
}
