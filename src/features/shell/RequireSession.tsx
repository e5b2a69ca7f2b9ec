import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { hasSession } from '../../api/session';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fullPageNavigationRequested,
  navigationRequested,
  selectLocation,
  loginDestination,
} from '../navigation';
import { Loader } from '../../ui/Loader';

/**
 * Routes that need a session (everything but the visitor's pages,
 * docs/routing.md#roles-and-who-may-open-what). Without one, the visitor goes to the sign-in page
 * with a way back, or a signer to the signer login.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectLocation);
  const signedIn = hasSession();

  useEffect(() => {
    if (signedIn) return;
    const destination = loginDestination(location);
    dispatch(
      destination.kind === 'app'
        ? navigationRequested({ method: 'replace', to: destination.to })
        : fullPageNavigationRequested({ href: destination.href }),
    );
  }, [dispatch, location, signedIn]);

  if (!signedIn) return <Loader label={t`Redirecting to sign in`} />;
  return children ?? <Outlet />;
}
