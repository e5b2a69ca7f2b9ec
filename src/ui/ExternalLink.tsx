import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The note in English, as the site footer and the tests outside src/ui read it; the link shows
 * the same words as a message.
 */
export const NEW_TAB_NOTE = '(opens in a new tab)';

/**
 * A link to another organisation's site: it opens in a new tab (the application stays where it
 * was), without giving that site a handle on this page (rel noopener noreferrer), and says so to
 * every reader.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="external-link">
      {children}{' '}
      <span className="external-link__note">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
