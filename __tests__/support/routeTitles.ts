import type { MessageDescriptor } from '@lingui/core';
import type { RouteEntry } from '../../src/loading/defineRoutes';
import { titles as bank } from '../../src/features/bank/titles';
import { titles as bpo } from '../../src/features/bpo/titles';
import { titles as complete } from '../../src/features/complete/titles';
import { titles as conditions } from '../../src/features/conditions/titles';
import { titles as copies } from '../../src/features/copies/titles';
import { titles as credit } from '../../src/features/credit/titles';
import { titles as disclosures } from '../../src/features/disclosures/titles';
import { titles as errors } from '../../src/features/errors/titles';
import { titles as hold } from '../../src/features/hold/titles';
import { titles as identity } from '../../src/features/identity/titles';
import { titles as income } from '../../src/features/income/titles';
import { titles as insurance } from '../../src/features/insurance/titles';
import { titles as liens } from '../../src/features/liens/titles';
import { titles as merchant } from '../../src/features/merchant/titles';
import { titles as notary } from '../../src/features/notary/titles';
import { titles as payoff } from '../../src/features/payoff/titles';
import { titles as plaidOauth } from '../../src/features/plaidOauth/titles';
import { titles as product } from '../../src/features/product/titles';
import { titles as registration } from '../../src/features/registration/titles';
import { titles as reviewApp } from '../../src/features/reviewApp/titles';
import { titles as signer } from '../../src/features/signer/titles';
import { titles as signing } from '../../src/features/signing/titles';
import { titles as start } from '../../src/features/start/titles';

/**
 * Every feature's route titles, read at once: the app loads a route's title with its screen
 * (docs/performance.md#route-titles), a test states what a route's heading is without loading it.
 * By area (the manifest's lists), then route path; two features of an area titling one path fail
 * here, and `__tests__/routes/routeTitles.test.ts` checks every route is titled.
 */
const AREAS = {
  application: [
    bank,
    bpo,
    complete,
    conditions,
    copies,
    credit,
    disclosures,
    errors,
    hold,
    identity,
    income,
    insurance,
    liens,
    merchant,
    notary,
    payoff,
    product,
    reviewApp,
    signing,
    start,
  ],
  signer: [signer],
  registration: [registration],
  page: [plaidOauth],
};

export type RouteArea = keyof typeof AREAS;

const byPath = (area: RouteArea) => {
  const titles = new Map<string, MessageDescriptor>();
  for (const feature of AREAS[area]) {
    for (const [path, title] of Object.entries(feature)) {
      if (titles.has(path)) throw new Error(`Two features title ${area} route "${path}"`);
      titles.set(path, title);
    }
  }
  return titles;
};

const ROUTE_TITLES = Object.fromEntries(
  (Object.keys(AREAS) as RouteArea[]).map((area) => [area, byPath(area)]),
) as Record<RouteArea, Map<string, MessageDescriptor>>;

/** A manifest entry's title, as its feature's titles state it. */
export function titleOf(area: RouteArea, route: Pick<RouteEntry, 'path'>): MessageDescriptor {
  const title = ROUTE_TITLES[area].get(route.path);
  if (!title) throw new Error(`No feature titles the ${area} route "${route.path}"`);
  return title;
}

/** The route paths an area's features title, sorted. */
export const titledPaths = (area: RouteArea): string[] => [...ROUTE_TITLES[area].keys()].sort();
