import { render } from '@testing-library/react';
import { i18n } from '../../src/lib/i18n';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../src/app/rootReducer';
import { applicationRouteFor } from '../../src/app/routes/manifest';
import type { HelocApplication } from '../../src/features/application';
import type { Condition } from '../../src/features/conditions';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { OrganisationUiBrand } from '../../src/features/organisation/OrganisationUiBrand';
import { BASE_PATH } from '../../src/features/navigation';
import { routingRequested } from '../../src/features/routing';
import { RouteTitleProvider } from '../../src/ui/routeTitle';
import type { Profile } from '../../src/features/profile';
import { APPLICATION_UUID, makeApplication, makeOrgInfo, makeProfile } from './fixtures';
import { titleOf } from './routeTitles';
import { testStore } from './testStore';

export interface RenderStepOptions {
  /** The application the store has loaded for the route (the fixtures' by default). */
  application?: HelocApplication;
  preloaded?: Partial<RootState>;
  /** The route's path under the application, when the screen reads its parameters. */
  routePath?: string;
}

/** The store's profile, loaded (the fixtures' by default). */
export const withProfile = (profile: Profile = makeProfile()): Partial<RootState> => ({
  profile: { profile, loadStatus: 'loaded', error: null },
});

/** The store's open conditions of the application, as read from the lender. */
export const withConditions = (items: Condition[]): Partial<RootState> => ({
  conditions: { applicationUuid: APPLICATION_UUID, items, fetchedAt: 1, error: null },
});

/**
 * One step screen on its own, as the router shows it at /account/heloc/{uuid}/{step} (the base
 * as the router's basename, so links' addresses are the ones a borrower follows): a real
 * store (no session, so the routing engine stays still and the test sees what the screen asks
 * of it), the organisation's brand, the `:uuid` route param and the manifest's title.
 */
export function renderStepScreen(
  step: string,
  Screen: ComponentType,
  { application = makeApplication(), preloaded = {}, routePath = '*' }: RenderStepOptions = {},
) {
  const path = `${BASE_PATH}/${APPLICATION_UUID}/${step}`;
  const { store, history } = testStore(path, {
    organisation: parseOrganisation(makeOrgInfo()),
    application: {
      currentUuid: APPLICATION_UUID,
      current: application,
      loadStatus: 'loaded',
      error: null,
    },
    ...preloaded,
  });
  const dispatch = jest.spyOn(store, 'dispatch');
  const route = applicationRouteFor(routePath === '*' ? step : routePath);
  const title = route ? titleOf(route) : null;
  const view = render(
    <Provider store={store}>
      <OrganisationUiBrand>
        <MemoryRouter initialEntries={[path]} basename={BASE_PATH}>
          <Routes>
            <Route
              path={`:uuid/${routePath}`}
              element={
                <RouteTitleProvider value={title}>
                  <Screen />
                </RouteTitleProvider>
              }
            />
          </Routes>
        </MemoryRouter>
      </OrganisationUiBrand>
    </Provider>,
  );
  /** The routing runs the screen asked for, in order. */
  const routingRequests = () =>
    dispatch.mock.calls
      .map(([action]) => action as UnknownAction)
      .filter((action) => routingRequested.match(action))
      .map((action) => action.payload);
  return { ...view, store, history, title: title && i18n._(title), routingRequests };
}
