/**
 * @jest-environment node
 */
import {
  APPLICATION_ROUTES,
  PAGE_ROUTES,
  REGISTRATION_ROUTES,
  SIGNER_ROUTES,
} from '../../src/app/routes/manifest';
import { TITLED_FEATURES, titleOf } from '../support/routeTitles';

/*
 * Which title a route's screen passes on is proven where the screens are shown: the route tests
 * and the browser walks expect each heading from these titles (docs/performance.md#route-titles).
 */
test.each(TITLED_FEATURES.map((feature) => [feature.feature, feature] as const))(
  'the %s routes are titled each once, and nothing else is',
  (_name, { routes, titles }) => {
    expect(Object.keys(titles).sort()).toEqual([...new Set(routes.map((r) => r.path))].sort());
  },
);

test("every route of the manifest is a feature's, with its title", () => {
  for (const route of [
    ...APPLICATION_ROUTES,
    ...SIGNER_ROUTES,
    ...REGISTRATION_ROUTES,
    ...PAGE_ROUTES,
  ]) {
    expect(titleOf(route)).toEqual(expect.objectContaining({ id: expect.any(String) }));
  }
});
