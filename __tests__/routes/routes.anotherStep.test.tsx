import { ROUTED_PAGE_SCENARIOS } from '../support/routeExpectations';
import { useScenario } from '../support/server';
import { app, expectHeading, OFFER, renderRoute, routed, useRouteServer } from './routeTesting';

useRouteServer();

/**
 * One routed page of each kind, opened with the app's router and routing: a step's form, a hold,
 * an error page, a review page, the end, and the offer itself (opened at another step). That every
 * routed page waits for the routing and is left for the decision is one rule over the list of
 * routed pages, proven page by page in __tests__/routing (closedStep.test.ts).
 */
const SAMPLE = [
  'product/select',
  'bank/disburse',
  'bpo/hold',
  'error/decline',
  'review-app/uw',
  'complete',
];

test('the sample is of routed pages', () => {
  expect(SAMPLE.filter((path) => !routed.some(([routedPath]) => routedPath === path))).toEqual([]);
});

describe('application routes, signed in: at another step', () => {
  test.each(routed.filter(([path]) => SAMPLE.includes(path)))(
    '%s sends an applicant at another step to theirs',
    async (path) => {
      if (path === 'product/select') useScenario(ROUTED_PAGE_SCENARIOS.identity!);
      const { history } = renderRoute(`${app}/${path}?pop-webchat=1&utm_source=mail`);
      const [expectedPath, heading] =
        path === 'product/select'
          ? ['identity', 'Verify your identity']
          : ['product/select', OFFER];
      await expectHeading(heading);
      expect(history.location.pathname).toBe(`${app}/${expectedPath}`);
      expect(history.location.search).toBe('?pop-webchat=1');
    },
  );
});
