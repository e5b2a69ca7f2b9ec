/**
 * The organisation of a page load: `?org=CODE` (remembered in the sandbox_org cookie), else the
 * cookie, else main. Unknown codes fall back to main. Signing in remembers the account's
 * organisation the same way (routes/identity.ts), as a partner's own domain would serve its
 * borrowers in its brand; an explicit `?org=` on a later page load still wins. Also the injection of its OrgInfo into
 * the app's index.html, as a partner lender's server would do.
 */
import type { Request, Response } from 'express';
import type { Organisation } from '../contract/organisation';
import type { RecordStore } from './db';
import { queryString } from './http';
import { DEFAULT_ORG, orgOrDefault } from './orgs';
import type { OrgRecord } from './records';

export const ORG_COOKIE = 'sandbox_org';
export const ORG_PLACEHOLDER = '<!--org-info-->';

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Makes `code` the organisation of this browser's later page loads (the sandbox_org cookie, for
 * a year). Unknown codes are remembered as main. Returns the organisation remembered.
 */
export function rememberOrg(store: RecordStore, res: Response, code: string): OrgRecord {
  const org = orgOrDefault(store, code);
  res.append(
    'Set-Cookie',
    `${ORG_COOKIE}=${encodeURIComponent(org.code)}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
  );
  return org;
}

export function selectOrg(store: RecordStore, req: Request, res: Response): OrgRecord {
  const requested = queryString(req, 'org');
  if (requested !== undefined) return rememberOrg(store, res, requested);
  return orgOrDefault(store, cookie(req, ORG_COOKIE) ?? DEFAULT_ORG);
}

/**
 * The organisation of a call made without a session (registration): the x-org header the app
 * sends with every call when it names a known organisation, else the page's organisation (the
 * sandbox_org cookie), else main.
 */
export function requestOrg(store: RecordStore, req: Request): OrgRecord {
  const header = req.get('x-org')?.trim();
  const named = header ? store.get('orgs', header) : undefined;
  return named ?? orgOrDefault(store, cookie(req, ORG_COOKIE) ?? DEFAULT_ORG);
}

/** A host name or address with an optional port; nothing that could add to a header. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The page origin as the browser sees it (http://localhost:8080). It goes into the page's
 * policy and the injected baseUrl, so a Host header that is not a host is not believed.
 */
export function originOf(req: Request): string {
  const host = req.get('host') ?? '';
  return `${req.protocol}://${HOST.test(host) ? host : 'localhost'}`;
}

/**
 * The organisation's data as JSON that can sit inside a script element: `<`, `>`, `&` and the
 * JavaScript line breaks are written as \u escapes, so it can never close the element. The same
 * JSON is what the organisation service answers a web server that injects it itself
 * (docs/deployment.md#the-organisations-data).
 */
export function orgInfoJson(info: Organisation): string {
  return JSON.stringify(info)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Replaces the placeholder with the OrgInfo JSON (orgInfoJson). A template without the
 * placeholder (a minifier strips HTML comments) gets the script at the end of its head.
 */
export function injectOrgInfo(template: string, info: Organisation): string {
  const tag = `<script id="org-info" type="application/json">${orgInfoJson(info)}</script>`;
  if (template.includes(ORG_PLACEHOLDER)) return template.replace(ORG_PLACEHOLDER, () => tag);
  const headEnd = template.search(/<\/head>/i);
  return headEnd === -1
    ? tag + template
    : template.slice(0, headEnd) + tag + template.slice(headEnd);
}
