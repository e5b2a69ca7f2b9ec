import { CHROMIUM_DISABLED_FEATURES, playwrightDisabledFeatures } from '../../scripts/chromium';
import { useBrowser } from './support/browser';

/**
 * The browser the tests drive runs with the features they switch off and with Playwright's own
 * (docs/testing.md#chromium-per-window): Chromium keeps only the last `--disable-features`, so
 * the harness's one must carry every feature any earlier one names.
 */
const browser = useBrowser();

test("chromium's command line keeps Playwright's disabled features along with the harness's", async () => {
  const { context, page } = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/(?:^|\s)--disable-features=(\S*)/g)].map((found) =>
    found[1]!.split(',').filter(Boolean),
  );
  expect(lists.length).toBeGreaterThan(0);
  const honoured = lists.at(-1)!;
  expect(honoured).toEqual(expect.arrayContaining([...new Set(lists.flat())]));
  expect(honoured).toEqual(
    expect.arrayContaining([...playwrightDisabledFeatures(), ...CHROMIUM_DISABLED_FEATURES]),
  );
  // No page of the address bar's popup is rendered for the window.
  const session = await browser.browserSession();
  // Every target, the browser's own pages too (an empty filter matches them all).
  const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as {
    targetInfos: { url: string }[];
  };
  expect(targetInfos.map((target) => target.url).filter((url) => /omnibox/.test(url))).toEqual([]);
  await context.close();
});
