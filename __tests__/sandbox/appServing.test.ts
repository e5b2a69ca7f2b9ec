/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { APP_BASE, type AppServer, createAppServer } from '../../src/sandbox/appServing';
import { RecordStore } from '../../src/sandbox/db';
import { rawGet } from '../support/rawGet';

// The sandbox serving a production build's files (docs/deployment.md#compression), on a build of
// its own: a script with the gzip and brotli copies the build writes, and a style with none.
const root = mkdtempSync(path.join(tmpdir(), 'app-serving-'));
const dist = path.join(root, 'dist');
mkdirSync(dist);
const SCRIPT = Buffer.from('console.log("the app");\n'.repeat(200));
writeFileSync(path.join(dist, 'index.html'), '<html><head><!--org-info--></head></html>');
writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), SCRIPT);
writeFileSync(path.join(dist, 'main.1a2b3c4d.js.gz'), gzipSync(SCRIPT, { level: 9 }));
writeFileSync(path.join(dist, 'main.1a2b3c4d.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(dist, 'main.5e6f7a8b.css'), 'body { margin: 0; }\n');

let appServer: AppServer;
let server: http.Server;
let origin: string;
beforeAll(async () => {
  const store = RecordStore.open(path.join(root, 'data'), () => undefined);
  appServer = await createAppServer('production', root, store);
  const app = express();
  app.use(appServer.handler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await appServer.close();
});

/** A file of the build as the sandbox sends it, to a request taking `acceptEncoding`. */
const get = (file: string, acceptEncoding?: string) =>
  rawGet(
    `${origin}${APP_BASE}${file}`,
    acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  );

test("a browser that takes brotli (chromium's header) gets the build's brotli copy, typed as the script it is", async () => {
  const { headers, body } = await get('main.1a2b3c4d.js', 'gzip, deflate, br, zstd');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(headers.vary).toMatch(/Accept-Encoding/);
  expect(headers['cache-control']).toMatch(/immutable/);
  expect(body.equals(brotliCompressSync(SCRIPT))).toBe(true);
});

test("one that takes only gzip, or refuses brotli, gets the build's gzip copy", async () => {
  expect((await get('main.1a2b3c4d.js', 'gzip, br;q=0')).headers['content-encoding']).toBe('gzip');
  const { headers, body } = await get('main.1a2b3c4d.js', 'gzip');
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(body.equals(gzipSync(SCRIPT, { level: 9 }))).toBe(true);
});

test('one that takes neither, or names no encoding, gets the file as it is', async () => {
  for (const accept of ['identity', undefined]) {
    const { headers, body } = await get('main.1a2b3c4d.js', accept);
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(body.equals(SCRIPT)).toBe(true);
  }
});

test('a file the build wrote no copies of goes as it is; a copy is never asked for by name', async () => {
  const style = await get('main.5e6f7a8b.css', 'gzip, br');
  expect(style.headers['content-encoding']).toBeUndefined();
  expect(style.headers['content-type']).toMatch(/^text\/css/);
  expect(style.body.toString()).toBe('body { margin: 0; }\n');

  const missing = await get('../dist/main.1a2b3c4d.js', 'br');
  expect(missing.headers['content-encoding']).toBeUndefined();
});
