import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { WebSocket } from 'ws';
import { type RunningNginx, startNginx } from '../../scripts/nginx/serve';
import { freePort } from '../../scripts/ports';
import { COPIES_HEADING } from '../../src/features/copies/paths';
import { i18n } from '../../src/lib/i18n';
import { OMNI_PROXY_WS_PATH } from '../../src/sandbox/chat';
import { CSP_REPORT_PATH, pageSecurityHeaders } from '../../src/sandbox/securityHeaders';
import {
  SANDBOX_URL,
  heading,
  signInOnLoginPage,
  useBrowser,
  waitForHeading,
} from './support/browser';
import { type RawAnswer, rawGet } from '../support/rawGet';
import { createApplicant } from './support/sandbox';
import { expectNoInlineCode, expectSecurePageHeaders } from './support/security';

/**
 * The production build as a lender serves it: Debian's nginx with the repository's recipe
 * (deploy/nginx/, `npm run serve:nginx`; docs/deployment.md#the-nginx-recipe) in front of this
 * worker's sandbox lender. The answers themselves (headers, caching, compression, the page for
 * every route, 404s), a borrower in a browser on two organisations' hosts, and a new build
 * deployed under an open tab.
 */
const browser = useBrowser();
const DIST = path.resolve(__dirname, '../../dist');
const PARTNER_NAME = 'Larkspur Harbor Credit Union';

let nginx: RunningNginx;
/** The build nginx serves: a copy of dist/, which the deployment test changes. */
let served: string;
let origin: string;

beforeAll(async () => {
  served = mkdtempSync(path.join(tmpdir(), 'heloc-served-'));
  cpSync(DIST, served, { recursive: true });
  // A port free a moment ago may be taken by another worker's process before nginx binds it:
  // then nginx stops at start, and another port is tried.
  for (let attempt = 1; ; attempt += 1) {
    const lines: string[] = [];
    try {
      nginx = await startNginx({
        port: await freePort(),
        dist: served,
        upstream: `127.0.0.1:${new URL(SANDBOX_URL).port}`,
        log: (line) => lines.push(line),
      });
      break;
    } catch (error) {
      if (attempt === 3) {
        throw new Error(`nginx did not start:\n${lines.join('\n')}`, { cause: error });
      }
    }
  }
  origin = nginx.url;
}, 60_000);

afterAll(async () => {
  await nginx?.close();
  if (served) rmSync(served, { recursive: true, force: true });
});

/** A GET to nginx as a browser on `host` sends it. */
function get(pathname: string, { host = 'localhost', gzip = false } = {}): Promise<RawAnswer> {
  const { port } = new URL(origin);
  return rawGet(`http://127.0.0.1:${port}${pathname}`, {
    Host: `${host}:${port}`,
    Accept: 'text/html,*/*',
    ...(gzip ? { 'Accept-Encoding': 'gzip' } : {}),
  });
}

const asHeaders = (answer: RawAnswer) =>
  new Headers(
    Object.entries(answer.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ) as [string, string][],
  );

const orgInfoOf = (html: string) =>
  JSON.parse(/<script id="org-info" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
    orgCode: string;
    baseUrl: string;
  };

const distFiles = () => readdirSync(served);
const mainScript = () => distFiles().find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))!;

