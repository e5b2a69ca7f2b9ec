import { isUuid as isUuidCheck } from '../../contract/uuid';

/** Router base path (docs/shell.md#routes). */
export const BASE_PATH = '/account/heloc';

/**
 * The only query value kept when routing moves between steps
 * (docs/shell.md#redirects-and-public-pages).
 */
export const POP_WEBCHAT_PARAM = 'pop-webchat';

/** The additional-signer area, relative to the base. */
export const SIGNER_AREA = 'heloc-signer';
export const SIGNER_LOGIN_PATH = `${BASE_PATH}/${SIGNER_AREA}/login`;
/** Where an additional signer picks up their signing: the signer area's own router. */
export const SIGNER_RESUME_PATH = `${BASE_PATH}/${SIGNER_AREA}/resume`;

/** The sign-in page outside the app. */
export const LOGIN_PAGE_PATH = '/auth/login';
export const DASHBOARD_PATH = '/dashboard';

/**
 * The UUID check (src/lib/uuid.ts), kept here for the callers of the navigation entry. A binding
 * of this module rather than a re-export: chunks that use it then reach it through this module,
 * so the check needs no module wrapper of its own in the first screen (21 bytes gzip).
 */
export const isUuid = isUuidCheck;

/** `/account/heloc` + a path relative to the base. */
export function appPath(relative = ''): string {
  const trimmed = relative.replace(/^\/+/, '');
  return trimmed ? `${BASE_PATH}/${trimmed}` : `${BASE_PATH}/`;
}

/** The path relative to the base, without leading slash ('' for the root), or null when outside. */
export function relativeToBase(pathname: string): string | null {
  if (pathname === BASE_PATH || pathname === `${BASE_PATH}/`) return '';
  if (!pathname.startsWith(`${BASE_PATH}/`)) return null;
  return pathname.slice(BASE_PATH.length + 1).replace(/\/+$/, '');
}

export function isSignerPath(pathname: string): boolean {
  const relative = relativeToBase(pathname);
  return relative !== null && (relative === SIGNER_AREA || relative.startsWith(`${SIGNER_AREA}/`));
}

/** A query string holding only pop-webchat, when present ('' otherwise). */
export function keepOnlyPopWebchat(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(POP_WEBCHAT_PARAM)) return '';
  const kept = new URLSearchParams();
  params.getAll(POP_WEBCHAT_PARAM).forEach((value) => kept.append(POP_WEBCHAT_PARAM, value));
  return `?${kept.toString()}`;
}

/**
 * Where a step lives, for an application: `/account/heloc/{uuid}/{step}` with only pop-webchat
 * carried over from the current query.
 */
export function stepUrl(applicationUuid: string, step: string, currentSearch = ''): string {
  const path = step ? `${applicationUuid}/${step.replace(/^\/+/, '')}` : applicationUuid;
  return `${appPath(path)}${keepOnlyPopWebchat(currentSearch)}`;
}

/**
 * The same place as `stepUrl`, as the app's router takes it (`<Link to>`, which adds the base
 * itself): `/{uuid}/{step}` with only pop-webchat carried over.
 */
export function stepLink(applicationUuid: string, step: string, currentSearch = ''): string {
  return stepUrl(applicationUuid, step, currentSearch).slice(BASE_PATH.length);
}

/**
 * The sign-in page with a redirectUrl back here. As the developer toolbar does
 * (docs/routing.md#roles-and-who-may-open-what), redirectUrl is added only for a path starting with
 * a slash and a lowercase letter.
 */
export function loginPageUrl(returnTo: string): string {
  return /^\/[a-z]/.test(returnTo)
    ? `${LOGIN_PAGE_PATH}?redirectUrl=${encodeURIComponent(returnTo)}`
    : LOGIN_PAGE_PATH;
}

export type LoginDestination = { kind: 'app'; to: string } | { kind: 'page'; href: string };

/**
 * Where a visitor without a session goes (docs/routing.md#roles-and-who-may-open-what): additional
 * signers to the signer login inside the app, everyone else to the sign-in page with a way back.
 */
export function loginDestination(location: {
  pathname: string;
  search: string;
  hash?: string;
}): LoginDestination {
  if (isSignerPath(location.pathname)) return { kind: 'app', to: SIGNER_LOGIN_PATH };
  return { kind: 'page', href: loginPageUrl(`${location.pathname}${location.search}`) };
}
