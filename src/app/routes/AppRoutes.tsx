import type { ReactNode } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { BorrowerStep } from '../../features/application';
import { NoApplicationInProgress } from '../../features/application/ApplicationInProgress';
import { ApplicationRoute } from '../../features/application/ApplicationRoute';
import { RootRoute } from '../../features/application/RootRoute';
import { RegistrationGate } from '../../features/registration/RegistrationGate';
import { RegistrationLayout } from '../../features/registration/RegistrationLayout';
import { SignerLayout } from '../../features/signer/SignerLayout';
import { AppShell } from '../../features/shell/AppShell';
import { NotFound } from '../../features/shell/NotFound';
import {
  FullPageRedirect,
  LegacyRegisterRedirect,
  LegacySignerRedirect,
  StepRedirect,
} from '../../features/shell/Redirects';
import { RequireSession } from '../../features/shell/RequireSession';
import { RouteTitleProvider } from '../../ui/routeTitle';
import type { RouteAccess, RouteEntry } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';
import { APPLICATION_ROUTES, PAGE_ROUTES, REGISTRATION_ROUTES, SIGNER_ROUTES } from './manifest';

/** Who may open it, then the screen. */
function guarded(access: RouteAccess, screen: ReactNode): ReactNode {
  switch (access) {
    case 'signed-in':
      return <RequireSession>{screen}</RequireSession>;
    case 'registration':
      // Registration where the organisation accepts it, for someone without an application in
      // progress (a signed-in borrower with one is shown it).
      return (
        <RegistrationGate>
          <NoApplicationInProgress>{screen}</NoApplicationInProgress>
        </RegistrationGate>
      );
    case 'anyone':
    case 'applicant': // the application area's own guard (RequireSession + ApplicationRoute)
      return screen;
  }
}

/**
 * A route's screen with its title, both from the screen's chunk (docs/performance.md#route-titles);
 * a chunk that fails to load reloads the page (docs/shell.md#errors-and-the-session).
 */
function titledScreen({ path, screen }: RouteEntry) {
  return lazyWithRetry(async () => {
    const { default: Screen, titles } = await screen();
    const title = titles[path] ?? null;
    return {
      default: function TitledScreen() {
        return (
          <RouteTitleProvider value={title}>
            <Screen />
          </RouteTitleProvider>
        );
      },
    };
  });
}

function routesOf(
  entries: readonly RouteEntry[],
  wrap: (path: string, screen: ReactNode) => ReactNode = (_path, screen) => screen,
): RouteObject[] {
  return entries.map((entry) => {
    const Screen = titledScreen(entry);
    const element = guarded(entry.access, wrap(entry.path, <Screen />));
    return entry.path === '' ? { index: true, element } : { path: entry.path, element };
  });
}

const redirect = (href: string) => <FullPageRedirect href={href} />;

/**
 * The route table of docs/shell.md#routes, under the router base /account/heloc, as route
 * objects (`useRoutes`; react-router's `<Route>` elements would need its code that turns JSX
 * children into these objects, 0.4 KiB gzip of the first screen). The screens come from the
 * route manifest (./manifest); what is written here is the areas, the redirects and the pages
 * outside this app.
 */
const ROUTES: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <RootRoute /> },

      // Pages outside this app (docs/shell.md#redirects-and-public-pages).
      { path: 'account', element: redirect('/dashboard') },
      { path: 'terms', element: redirect('/terms') },
      { path: 'communications', element: redirect('/communications') },
      { path: 'privacy', element: redirect('/privacy') },
      { path: 'licenses', element: redirect('/licenses') },
      { path: 'coming-soon', element: redirect('/coming-soon') },
      { path: 'account/heloc-signer/*', element: <LegacySignerRedirect /> },
      { path: 'account/register', element: <LegacyRegisterRedirect /> },

      ...routesOf(PAGE_ROUTES),

      {
        path: 'register',
        element: <RegistrationLayout />,
        children: [
          ...routesOf(REGISTRATION_ROUTES),
          { path: '*', element: <Navigate to="/register" replace /> },
        ],
      },

      {
        path: 'heloc-signer',
        element: <SignerLayout />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          ...routesOf(SIGNER_ROUTES),
          { path: 'conditions/*', element: <Navigate to="/heloc-signer/conditions" replace /> },
          // Any other path under the signer area redirects up.
          { path: '*', element: <Navigate to="/heloc-signer" replace /> },
        ],
      },

      {
        path: ':uuid',
        element: (
          <RequireSession>
            <ApplicationRoute />
          </RequireSession>
        ),
        children: [
          // The application's own route: ApplicationRoute shows the routing until it moves on.
          { index: true, element: null },
          // A step the borrower alone may take says so to the broker or loan originator who
          // referred the application (docs/routing.md#a-referred-application).
          ...routesOf(APPLICATION_ROUTES, (path, screen) => (
            <BorrowerStep path={path}>{screen}</BorrowerStep>
          )),
          { path: 'income/link/:type', element: <StepRedirect step="income/review" /> },
          // Anything else under an application goes to the application's own route; that covers
          // the index routes of bank, credit, document, error, insurance, notary, product,
          // signing, start, review-app and bpo, which docs/shell.md#routes redirects to the parent.
          { path: '*', element: <StepRedirect /> },
        ],
      },

      { path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