test("the page, the build's files and the lender's answers, as nginx sends them", async () => {
  const { port } = new URL(origin);
  const applicant = await createApplicant();

  // Every route under /account/heloc/ is the page, with the organisation of its host and the
  // sandbox's own page headers, byte for byte (both are written from securityHeaders.ts).
  for (const [host, org] of [
    ['localhost', 'main'],
    ['main.localhost', 'main'],
    ['partner.localhost', 'partner'],
    ['wholesale.localhost', 'wholesale'],
    ['lo-required.localhost', 'lo-required'],
  ] as const) {
    for (const pathname of [
      '/account/heloc/',
      `/account/heloc/${applicant.applicationUuid}/liens`,
      '/account/heloc/register?lang=es',
      '/account/heloc/index.html',
    ]) {
      const page = await get(pathname, { host });
      const pageOrigin = `http://${host}:${port}`;
      expect({ pathname, host, status: page.status }).toEqual({ pathname, host, status: 200 });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      const expected = pageSecurityHeaders({ origin: pageOrigin, reportUri: CSP_REPORT_PATH });
      for (const [name, value] of Object.entries(expected)) {
        expect({ name, value: page.headers[name.toLowerCase()] }).toEqual({ name, value });
      }
      expect(page.headers['strict-transport-security']).toBeUndefined();
      expectSecurePageHeaders(asHeaders(page), pageOrigin);
      const html = page.body.toString('utf8');
      expectNoInlineCode(html);
      expect(orgInfoOf(html)).toMatchObject({ orgCode: org, baseUrl: pageOrigin });
    }
  }

  // The page compressed on the fly; the build's files sent as compressed at build time.
  const zipped = await get('/account/heloc/', { gzip: true });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(zipped.body).toString('utf8')).toContain('<div id="root"></div>');

  const main = mainScript();
  const scripts = distFiles().filter((f) => f.endsWith('.js'));
  const style = distFiles().find((f) => f.endsWith('.css'))!;
  for (const file of [main, scripts.find((f) => f !== main)!, style]) {
    const plain = await get(`/account/heloc/${file}`);
    expect({ file, status: plain.status }).toEqual({ file, status: 200 });
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(path.join(served, file)))).toBe(true);
    const compressed = await get(`/account/heloc/${file}`, { gzip: true });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    // The build's own .gz, as it is: compressed at level 9 once, not on every answer.
    expect(compressed.body.equals(readFileSync(path.join(served, `${file}.gz`)))).toBe(true);
    expect(compressed.headers.vary).toBe('Accept-Encoding');
  }
  // Brotli copies are built for a server or CDN that sends them.
  expect(distFiles()).toContain(`${main}.br`);
  // A file of the build not named by its content is revalidated, not kept for a year.
  const licenceText = distFiles().find((f) => f.endsWith('.LICENSE.txt'))!;
  const licence = await get(`/account/heloc/${licenceText}`);
  expect([licence.status, licence.headers['cache-control']]).toEqual([200, 'no-cache']);

  // A file this build does not have, or a source map, is a 404 never kept in a cache.
  for (const missing of ['abcdef.js', `${main}.map`, 'main.00000000.css', 'logo.png']) {
    const answer = await get(`/account/heloc/${missing}`);
    expect({ missing, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({
      missing,
      status: 404,
      cache: 'no-store',
    });
  }
  const bare = await get('/account/heloc');
  expect([bare.status, bare.headers.location]).toEqual([301, '/account/heloc/']);

  // The lender's answers pass through: its API (never cached), its pages, the old addresses.
  const api = await get('/service-profile/api/v1/profile');
  expect([api.status, api.headers['cache-control'], api.headers['x-content-type-options']]).toEqual(
    [401, 'no-store', 'nosniff'],
  );
  expect((await get('/auth/login')).status).toBe(200);
  const legacy = await get('/account/register');
  expect([legacy.status, legacy.headers.location]).toEqual([302, '/account/heloc/register']);

  // The streaming chat's websocket is upgraded through to the lender, which answers its ping.
  const init = (await (
    await fetch(`${origin}/service-omni-proxy/insecure/api/v1/stream/init-web-chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        friendlyName: 'Avery Quinn',
        emailAddress: 'avery@example.com',
        skill: 'FHEL',
      }),
    })
  ).json()) as { omniProxyChannelId: string };
  const channelId = init.omniProxyChannelId;
  const socket = new WebSocket(
    `${origin.replace('http', 'ws')}${OMNI_PROXY_WS_PATH}?channelId=${channelId}`,
  );
  const pong = new Promise<string>((resolve, reject) => {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string };
      if (event.type === 'pong') resolve(event.type);
    });
    socket.once('error', reject);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ route: 'ping', channelId }));
  expect(await pong).toBe('pong');
  socket.close();
});

/** Opens the application's address in a new tab signed in as a person does, on `host`. */
async function signIn(page: Page, host: string, email: string, password: string) {
  const { port } = new URL(origin);
  await page.goto(`http://${host}:${port}/account/heloc/`);
  await signInOnLoginPage(page, email, password);
}

test("a borrower signs in through nginx and reaches their step; a deep link reloads; the partner's host shows the partner's brand", async () => {
  const { port } = new URL(origin);
  const borrower = await createApplicant({ state: 'LIEN_VERIFICATION' });
  const { context, page, errors } = await browser.newPage();
  await signIn(page, 'localhost', borrower.email, borrower.password);
  const step = `http://localhost:${port}/account/heloc/${borrower.applicationUuid}/liens`;
  await page.waitForURL(step);
  expect(await heading(page)).toBe('Review the liens on your property');
  await page.reload();
  await page.waitForURL(step);
  expect(await heading(page)).toBe('Review the liens on your property');
  expect(errors).toEqual([]);
  await context.close();

  const partner = await createApplicant({ org: 'partner', state: 'LIEN_VERIFICATION' });
  const opened = await browser.newPage({ viewport: 'phone' });
  await signIn(opened.page, 'partner.localhost', partner.email, partner.password);
  await opened.page.waitForURL(
    `http://partner.localhost:${port}/account/heloc/${partner.applicationUuid}/liens`,
  );
  expect(await heading(opened.page)).toBe('Review the liens on your property');
  const logo = opened.page.locator('.top-bar__brand img');
  await logo.waitFor();
  expect(await logo.getAttribute('alt')).toBe(PARTNER_NAME);
  expect(opened.errors).toEqual([]);
  await opened.context.close();
});

/**
 * The file of the screen's chunk that `marker` (a path in the source maps) is built into.
 * Chunks are named by their content hash alone, so the maps say which is which.
 */
function chunkOf(marker: string): string {
  const file = distFiles().find(
    (f) => f.endsWith('.js.map') && readFileSync(path.join(served, f), 'utf8').includes(marker),
  );
  if (!file) throw new Error(`No chunk of the build holds ${marker}`);
  return file.slice(0, -'.map'.length);
}

/**
 * A new build deployed as docs/deployment.md#rolling-out-a-new-build says: its files added beside
 * the old ones, then the page replaced. The "new build" is the old one with the copies screen's
 * chunk under another name, so the two builds differ where an open tab will notice.
 */
function deployNewBuild(oldChunk: string): { newChunk: string } {
  const oldHash = oldChunk.slice(0, -'.js'.length);
  const newHash =
    [...oldHash].reverse().join('') === oldHash ? 'fedcba' : [...oldHash].reverse().join('');
  const newChunk = `${newHash}.js`;
  const oldMain = mainScript();
  const newMain = 'main.0badf00d.js';
  copyFileSync(path.join(served, oldChunk), path.join(served, newChunk));
  const runtime = readFileSync(path.join(served, oldMain), 'utf8');
  expect(runtime.split(`"${oldHash}"`).length).toBe(2); // the chunk's one entry in the runtime
  writeFileSync(path.join(served, newMain), runtime.replace(`"${oldHash}"`, `"${newHash}"`));
  for (const file of [newChunk, newMain]) {
    // A fresh build brings its compressed copies too: these are made as the build makes them.
    writeFileSync(
      path.join(served, `${file}.gz`),
      gzipSync(readFileSync(path.join(served, file)), { level: 9 }),
    );
  }
  const page = readFileSync(path.join(served, 'index.html'), 'utf8');
  // Last, and in one step: the page that names the new entry.
  writeFileSync(path.join(served, 'index.html.next'), page.replace(oldMain, newMain));
  renameSync(path.join(served, 'index.html.next'), path.join(served, 'index.html'));
  return { newChunk };
}

/** Goes to the borrower's documents inside the app (no page load), as a link in the app does. */
const openDocumentsInApp = (page: Page, applicationUuid: string) =>
  page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `/account/heloc/${applicationUuid}/document/copies`);

test('a new build deployed under open tabs: the old chunk still loads while kept; once removed, the tab reloads once into the new build', async () => {
  const { port } = new URL(origin);
  const copiesChunk = chunkOf('features/copies/screens/DocumentCopiesScreen');
  const borrower = await createApplicant({ state: 'LIEN_VERIFICATION' });
  const step = `http://localhost:${port}/account/heloc/${borrower.applicationUuid}/liens`;

  // Two tabs open on the old build, neither has the documents' code yet.
  const tabs = await Promise.all([
    browser.newPage({ jwt: borrower.jwt }),
    browser.newPage({ jwt: borrower.jwt }),
  ]);
  const loads = tabs.map(({ page }) => {
    const seen = { pages: 0, scripts: [] as string[] };
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.pages += 1;
      const file = /\/account\/heloc\/([^/]+\.js)$/.exec(new URL(request.url()).pathname)?.[1];
      if (file) seen.scripts.push(file);
    });
    return seen;
  });
  for (const { page } of tabs) {
    await page.goto(step);
    expect(await heading(page)).toBe('Review the liens on your property');
  }
  expect(loads.map((l) => l.scripts.includes(copiesChunk))).toEqual([false, false]);

  const { newChunk } = deployNewBuild(copiesChunk);
  const documents = i18n._(COPIES_HEADING);

  // While the old files are kept, an open tab goes on with the old build's chunk.
  const [kept, pruned] = tabs;
  await openDocumentsInApp(kept!.page, borrower.applicationUuid);
  await waitForHeading(kept!.page, documents);
  expect(loads[0]).toMatchObject({ pages: 1 });
  expect(loads[0]!.scripts).toContain(copiesChunk);

  // Old files removed too early: the chunk is gone, and the tab reloads once, into the new build.
  rmSync(path.join(served, copiesChunk));
  rmSync(path.join(served, `${copiesChunk}.gz`));
  rmSync(path.join(served, `${copiesChunk}.br`), { force: true });
  await openDocumentsInApp(pruned!.page, borrower.applicationUuid);
  await waitForHeading(pruned!.page, documents);
  expect(loads[1]).toMatchObject({ pages: 2 });
  expect(loads[1]!.scripts).toEqual(expect.arrayContaining(['main.0badf00d.js', newChunk]));
  expect(tabs.flatMap((t) => t.errors)).toEqual([]);
  await Promise.all(tabs.map((t) => t.context.close()));
});
