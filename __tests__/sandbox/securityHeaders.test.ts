/** @jest-environment node */
import { DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES } from '../../src/lib/chatProviderHosts';
import { seedOrgs } from '../../src/sandbox/orgs';
import { brandStylesheet } from '../../src/sandbox/pages/layout';
import { violationsIn } from '../../src/sandbox/routes/cspReports';
import {
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  pageSecurityHeaders,
} from '../../src/sandbox/securityHeaders';
import { rawGet } from '../support/rawGet';
import { sharedSandbox } from './helpers';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

describe('the page policy', () => {
  it('allows scripts, styles and fonts from the page origin only, and calls to it and its websocket', () => {
    const policy = directives(contentSecurityPolicy({ origin: 'http://localhost:8080' }));
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'ws://localhost:8080', ...DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
  });

  it('on https uses the secure websocket and upgrades every address', () => {
    const policy = directives(contentSecurityPolicy({ origin: 'https://heloc.lender.example' }));
    expect(policy['connect-src']).toContain('wss://heloc.lender.example');
    expect(policy['connect-src']).not.toContain('ws://heloc.lender.example');
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  it("adds the lender's API origin when the organisation's baseUrl is another one", () => {
    const other = directives(
      contentSecurityPolicy({
        origin: 'https://heloc.lender.example',
        apiOrigin: 'https://api.lender.example/base/',
      }),
    );
    expect(other['connect-src']).toEqual([
      "'self'",
      'wss://heloc.lender.example',
      'https://api.lender.example',
      'wss://api.lender.example',
      ...DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES,
    ]);
    for (const apiOrigin of ['', 'https://heloc.lender.example', 'javascript:alert(1)', '/api']) {
      const same = directives(
        contentSecurityPolicy({ origin: 'https://heloc.lender.example', apiOrigin }),
      );
      expect(same['connect-src']).toHaveLength(2 + DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES.length);
    }
  });

  it('names the report collector when given one', () => {
    const policy = contentSecurityPolicy({
      origin: 'http://localhost:8080',
      reportUri: CSP_REPORT_PATH,
    });
    expect(policy.endsWith(`; report-uri ${CSP_REPORT_PATH}`)).toBe(true);
  });

  it('goes out with the other page headers', () => {
    expect(pageSecurityHeaders({ origin: 'http://localhost:8080' })).toEqual({
      'Content-Security-Policy': expect.any(String),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringMatching(/^geolocation=\(self\), camera=\(\), /),
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('adds Strict-Transport-Security on https only', () => {
    expect(
      pageSecurityHeaders({ origin: 'https://heloc.lender.example' })['Strict-Transport-Security'],
    ).toBe('max-age=31536000; includeSubDomains');
    expect(pageSecurityHeaders({ origin: 'http://localhost:8080' })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
  });
});

describe('violation reports', () => {
  it('reads report-uri bodies and Reporting API lists', () => {
    expect(
      violationsIn({
        'csp-report': {
          'document-uri': 'http://localhost:8080/account/heloc/x?y=1',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'source-file': 'http://localhost:8080/account/heloc/main.js',
          'line-number': 3,
        },
      }),
    ).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        page: 'http://localhost:8080/account/heloc/x?y=1',
        source: 'http://localhost:8080/account/heloc/main.js:3',
      },
    ]);
    expect(
      violationsIn([
        { type: 'deprecation', body: {} },
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://a/b',
            effectiveDirective: 'connect-src',
            blockedURL: 'x',
            lineNumber: 1,
          },
        },
      ]),
    ).toEqual([{ directive: 'connect-src', blocked: 'x', page: 'http://a/b', source: '' }]);
    expect(violationsIn('nonsense')).toEqual([]);
    expect(violationsIn({ 'csp-report': 'x' })).toEqual([]);
  });
});

describe('the sandbox', () => {
  const sandbox = sharedSandbox({ log: true });
  const printed: string[] = [];
  // Mocks are restored after each test (jest.config.js), so each test silences the log again.
  beforeEach(() => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest
      .spyOn(console, 'warn')
      .mockImplementation((line: unknown) => void printed.push(String(line)));
  });

  it('sends its pages with the page headers', async () => {
    for (const path of ['/auth/login', '/dashboard', '/nowhere']) {
      const response = await sandbox.call(path, { headers: { Accept: 'text/html' } });
      expect(response.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy({ origin: sandbox.url, reportUri: CSP_REPORT_PATH }),
      );
      expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const html = await response.text();
      expect(html).not.toMatch(/<style|\sstyle=/);
      expect(html).toContain('<link rel="stylesheet" href="/sandbox-assets/brand.css?org=main">');
    }
  });

  it('does not believe a Host header that is not a host', async () => {
    // fetch will not send a Host of one's choosing; a plain request will.
    const { headers } = await rawGet(
      `${sandbox.url.replace('localhost', '127.0.0.1')}/auth/login`,
      {
        Accept: 'text/html',
        Host: "evil; script-src 'unsafe-inline'",
      },
    );
    const policy = String(headers['content-security-policy'] ?? '');
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain(' ws://localhost ');
  });

  it('answers API calls with nosniff and no-store, simulated failures too', async () => {
    await sandbox.json('/__sandbox/faults', {
      body: { path: '/service-application/api/v1/application/heloc/all', kind: '500' },
    });
    for (const path of [
      '/service-profile/api/v1/profile',
      '/no/such/endpoint',
      '/service-application/api/v1/application/heloc/all',
    ]) {
      const response = await sandbox.call(path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("serves each organisation's colours as a stylesheet, and only colours", async () => {
    const partner = await sandbox.call('/sandbox-assets/brand.css?org=partner');
    expect(partner.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await partner.text()).toBe(':root { --brand: #6b2058; --brand-text: #ffffff; }\n');

    const seeded = seedOrgs()[0];
    if (!seeded) throw new Error('no org');
    const hostile = brandStylesheet({
      ...seeded,
      info: {
        ...seeded.info,
        orgBrand: { ...seeded.info.orgBrand, primaryColor: 'red; } body { background: url(//x)' },
      },
    });
    expect(hostile).toBe(`:root { --brand-text: ${seeded.info.orgBrand.primaryTextColor}; }\n`);
  });

  it('prints each violation report on its terminal', async () => {
    const response = await sandbox.call(CSP_REPORT_PATH, {
      body: {
        'csp-report': {
          'document-uri': `${sandbox.url}/account/heloc/abc/liens?token=secret`,
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      },
      headers: { 'Content-Type': 'application/csp-report' },
    });
    expect(response.status).toBe(204);
    expect(printed).toContain(
      'CSP violation on /account/heloc/abc/liens: script-src-elem blocked inline',
    );
  });
});
