/**
 * The base URL for relative paths (docs/requests.md#what-every-call-carries), as chosen by the flag
 * 'fe-relative-url-heloc' (src/features/featureFlags/serviceBase.ts says how). It is
 * request-layer configuration, like the stored token, not application state: replays make no
 * calls.
 */
let base: string | null = null;

export function setServiceBase(value: string | null): void {
  base = value;
}

/** Where a path goes: on the chosen base, else on the page's origin. */
export function serviceUrl(url: string): string {
  if (base && url.startsWith('/') && !url.startsWith('//')) return `${base}${url}`;
  return new URL(url, window.location.origin).href;
}
