/** @jest-environment node */
/**
 * The sandbox's own doors: writes only from its origin or from tools, as
 * JSON; telemetry checked and capped; organisation links on its pages only http(s) or relative.
 */
import fs from 'node:fs';
import path from 'node:path';
import { safeHref } from '../../src/sandbox/pages/layout';
import { sharedSandbox } from './helpers';

// A cap of 3 records, so that the test can pass it (the sandbox keeps 5000).
jest.mock('../../src/sandbox/telemetryBodies', () => ({
  ...jest.requireActual('../../src/sandbox/telemetryBodies'),
  TELEMETRY_RECORDS_KEPT: 3,
}));

const sandbox = sharedSandbox();

const recordsIn = (collection: string) =>
  fs.readdirSync(path.join(sandbox.dataDir, collection)).filter((f) => f.endsWith('.json'));

describe('writes', () => {
  it("a page on another origin cannot drive the control API or the lender's calls", async () => {
    const before = recordsIn('applications').length;
    for (const [route, body] of [
      ['/__sandbox/applicants', '{}'],
      ['/__sandbox/faults', '{"method":"GET","path":"/x","kind":"500"}'],
      ['/__sandbox/reset', undefined],
    ] as const) {
      const response = await sandbox.call(route, {
        method: 'POST',
        body,
        headers: { Origin: 'http://localhost:9999' },
      });
      expect({ route, status: response.status }).toEqual({ route, status: 403 });
      expect(((await response.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
        'FORBIDDEN',
      );
    }
    // A sandboxed frame's "null" origin too.
    const nullOrigin = await sandbox.call('/__sandbox/applicants', {
      method: 'POST',
      body: {},
      headers: { Origin: 'null' },
    });
    expect(nullOrigin.status).toBe(403);
    expect(recordsIn('applications')).toHaveLength(before);
    expect(await sandbox.json('/__sandbox/faults')).toEqual([]);
  });

  it('a body that is not JSON (a form, text/plain: no preflight) is refused with 415', async () => {
    const before = recordsIn('applications').length;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      for (const route of ['/__sandbox/applicants', '/identity/api/v1/registration/register']) {
        const response = await sandbox.call(route, {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': type },
        });
        expect({ type, route, status: response.status }).toEqual({ type, route, status: 415 });
      }
    }
    expect(recordsIn('applications')).toHaveLength(before);
  });

  it('its own pages (same origin) and tools (no origin) still write', async () => {
    const own = await sandbox.call('/__sandbox/applicants', {
      method: 'POST',
      body: {},
      headers: { Origin: sandbox.url },
    });
    expect(own.status).toBe(200);
    expect((await sandbox.call('/__sandbox/applicants', { body: {} })).status).toBe(200);
    // A write without a body needs no type.
    expect((await sandbox.call('/__sandbox/faults', { method: 'DELETE' })).status).toBe(200);
  });
});

describe('telemetry', () => {
  const EVENT = {
    domain: 'localhost',
    queryParams: { step: 'name' },
    pagePath: '/account/heloc/register',
    event: 'PAGE_VIEW',
    sessionKey: { uuid: 'a', epoch: 1, trackerUuid: 'b' },
    identityId: null,
    applicationUuid: null,
    eventType: 'PAGE_VIEW',
    productType: 'HELOC',
    eventProperties: { title: 'Register' },
    dontDedupe: true,
    dedupeProperty: null,
  };

  it('takes the documented event and session, and refuses other fields, types and sizes', async () => {
    const before = recordsIn('telemetryEvents').length;
    expect((await sandbox.call('/ft/heloc/event', { body: EVENT })).status).toBe(200);
    const session = {
      platform: 'WEB',
      libVersion: '2.2.23',
      referrer: '',
      queryParams: {},
      screenWidth: 1280,
      screenHeight: 800,
      windowWidth: 1280,
      windowHeight: 720,
      sessionKey: null,
      appVersion: '0.1.0',
    };
    expect((await sandbox.call('/ft/heloc/session', { body: session })).status).toBe(200);

    for (const bad of [
      { ...EVENT, event: 5 },
      { ...EVENT, event: '' },
      { ...EVENT, dontDedupe: 'yes' },
      { ...EVENT, queryParams: { a: 1 } },
      { ...EVENT, extra: 'x' },
      { ...EVENT, eventProperties: { blob: 'x'.repeat(900_000) } },
      { ...EVENT, sessionKey: { uuid: 'a', other: 1 } },
    ]) {
      const response = await sandbox.call('/ft/heloc/event', { body: bad });
      expect({ bad: Object.keys(bad).join(), status: response.status }).toEqual({
        bad: Object.keys(bad).join(),
        status: 400,
      });
    }
    for (const bad of [
      { ...session, platform: 'IOS' },
      { ...session, screenWidth: 'wide' },
    ]) {
      expect((await sandbox.call('/ft/heloc/session', { body: bad })).status).toBe(400);
    }
    expect(recordsIn('telemetryEvents').length).toBeLessThanOrEqual(before + 1);
  });

  it('keeps at most the cap of each kind, the oldest making room', async () => {
    for (let i = 0; i < 6; i += 1) {
      const response = await sandbox.call('/ft/heloc/event', {
        body: { ...EVENT, event: `E${i}` },
      });
      expect(response.status).toBe(200);
    }
    expect(recordsIn('telemetryEvents')).toHaveLength(3);
    const kept = recordsIn('telemetryEvents').map(
      (file) =>
        (
          JSON.parse(
            fs.readFileSync(path.join(sandbox.dataDir, 'telemetryEvents', file), 'utf8'),
          ) as { body: { event: string } }
        ).body.event,
    );
    expect(kept.sort()).toEqual(['E3', 'E4', 'E5']);
  });
});

describe('organisation links on the sandbox pages', () => {
  it('safeHref takes http(s) and relative addresses only', () => {
    for (const good of [
      '/terms',
      'terms.html',
      '?q=1',
      '#top',
      'https://a.example/x',
      'http://a.example',
    ]) {
      expect(safeHref(good)).toBe(good);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      '',
    ]) {
      expect({ bad, href: safeHref(bad) }).toEqual({ bad, href: null });
    }
  });

  it('the footer of every page leaves out javascript: links from organisation data', async () => {
    await sandbox.json('/__sandbox/orgs/main', {
      method: 'PUT',
      body: {
        orgMetaData: {
          companyInfo: { privacyLinkIsExternal: true, privacyPolicyUrl: 'javascript:alert(1)' },
          footer: {
            additionalUrls: [
              { name: 'Bad', url: 'javascript:alert(document.domain)' },
              { name: 'Hidden', url: ' java\tscript:alert(1)' },
              { name: 'Good', url: 'https://good.example/rates' },
            ],
          },
        },
      },
    });
    try {
      for (const page of ['/terms', '/dashboard', '/auth/login']) {
        const html = await (await sandbox.call(page, { headers: { Accept: 'text/html' } })).text();
        expect({ page, javascript: /javascript:/i.test(html) }).toEqual({
          page,
          javascript: false,
        });
        expect(html).toContain('<a href="https://good.example/rates">Good</a>');
        expect(html).toContain('<a href="/privacy">Privacy policy</a>');
      }
    } finally {
      await sandbox.json('/__sandbox/orgs/main', { method: 'DELETE' });
    }
  });
});
