import { Outlet } from 'react-router-dom';
import { RegistrationProgress } from '../progress/RegistrationProgress';

/** The registration pages: the registration progress beside the page. */
export function RegistrationLayout() {
  return (
    <div className="page-with-panel">
      <div className="page-with-panel__content">
        <Outlet />
      </div>
      <div className="page-with-panel__panel">
        <RegistrationProgress />
      </div>
    </div>
  );
}
