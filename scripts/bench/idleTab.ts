/**
 * A tab left open all day (docs/requests.md#a-tab-left-open), run on playwright's clock: a
 * signed-in borrower's step, so many virtual hours in view, then as many hidden, then an hour
 * after Logout, a virtual minute at a time. It counts the page's calls to the lender by kind and
 * hour, and reads the JS heap after a forced collection. `npm run bench:idle` prints the figures;
 * the browser test (__tests__/browser/idleTab.test.ts) holds them to the rule.
 */
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { createBorrower } from './productionSandbox';

/** What one phase of the soak saw. */
export interface PhaseFigures {
  /** Calls by kind ("GET /service-.../conditions", ids as {id}), in the whole phase. */
  callsByKind: Record<string, number>;
  /** Calls in each virtual hour of the phase. */
  callsPerHour: number[];
  /** The JS heap (bytes used, after a forced collection) at the end of the phase's first hour. */
  heapAfterFirstHour: number;
  /** The same at the end of the phase. */
  heapAtEnd: number;
}

export interface SoakFigures {
  inView: PhaseFigures;
  hidden: PhaseFigures;
  /** The calls the tab made as soon as it showed again, before the clock moved. */
  onShow: Record<string, number>;
  /** Calls in the virtual hour after Logout. */
  afterLogout: { callsByKind: Record<string, number>; calls: number };
  /** Where the tab was after Logout. */
  leftFor: string;
  /** Real seconds the soak took. */
  seconds: number;
}

export interface SoakOptions {
  /** A new browser context, 1280 px wide (the browser tests give theirs, which watch the policy). */
  newContext: () => Promise<BrowserContext>;
  /** The sandbox lender serving the production build. */
  sandboxUrl: string;
  /** Virtual hours in view, then hidden. */
  hours: number;
  /** Called after each virtual hour, for a progress line. */
  progress?: (line: string) => void;
}

const MINUTE = 60_000;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** "GET /service-x/api/v1/{id}/conditions": a call's kind, whatever application it is for. */
export function kindOf(request: Pick<Request, 'method' | 'url'>): string {
  const { pathname } = new URL(request.url());
  return `${request.method()} ${pathname.replace(UUID, '{id}').replace(/\/\d+(?=\/|$)/g, '/{n}')}`;
}

/** The page's calls to the lender (fetch and XHR), by kind, as the browser sends them. */
function watchCalls(page: Page) {
  let current: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) current.push(kindOf(request));
  });
  return {
    /** The calls since the last take. */
    take(): string[] {
      const taken = current;
      current = [];
      return taken;
    },
    /**
     * Waits until the page has no fetch open, three real tasks apart (the page's timers are the
     * clock's, so the page yields through a message channel), then for the browser's account of
     * the calls to arrive here.
     */
    async settled(): Promise<void> {
      // A page load meanwhile (the app's own, or Logout's) ends the wait: wait on the new page.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await page.evaluate(() =>
            (window as unknown as { __soakIdle: () => Promise<void> }).__soakIdle(),
          );
          break;
        } catch (error) {
          if (attempt === 3 || !/context was destroyed/i.test(String(error))) throw error;
          await page.waitForLoadState('load');
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

/**
 * Counts the page's open fetches, and gives `__soakIdle()`: resolves once none is open across three
 * real tasks (a call answered may lead to another).
 */
function watchOpenFetches(context: BrowserContext) {
  return context.addInitScript(() => {
    let open = 0;
    const realFetch = window.fetch.bind(window);
    // Open until its body has arrived: the app reads the body before it waits again.
    window.fetch = (...args: Parameters<typeof fetch>) => {
      open += 1;
      return realFetch(...args)
        .then((response) =>
          response
            .clone()
            .arrayBuffer()
            .then(
              () => response,
              () => response,
            ),
        )
        .finally(() => {
          open -= 1;
        });
    };
    const channel = new MessageChannel();
    const waiting: (() => void)[] = [];
    // No optional chaining in code sent to the page: the tools' compiler writes it as a helper
    // of the module, which the page does not have.
    channel.port1.onmessage = () => {
      const resolve = waiting.shift();
      if (resolve) resolve();
    };
    const nextTask = () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        channel.port2.postMessage(null);
      });
    (window as unknown as { __soakIdle: () => Promise<void> }).__soakIdle = async () => {
      for (let quiet = 0; quiet < 2;) {
        await nextTask();
        quiet = open === 0 ? quiet + 1 : 0;
      }
    };
  });
}

