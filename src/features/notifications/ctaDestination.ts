import { BASE_PATH } from '../navigation';

/** Where a notification's call to action may lead. */
export type CtaDestination =
  | { kind: 'app'; to: string } // inside this app: a history push
  | { kind: 'page'; href: string }; // another page of the same site: a full-page navigation

/** A placeholder origin used only to resolve a path and see whether it stays on the site. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * A CTA's redirectPath, checked: a path under /account/heloc stays in the app, any other
 * same-site path ("/..." but not "//...") is a full-page navigation, and anything else (absolute
 * URLs, protocol-relative "//host", "/\host", javascript:, data:, empty) is refused with null so
 * it is never rendered as a link. The path is normalised the way a browser resolves it, so
 * "/\evil.example" or a path with tabs cannot slip off the site.
 */
export function ctaDestination(redirectPath: unknown): CtaDestination | null {
  if (typeof redirectPath !== 'string') return null;
  if (!redirectPath.startsWith('/') || redirectPath.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(redirectPath, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`)) {
    return { kind: 'app', to: target };
  }
  return { kind: 'page', href: target };
}
