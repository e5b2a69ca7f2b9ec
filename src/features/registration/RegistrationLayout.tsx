import { Outlet, useMatch } from 'react-router-dom';
import { hasSession } from '../../api/session';
import { useAppSelector } from '../../app/hooks';
import { selectLocation } from '../navigation';
import { selectProfile } from '../profile';
import { RegistrationProgress } from '../progress';
import { PageWithPanel } from '../../ui/PageWithPanel';
import { knownContactOf } from './contact';

/**
 * The registration pages. /register has the registration progress beside it, Contact Info left
 * out when the contact is known (the signed-in profile's, or a lead link's email and phone), as
 * the pages themselves do. Reading chosen: account-setup (property and income only) and support
 * are not steps of that walk, so they show without the panel.
 */
export function RegistrationLayout() {
  const onSteps = useMatch('/register') !== null;
  return onSteps ? (
    <PageWithPanel panel={<StepsProgress />}>
      <Outlet />
    </PageWithPanel>
  ) : (
    <Outlet />
  );
}

function StepsProgress() {
  const profile = useAppSelector(selectProfile);
  const { search } = useAppSelector(selectLocation);
  const known = knownContactOf(hasSession() ? profile : null, search);
  return (
    <RegistrationProgress
      contact={known ? { email: known.email, phoneNumber: known.phone } : null}
    />
  );
}
