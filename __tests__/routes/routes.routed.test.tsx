import { ROUTED_PAGE_SCENARIOS } from '../support/routeExpectations';
import { useScenario } from '../support/server';
import { app, expectHeading, renderRoute, routed, useRouteServer } from './routeTesting';

useRouteServer();

describe('application routes, signed in', () => {
  test.each(routed)('%s shows "%s" to an applicant whose step it is', async (path, heading) => {
    useScenario(ROUTED_PAGE_SCENARIOS[path]!);
    const { history } = renderRoute(`${app}/${path}`);
    await expectHeading(heading);
    expect(history.location.pathname).toBe(`${app}/${path}`);
  });
});
