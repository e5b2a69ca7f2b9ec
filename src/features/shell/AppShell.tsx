import { Trans } from '@lingui/react/macro';
import { type ErrorInfo, lazy, Suspense, useCallback, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { hasSession } from '../../api/session';
import {
  ChatLauncher,
  NotificationsMenu,
  QueryDevtools,
  shellHasRendered,
  SurveyPrompt,
  Toasts,
} from '../../loading/lateParts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Announcer, selectVisibleToasts } from '../feedback';
import { MaintenanceGate } from '../maintenance';
import { selectPathname } from '../navigation';
import { errorTracked } from '../telemetry';
import { ErrorBoundary } from './ErrorBoundary';
import { Loader } from '../../ui/Loader';
import { SideMenu } from './SideMenu';
import { SupportContact } from '../../ui/SupportContact';
import { TopBar } from './TopBar';
import { useFocusKeeper } from '../../ui/useFocusKeeper';
import './shell.css';

/** The main landmark: the skip link's target, and where lost focus goes. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The footer's body (docs/supporting-areas.md#footer) is its own chunk, out of the first screen: it
 * is below the fold, the shell body being at least the window's height. Until it arrives the
 * support line stands in, keeping the footer's height (shell.css); a chunk that cannot be fetched
 * leaves the support line alone.
 */
const SiteFooter = lazy(() =>
  import(/* webpackChunkName: "footer" */ '../footer').then(
    (footer) => ({ default: footer.SiteFooter }),
    () => ({ default: SupportContact }),
  ),
);

/**
 * The frame around every screen (docs/shell.md): the top bar and its menus, the side menu,
 * the page (behind the maintenance gate and the error boundary), the footer, toasts, the
 * screen-reader announcer and the query-devtools view.
 */
export function AppShell() {
  const dispatch = useAppDispatch();
  const pathname = useAppSelector(selectPathname);
  const signedIn = hasSession();
  // The toasts' code loads with the shell extras when the first toast shows.
  const showToasts = useAppSelector(selectVisibleToasts).length > 0;

  // Telemetry, flags and experiments start once the frame is on screen (src/app/lateSagas.ts).
  useEffect(shellHasRendered, []);
  useFocusKeeper(MAIN_CONTENT_ID);

  // The general error page's error is tracked (docs/shell.md#errors-and-the-session): logged and
  // sent as an event.
  const trackError = useCallback(
    (error: Error, _info: ErrorInfo) => {
      dispatch(errorTracked({ source: 'error page', name: error.name, message: error.message }));
    },
    [dispatch],
  );

  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        <Trans>Skip to main content</Trans>
      </a>
      <TopBar
        notifications={
          // The menu loads with the shell extras; until then its button's place is kept.
          <Suspense fallback={<span className="top-bar__button" aria-hidden="true" />}>
            <NotificationsMenu />
          </Suspense>
        }
      />
      <div className="shell-body">
        {signedIn ? <SideMenu /> : null}
        <main id={MAIN_CONTENT_ID} className="main-content" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname} onError={trackError}>
            <MaintenanceGate>
              <Suspense fallback={<Loader />}>
                <Outlet />
              </Suspense>
            </MaintenanceGate>
          </ErrorBoundary>
        </main>
      </div>
      {/* The survey prompt, on the steps that ask it, at the end of the page: starting below
          the fold, it covers nothing and moves nothing (docs/shell.md#survey-prompt). */}
      <Suspense fallback={null}>
        <SurveyPrompt />
      </Suspense>
      <footer className="site-footer">
        <Suspense fallback={<SupportContact />}>
          <SiteFooter />
        </Suspense>
      </footer>
      {showToasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      <Announcer />
      {/* The webchat's button, fixed at the bottom right, comes with the shell's extras. */}
      <Suspense fallback={null}>
        <ChatLauncher />
      </Suspense>
      {/* The query devtools' toggle and view, and in development the sign-in toolbar. */}
      <Suspense fallback={null}>
        <QueryDevtools />
      </Suspense>
    </div>
  );
}
