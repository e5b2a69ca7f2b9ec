import { DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES } from '../../../src/lib/chatProviderHosts';

/**
 * The deployment contract's headers (docs/deployment.md#security-headers), checked as the docs
 * state them rather than compared to the sandbox's own string, so a change that weakens the policy
 * fails here even when it is made in one place.
 */
export function policyDirectives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const isNonceOrHash = (source: string) => /^'(nonce|sha256|sha384|sha512)-[^']+'$/.test(source);

export function expectSecurePageHeaders(headers: Headers, origin: string): void {
  const policy = policyDirectives(headers.get('content-security-policy'));
  const page = new URL(origin);
  const socket = `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}`;

  // Scripts: the app's own origin, or a nonce or a hash; never inline or eval.
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const source of scripts) {
    expect(source === "'self'" || isNonceOrHash(source)).toBe(true);
  }
  for (const [name, sources] of policy) {
    if (name.startsWith('script-src') || name === 'default-src') {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  }
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(["'none'", "'self'"]).toContain(policy.get('base-uri')?.join(' '));
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);

  // Calls: the app's origin, its websocket and the default chat provider's hosts, nothing else.
  const connect = policy.get('connect-src') ?? [];
  expect(connect).toEqual(
    expect.arrayContaining(["'self'", socket, ...DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES]),
  );
  for (const source of connect) {
    expect(["'self'", socket, ...DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES]).toContain(source);
  }

  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = (headers.get('permissions-policy') ?? '').split(/,\s*/);
  expect(permissions).toContain('geolocation=(self)');
}

/**
 * Served HTML that runs under the policy: every script is a file of the page's origin or the
 * organisation data's JSON block (never executed); no inline style, style attribute or handler.
 */
export function expectNoInlineCode(html: string): void {
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  for (const tag of scripts) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) expect(src).toMatch(/^\/(?!\/)/);
    else expect(tag).toBe('<script id="org-info" type="application/json">');
  }
  expect(html).not.toMatch(/<style\b/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
}
