import { Outlet } from 'react-router-dom';
import { SignerProgress } from '../progress';
import { PageWithPanel } from '../../ui/PageWithPanel';

/** The additional-signer pages: the signer's progress beside the page. */
export function SignerLayout() {
  return (
    <PageWithPanel panel={<SignerProgress />}>
      <Outlet />
    </PageWithPanel>
  );
}
