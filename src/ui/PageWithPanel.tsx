import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { Loader } from './Loader';

/**
 * A page with its progress panel: side by side on wide screens, the panel after the page on
 * phones (shell.css). The page comes first in reading order. While a screen's code loads, the
 * loader takes the page's place inside the layout, so the panel stays where it is.
 */
export function PageWithPanel({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="page-with-panel">
      <div className="page-with-panel__content">
        <Suspense fallback={<Loader label={t`Loading this page`} />}>{children}</Suspense>
      </div>
      <div className="page-with-panel__panel">{panel}</div>
    </div>
  );
}
