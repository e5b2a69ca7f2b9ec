import { Outlet } from 'react-router-dom';
import { SignerProgress } from '../progress/SignerProgress';

/** The additional-signer pages: the signer's progress beside the page. */
export function SignerLayout() {
  return (
    <div className="page-with-panel">
      <div className="page-with-panel__content">
        <Outlet />
      </div>
      <div className="page-with-panel__panel">
        <SignerProgress />
      </div>
    </div>
  );
}
