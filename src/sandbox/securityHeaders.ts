/**
 * The headers a lender's server sends with the app's page and with its API answers: the front
 * end's deployment contract (docs/deployment.md#security-headers). The sandbox sends them for the
 * development and the production build alike, and for its own pages, which stand in for the
 * lender's site and hold the same token.
 */
import type { Request, Response, NextFunction } from 'express';
import { DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES } from '../lib/chatProviderHosts';

/** Where the sandbox collects the policy's violation reports (printed on its terminal). */
export const CSP_REPORT_PATH = '/csp-reports';

export interface PagePolicyOptions {
  /** The page's origin, e.g. http://localhost:8080. */
  origin: string;
  /** The origin of the lender's API (the organisation's baseUrl) when it is not the page's. */
  apiOrigin?: string | null;
  /** Where browsers send violation reports; none when null. */
  reportUri?: string | null;
}

/** ws://host for an http origin, wss://host for https: the websocket of that origin. */
function socketOf(origin: URL): string {
  return `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
}

/** The origin of an absolute http(s) URL, or null (relative or unusable addresses). */
function originOrNull(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The page's Content-Security-Policy. Scripts, styles and fonts come only from the page's own
 * origin: no inline script or style, no eval, so a script injected into the page cannot run and
 * cannot read the token kept in local storage. Images may also come from https hosts,
 * because partners' logos, loaders and originator avatars come from data the server does not
 * know when it sends the page, and an image cannot run script. Calls go only to the page's origin
 * and its websocket, the lender's API origin when it is another one, and the default chat
 * provider's hosts.
 */
export function contentSecurityPolicy({
  origin,
  apiOrigin,
  reportUri = null,
}: PagePolicyOptions): string {
  const page = new URL(origin);
  const api = originOrNull(apiOrigin);
  const connect = ["'self'", socketOf(page)];
  if (api && api.origin !== page.origin) connect.push(api.origin, socketOf(api));
  connect.push(...DEFAULT_CHAT_PROVIDER_CONNECT_SOURCES);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', ...connect],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  // On https every address the page loads must be https too; on http (the sandbox on loopback)
  // upgrading would break every request.
  if (page.protocol === 'https:') directives.push(['upgrade-insecure-requests']);
  if (reportUri) directives.push(['report-uri', reportUri]);
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Geolocation for the app itself only (the location alert before e-signing,
 * docs/sandbox.md#security-headers); the powerful features no screen uses are off for the page and any frame.
 */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=()';

/**
 * Strict-Transport-Security for a page served on https: browsers keep to https on the host for a
 * year. Never on http (the sandbox on loopback), where browsers ignore it.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Every header the page goes out with, by name. */
export function pageSecurityHeaders(options: PagePolicyOptions): Record<string, string> {
  const https = new URL(options.origin).protocol === 'https:';
  return {
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // frame-ancestors' twin for browsers that predate it.
    'X-Frame-Options': 'DENY',
    // The page shares no window with pages it did not open itself.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export function setPageSecurityHeaders(res: Response, options: PagePolicyOptions): void {
  for (const [name, value] of Object.entries(pageSecurityHeaders(options))) {
    res.setHeader(name, value);
  }
}

/**
 * Every answer is sent with nosniff (a JSON answer can then never be run as a script or read
 * as a page), and everything but pages and built files with `Cache-Control: no-store`, so no
 * answer holding personal data stays in a cache.
 */
export function answerHeaders(isPageOrAsset: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!isPageOrAsset(req)) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
