import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentApplication } from '../application';
import { selectHelocSettings } from '../organisation';
import { isAdditionalSigner, isBroker, selectProfile } from '../profile';
import { sideMenuEntries } from './navigationEntries';

/**
 * The side and mobile menus' entries, for the person signed in (docs/shell.md#shared-navigation).
 */
export function useSideMenuEntries() {
  const { portfolioManagerEnabled } = useAppSelector(selectHelocSettings);
  const profile = useAppSelector(selectProfile);
  const application = useAppSelector(selectCurrentApplication);
  const showDashboard = !isAdditionalSigner(profile, application) || isBroker(profile);
  return sideMenuEntries({ portfolioManagerEnabled, showDashboard });
}

export function SideMenu({
  className = 'side-menu',
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  const entries = useSideMenuEntries();
  return (
    <nav className={className} aria-label={t`Main`}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href} onClick={onNavigate}>
              {t(entry.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
