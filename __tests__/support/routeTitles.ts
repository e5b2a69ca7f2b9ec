import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteEntry, RouteTitles } from '../../src/loading/defineRoutes';

const FEATURES = path.resolve(__dirname, '../../src/features');

/** A feature with routes: its entries (every list its routes.ts exports) and its titles.ts. */
export interface TitledFeature {
  feature: string;
  routes: readonly RouteEntry[];
  titles: RouteTitles;
}

/**
 * Every feature's routes and titles, read at once from src/features: the app loads a route's
 * title with its screen (docs/performance.md#route-titles), a test states what a route's heading
 * is without loading it. The entries are the manifest's own (the same modules), so a route's
 * title is found by its entry; `__tests__/routes/routeTitles.test.ts` checks each feature titles
 * its routes, each once, and nothing else.
 */
export const TITLED_FEATURES: readonly TitledFeature[] = readdirSync(FEATURES)
  .filter((feature) => existsSync(path.join(FEATURES, feature, 'routes.ts')))
  .map((feature) => {
    const routes = jest.requireActual<Record<string, unknown>>(
      path.join(FEATURES, feature, 'routes'),
    );
    const { titles } = jest.requireActual<{ titles: RouteTitles }>(
      path.join(FEATURES, feature, 'titles'),
    );
    return {
      feature,
      routes: Object.values(routes).filter(Array.isArray).flat() as RouteEntry[],
      titles,
    };
  });

const TITLES = new Map<RouteEntry, MessageDescriptor | undefined>(
  TITLED_FEATURES.flatMap(({ routes, titles }) =>
    routes.map((route) => [route, titles[route.path]] as const),
  ),
);

/** A manifest entry's title, as its feature's titles state it. */
export function titleOf(route: RouteEntry): MessageDescriptor {
  const title = TITLES.get(route);
  if (!title) throw new Error(`No feature titles the route "${route.path}"`);
  return title;
}
