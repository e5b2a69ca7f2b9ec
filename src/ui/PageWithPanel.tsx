import type { ReactNode } from 'react';

/**
 * A page with its progress panel: side by side on wide screens, the panel after the page on
 * phones (shell.css). The page comes first in reading order.
 */
export function PageWithPanel({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  return (
    <div className="page-with-panel">
      <div className="page-with-panel__content">{children}</div>
      <div className="page-with-panel__panel">{panel}</div>
    </div>
  );
}