/** The JS heap in use after a forced collection. */
async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const count = (kinds: string[]) =>
  kinds.reduce<Record<string, number>>((counts, kind) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    return counts;
  }, {});

/**
 * Makes `document.visibilityState` and `document.hidden` answer what the soak says, and
 * `__setPageHidden(true|false)` change it with a `visibilitychange` event, as switching tabs does.
 * (Headless chromium shows every page; this is how a hidden tab is stood for.)
 */
function emulateVisibility(context: BrowserContext) {
  return context.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', {
      configurable: true,
      get: () => hidden,
    });
    (window as unknown as { __setPageHidden: (value: boolean) => void }).__setPageHidden = (
      value: boolean,
    ) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    (value) =>
      (window as unknown as { __setPageHidden: (value: boolean) => void }).__setPageHidden(value),
    hidden,
  );

export async function soakTab({
  newContext,
  sandboxUrl,
  hours,
  progress = () => {},
}: SoakOptions): Promise<SoakFigures> {
  const started = Date.now();
  const borrower = await createBorrower(sandboxUrl);
  const context = await newContext();
  try {
    await context.clock.install();
    await emulateVisibility(context);
    await watchOpenFetches(context);
    await context.addInitScript((jwt: string) => {
      if (!window.sessionStorage.getItem('__soak_seeded')) {
        window.localStorage.setItem('jwt', jwt);
        window.sessionStorage.setItem('__soak_seeded', '1');
      }
    }, borrower.jwt);
    const page = await context.newPage();
    const calls = watchCalls(page);
    const cdp = await context.newCDPSession(page);
    const app = `${sandboxUrl}/account/heloc/${borrower.applicationUuid}`;
    await page.goto(app);
    await page.waitForURL((url) =>
      url.pathname.startsWith(`/account/heloc/${borrower.applicationUuid}/`),
    );
    await page.locator('h1').first().waitFor();
    // The step settled, on the real clock, before the soak's own clock takes over.
    await page.waitForLoadState('networkidle');
    // From here the page's time moves only as the soak moves it, a minute at a time, so each
    // 60 s rhythm falls on the minutes.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await calls.settled();
    // What the page's load called is not the idle tab's.
    calls.take();

    /** `hours` virtual hours, a minute at a time, with the calls of each hour. */
    const run = async (label: string): Promise<PhaseFigures> => {
      const perHour: string[][] = [];
      let heapAfterFirstHour = 0;
      for (let hour = 1; hour <= hours; hour += 1) {
        for (let minute = 0; minute < 60; minute += 1) {
          await page.clock.runFor(MINUTE);
          await calls.settled();
        }
        perHour.push(calls.take());
        if (hour === 1) heapAfterFirstHour = await heapUsed(cdp);
        progress(`${label}, hour ${hour}: ${perHour[hour - 1]!.length} calls`);
      }
      return {
        callsByKind: count(perHour.flat()),
        callsPerHour: perHour.map((h) => h.length),
        heapAfterFirstHour,
        heapAtEnd: await heapUsed(cdp),
      };
    };

    const inView = await run('in view');
    await setHidden(page, true);
    await calls.settled();
    calls.take();
    const hidden = await run('hidden');

    // Back in view: what is read at once; then Logout from the account menu.
    await setHidden(page, false);
    await calls.settled();
    const onShow = count(calls.take());
    // The menu's own timers run as a person's would.
    await page.clock.resume();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('region', { name: 'Account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith('/account/heloc/'));
    await calls.settled();
    calls.take();
    for (let minute = 0; minute < 60; minute += 1) {
      await page.clock.runFor(MINUTE);
      await calls.settled();
    }
    const after = calls.take();
    return {
      inView,
      hidden,
      onShow,
      afterLogout: { callsByKind: count(after), calls: after.length },
      leftFor: new URL(page.url()).pathname,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await context.close();
  }
}
