import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { hasSession } from '../../api/session';
import { useAppSelector } from '../../app/hooks';
import { selectHelocSettings } from '../organisation';
import { NotAcceptingApplications } from './notAccepting';
import { isAcceptingRegistration } from './referrer';

/**
 * Registration opens only where the organisation accepts it
 * (docs/shell.md#redirects-and-public-pages). A visitor who is turned away and not signed in is
 * offered the sign-in page: they may have applied already.
 */
export function RegistrationGate({ children }: { children: ReactNode }) {
  const settings = useAppSelector(selectHelocSettings);
  const { search } = useLocation();
  return isAcceptingRegistration(settings, search) ? (
    children
  ) : (
    <NotAcceptingApplications offerSignIn={!hasSession()} />
  );
}
