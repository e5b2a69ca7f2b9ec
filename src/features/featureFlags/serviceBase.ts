/**
 * docs/telemetry.md#flags-and-experiments: "the relative-URL flag fe-relative-url-heloc", asked
 * once per page load. Reading chosen: with the flag on, its `baseUrl` variable is
 * where the lender's services are; with it off, missing, or naming a place the borrower's token
 * must not go, they are on the page's own origin. The token goes with every call, so a base is
 * taken only when it is a path on this origin, or an https address on this host or on a host of
 * the same parent domain (borrower.lender.example may call api.lender.example, never another
 * site).
 */
export function serviceBaseFrom(
  flag: { flagEnabled: boolean; variables: Record<string, unknown> } | null,
  page: { origin: string; hostname: string },
): string | null {
  const wanted = flag?.flagEnabled ? flag.variables.baseUrl : undefined;
  if (typeof wanted !== 'string' || !wanted.trim()) return null;
  if (/^\/(?!\/)/.test(wanted)) return `${page.origin}${wanted.replace(/\/+$/, '')}`;
  let url: URL;
  try {
    url = new URL(wanted);
  } catch {
    return null;
  }
  if (url.origin === page.origin) return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const parent = page.hostname.split('.').slice(1).join('.');
  const sameSite =
    url.hostname === page.hostname || (parent.includes('.') && url.hostname.endsWith(`.${parent}`));
  if (url.protocol !== 'https:' || !sameSite || url.username || url.password) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
