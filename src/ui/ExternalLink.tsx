import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The note every external link carries (the site footer says it once, for all its links). */
export const NEW_TAB_NOTE = msg`(opens in a new tab)`;

/**
 * A link to another organisation's site: it opens in a new tab (the application stays where it
 * was), without giving that site a handle on this page (rel noopener noreferrer), and says so to
 * every reader.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="external-link">
      {children} <span className="external-link__note">{t(NEW_TAB_NOTE)}</span>
    </a>
  );
}
