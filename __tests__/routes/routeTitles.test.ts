/**
 * @jest-environment node
 */
import {
  APPLICATION_ROUTES,
  PAGE_ROUTES,
  REGISTRATION_ROUTES,
  SIGNER_ROUTES,
} from '../../src/app/routes/manifest';
import type { RouteEntry } from '../../src/loading/defineRoutes';
import { type RouteArea, titledPaths } from '../support/routeTitles';

/*
 * Which title a route's screen passes on is proven where the screens are shown: the route tests
 * and the browser walks expect each heading from these titles (docs/performance.md#route-titles).
 */
const AREAS: readonly [RouteArea, readonly RouteEntry[]][] = [
  ['application', APPLICATION_ROUTES],
  ['signer', SIGNER_ROUTES],
  ['registration', REGISTRATION_ROUTES],
  ['page', PAGE_ROUTES],
];

test.each(AREAS)('the %s routes are titled each once, and nothing else is', (area, routes) => {
  expect(titledPaths(area)).toEqual(routes.map((route) => route.path).sort());
});
