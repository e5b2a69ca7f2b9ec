import { Outlet } from 'react-router-dom';
import { RegistrationProgress } from '../progress';
import { PageWithPanel } from '../../ui/PageWithPanel';

/** The registration pages: the registration progress beside the page. */
export function RegistrationLayout() {
  return (
    <PageWithPanel panel={<RegistrationProgress />}>
      <Outlet />
    </PageWithPanel>
  );
}
