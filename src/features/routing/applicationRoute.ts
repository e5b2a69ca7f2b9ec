import { isUuid, relativeToBase } from '../navigation/paths';

/** The application and step of a path under /account/heloc/{uuid}, or null elsewhere. */
export function applicationRouteOf(
  pathname: string,
): { applicationUuid: string; step: string } | null {
  const relative = relativeToBase(pathname);
  if (!relative) return null;
  const [first, ...rest] = relative.split('/');
  if (!isUuid(first)) return null;
  return { applicationUuid: first.toLowerCase(), step: rest.join('/') };
}
