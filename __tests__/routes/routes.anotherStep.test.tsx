import { ROUTED_PAGE_SCENARIOS } from '../support/routeExpectations';
import { useScenario } from '../support/server';
import { app, expectHeading, OFFER, renderRoute, routed, useRouteServer } from './routeTesting';

useRouteServer();

describe('application routes, signed in: at another step', () => {
  test.each(routed)('%s sends an applicant at another step to theirs', async (path) => {
    if (path === 'product/select') useScenario(ROUTED_PAGE_SCENARIOS.identity!);
    const { history } = renderRoute(`${app}/${path}?pop-webchat=1&utm_source=mail`);
    const [expectedPath, heading] =
      path === 'product/select' ? ['identity', 'Verify your identity'] : ['product/select', OFFER];
    await expectHeading(heading);
    expect(history.location.pathname).toBe(`${app}/${expectedPath}`);
    expect(history.location.search).toBe('?pop-webchat=1');
  });
});
