import { useLingui } from '@lingui/react/macro';
import type { ApplicationStep } from '../../app/routes/manifest';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fullPageNavigationRequested,
  keepOnlyPopWebchat,
  selectApplicationRoute,
} from '../navigation';
import { Loader } from '../../ui/Loader';

/** Leaves the app for a page outside it (docs/shell.md#redirects-and-public-pages). */
export function FullPageRedirect({ href }: { href: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(fullPageNavigationRequested({ href }));
  }, [dispatch, href]);
  return <Loader label={t`Redirecting`} />;
}

/**
 * To a step of the open application ('' for the application's own route), carrying only
 * pop-webchat (docs/shell.md#redirects-and-public-pages).
 */
export function StepRedirect({ step = '' }: { step?: ApplicationStep | '' }) {
  const uuid = useAppSelector(selectApplicationRoute)?.applicationUuid ?? '';
  const { search } = useLocation();
  const pathname = step ? `/${uuid}/${step}` : `/${uuid}`;
  return <Navigate to={{ pathname, search: keepOnlyPopWebchat(search) }} replace />;
}

/** /account/heloc-signer/* goes to /heloc-signer/*. */
export function LegacySignerRedirect() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: `/heloc-signer/${rest}`, search, hash }} replace />;
}

/** /account/register goes to /register, keeping the query string. */
export function LegacyRegisterRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/register', search }} replace />;
}
