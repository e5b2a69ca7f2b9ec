import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
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
import type { RouteAccess, RouteEntry } from './defineRoutes';
import { APPLICATION_ROUTES, PAGE_ROUTES, REGISTRATION_ROUTES, SIGNER_ROUTES } from './manifest';

/** Who may open it, then its title for the heading and the document title, then the screen. */
function guarded(access: RouteAccess, screen: ReactNode): ReactNode {
  switch (access) {
    case 'signed-in':
      return <RequireSession>{screen}</RequireSession>;
    case 'registration':
      return <RegistrationGate>{screen}</RegistrationGate>;
    case 'anyone':
    case 'applicant': // the application area's own guard (RequireSession + ApplicationRoute)
      return screen;
  }
}

function routesOf(entries: readonly RouteEntry[]) {
  return entries.map(({ path, title, access, screen: Screen }) => {
    const element = guarded(
      access,
      <RouteTitleProvider value={title}>
        <Screen />
      </RouteTitleProvider>,
    );
    return path === '' ? (
      <Route key="" index element={element} />
    ) : (
      <Route key={path} path={path} element={element} />
    );
  });
}

/**
 * The route table of spec 1 sections 2.1-2.3, under the router base /account/heloc. The
 * screens come from the route manifest (./manifest); what is written here is the areas, the
 * redirects and the pages outside this app.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<RootRoute />} />

        {/* Pages outside this app (spec 1 section 2.3). */}
        <Route path="account" element={<FullPageRedirect href="/dashboard" />} />
        <Route path="terms" element={<FullPageRedirect href="/terms" />} />
        <Route path="communications" element={<FullPageRedirect href="/communications" />} />
        <Route path="privacy" element={<FullPageRedirect href="/privacy" />} />
        <Route path="licenses" element={<FullPageRedirect href="/licenses" />} />
        <Route path="coming-soon" element={<FullPageRedirect href="/coming-soon" />} />
        <Route path="account/heloc-signer/*" element={<LegacySignerRedirect />} />
        <Route path="account/register" element={<LegacyRegisterRedirect />} />

        {routesOf(PAGE_ROUTES)}

        <Route path="register" element={<RegistrationLayout />}>
          {routesOf(REGISTRATION_ROUTES)}
          <Route path="*" element={<Navigate to="/register" replace />} />
        </Route>

        <Route path="heloc-signer" element={<SignerLayout />}>
          <Route index element={<Navigate to="login" replace />} />
          {routesOf(SIGNER_ROUTES)}
          <Route path="conditions/*" element={<Navigate to="/heloc-signer/conditions" replace />} />
          {/* Any other path under the signer area redirects up. */}
          <Route path="*" element={<Navigate to="/heloc-signer" replace />} />
        </Route>

        <Route
          path=":uuid"
          element={
            <RequireSession>
              <ApplicationRoute />
            </RequireSession>
          }
        >
          {/* The application's own route: ApplicationRoute shows the routing until it moves on. */}
          <Route index element={null} />
          {routesOf(APPLICATION_ROUTES)}
          <Route path="income/link/:type" element={<StepRedirect step="income/review" />} />
          {/*
           * Anything else under an application goes to the application's own route; that covers
           * the index routes of bank, credit, document, error, insurance, notary, product,
           * signing, start, review-app and bpo, which spec 1 section 2.2 redirects to the parent.
           */}
          <Route path="*" element={<StepRedirect />} />
        </Route>

        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
