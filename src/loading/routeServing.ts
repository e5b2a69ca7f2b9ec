import { matchPath } from 'react-router-dom';
import type { RouteEntry } from './defineRoutes';

/*
 * A module of its own: only the progress panel's chunk needs it at run time, so it stays out of
 * the first screen (docs/performance.md#the-first-screen).
 */
/** The entry of `routes` serving a path relative to their area (query and hash ignored), or null. */
export function routeServing<Entry extends RouteEntry>(
  routes: readonly Entry[],
  relativePath: string,
): Entry | null {
  const path = `/${relativePath.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '')}`;
  return (
    routes.find((route) => matchPath({ path: `/${route.path}`, end: true }, path) !== null) ?? null
  );
}
