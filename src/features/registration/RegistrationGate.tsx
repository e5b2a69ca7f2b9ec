import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectHelocSettings } from '../organisation';
import { NotAcceptingApplications } from './NotAcceptingApplications';
import { isAcceptingRegistration } from './referrer';

/** Registration opens only where the organisation accepts it (spec 1 section 2.3). */
export function RegistrationGate({ children }: { children: ReactNode }) {
  const settings = useAppSelector(selectHelocSettings);
  const { search } = useLocation();
  return isAcceptingRegistration(settings, search) ? children : <NotAcceptingApplications />;
}
