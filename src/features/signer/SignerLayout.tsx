import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { DraftScope, draftStepOf } from '../../forms/draftScope';
import { appPath, SIGNER_AREA, selectLocation } from '../navigation';
import { SignerProgress } from '../progress';
import { PageWithPanel } from '../../ui/PageWithPanel';

const SIGNER_PREFIX = `${appPath(SIGNER_AREA)}/`;

/**
 * The additional-signer pages: the signer's progress beside the page. Their forms keep their
 * drafts under the scope `signer`, by the page's path and the condition it is about
 * (docs/requests.md#drafts).
 */
export function SignerLayout() {
  const { pathname, search } = useAppSelector(selectLocation);
  const step = draftStepOf(
    pathname.startsWith(SIGNER_PREFIX) ? pathname.slice(SIGNER_PREFIX.length) : pathname,
    search,
  );
  const draftScope = useMemo(() => ({ scope: 'signer', step }), [step]);
  return (
    <PageWithPanel panel={<SignerProgress />}>
      <DraftScope.Provider value={draftScope}>
        <Outlet />
      </DraftScope.Provider>
    </PageWithPanel>
  );
}
