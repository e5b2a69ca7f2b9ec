/** @jest-environment node */
import http from 'node:http';
import { pathMatches } from '../../src/sandbox/faults';
import type { RequestLogEntry } from '../../src/sandbox/requestLog';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { sharedSandbox, startTestSandbox } from './helpers';

const TIMEOUT_MS = 300;
const sandbox = sharedSandbox({ faultTimeoutMs: TIMEOUT_MS });
afterEach(async () => {
  await sandbox.call('/__sandbox/faults', { method: 'DELETE' });
});

const LO = `/service-lead-portal/api/lo/${SEEDED_IDS.brokerLo}`;
const fault = (body: Record<string, unknown>) => sandbox.json('/__sandbox/faults', { body });

/** A raw GET that reports how the connection ended, for faults that give no answer. */
function rawGet(path: string): Promise<{ outcome: 'answer' | 'closed'; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const request = http.get(
      `${sandbox.url.replace('localhost', '127.0.0.1')}${path}`,
      { agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ outcome: 'answer', ms: Date.now() - started }));
      },
    );
    request.on('error', () => resolve({ outcome: 'closed', ms: Date.now() - started }));
  });
}

it('500 answers an errors body', async () => {
  await fault({ method: 'GET', path: '/service-lead-portal/', kind: '500', times: 1 });
  const response = await sandbox.call(LO);
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({
    errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' }],
  });
  expect((await sandbox.call(LO)).status).toBe(200);
});

it('401 and 403-unauthenticated answer the unauthenticated body', async () => {
  await fault({ path: LO, kind: '401' });
  await fault({ path: LO, kind: '403-unauthenticated' });
  const first = await sandbox.call(LO);
  expect(first.status).toBe(401);
  expect(await first.json()).toEqual({
    message: 'unauthenticated',
    errors: [{ code: 'UNAUTHENTICATED', message: 'unauthenticated' }],
  });
  const second = await sandbox.call(LO);
  expect(second.status).toBe(403);
  expect(await second.json()).toEqual({
    message: 'unauthenticated',
    errors: [{ code: 'UNAUTHENTICATED', message: 'unauthenticated' }],
  });
  expect((await sandbox.call(LO)).status).toBe(200);
});

it('malformed answers 200 JSON that does not parse', async () => {
  await fault({ path: LO, kind: 'malformed' });
  const response = await sandbox.call(LO);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  expect(() => JSON.parse(text)).toThrow();
});

it('drop closes the connection without an answer', async () => {
  await fault({ path: LO, kind: 'drop' });
  expect((await rawGet(LO)).outcome).toBe('closed');
  expect((await rawGet(LO)).outcome).toBe('answer');
});

it('timeout holds the request for faultTimeoutMs, then closes it', async () => {
  await fault({ path: LO, kind: 'timeout' });
  const { outcome, ms } = await rawGet(LO);
  expect(outcome).toBe('closed');
  expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
  expect(ms).toBeLessThan(TIMEOUT_MS + 2000);
});

it('counts `times`, matches method and path prefix, and leaves /__sandbox alone', async () => {
  const created = await sandbox.json<{ id: number; times: number }>('/__sandbox/faults', {
    body: { method: 'post', path: '/ft/', kind: '500', times: 2 },
  });
  expect(created).toEqual({
    id: expect.any(Number),
    method: 'POST',
    path: '/ft/',
    kind: '500',
    times: 2,
  });

  expect((await sandbox.call('/ft/external/session', { method: 'GET' })).status).toBe(404); // GET: not matched
  expect((await sandbox.call(LO)).status).toBe(200); // another path
  expect((await sandbox.call('/ft/external/event', { body: {} })).status).toBe(500);
  expect(await sandbox.json('/__sandbox/faults')).toEqual([{ ...created, times: 1 }]);
  expect((await sandbox.call('/ft/external/session', { body: {} })).status).toBe(500);
  expect((await sandbox.call('/ft/external/event', { body: { event: 'PAGE_VIEW' } })).status).toBe(
    200,
  );
  expect(await sandbox.json('/__sandbox/faults')).toEqual([]);
});

it('a `*` segment stands for any one segment: the messages of any channel, not its typing', async () => {
  await fault({ method: 'GET', path: '/service-lead-portal/api/*/x', kind: '500', times: 5 });
  expect((await sandbox.call(LO)).status).toBe(200); // lo/{uuid}: its second segment is not x
  await sandbox.call('/__sandbox/faults', { method: 'DELETE' });
  await fault({ method: 'GET', path: '/service-lead-portal/*/lo/', kind: '500', times: 5 });
  expect((await sandbox.call(LO)).status).toBe(500);
  expect((await sandbox.call('/service-lead-portal/lo/')).status).not.toBe(500); // one segment short
  expect(pathMatches('/channels/*/messages', '/channels/c-1/messages')).toBe(true);
  expect(pathMatches('/channels/*/messages', '/channels/c-1/messages/m-2')).toBe(true);
  expect(pathMatches('/channels/*/messages', '/channels/c-1/typing')).toBe(false);
  expect(pathMatches('/channels/*/messages', '/channels//messages')).toBe(false);
  expect(pathMatches('/channels/*', '/channels')).toBe(false);
  // Without a `*`, a plain prefix, as before.
  expect(
    pathMatches(
      '/service-wallet/secure/api/v4/acc',
      '/service-wallet/secure/api/v4/account/access',
    ),
  ).toBe(true);
});

it('DELETE clears every fault', async () => {
  await fault({ path: '/', kind: '500', times: 50 });
  expect((await sandbox.call(LO)).status).toBe(500);
  expect((await sandbox.call('/__sandbox/requests?since=0')).status).toBe(200);
  expect(await sandbox.json('/__sandbox/faults', { method: 'DELETE' })).toEqual({ cleared: 1 });
  expect((await sandbox.call(LO)).status).toBe(200);
});

it('refuses bad fault bodies with 400', async () => {
  for (const body of [
    { path: LO, kind: 'explode' },
    { kind: '500' },
    { path: 'no-slash', kind: '500' },
    { path: LO, kind: '500', times: 0 },
    { path: '/__sandbox/reset', kind: '500' },
  ]) {
    expect((await sandbox.call('/__sandbox/faults', { body })).status).toBe(400);
  }
});

it('requests that hit a fault are logged, with a null status when no answer came', async () => {
  const before = await sandbox.json<RequestLogEntry[]>('/__sandbox/requests');
  const last = before.at(-1)?.seq ?? 0;
  await fault({ path: LO, kind: '500' });
  await fault({ path: LO, kind: 'drop' });
  await sandbox.call(LO);
  await rawGet(LO);
  const entries = await sandbox.json<RequestLogEntry[]>(`/__sandbox/requests?since=${last}`);
  expect(entries.map((e) => [e.path, e.status])).toEqual([
    [LO, 500],
    [LO, null],
  ]);
});

it('close() ends a connection held by a timeout fault at once', async () => {
  const other = await startTestSandbox({ faultTimeoutMs: 60_000 });
  await other.json('/__sandbox/faults', { body: { path: '/', kind: 'timeout' } });
  const started = Date.now();
  const held = fetch(`${other.url}${LO}`).then(
    () => 'answered',
    () => 'closed',
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  await other.close();
  expect(await held).toBe('closed');
  expect(Date.now() - started).toBeLessThan(5000);
});
