import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { selectHelocSettings } from '../organisation';
import { AppsIcon } from '../../ui/icons';
import { appSwitcherEntries } from './navigationEntries';
import { TopBarMenu } from './TopBarMenu';

/** The app-switcher menu (docs/shell.md#shared-navigation). */
export function AppSwitcherMenu() {
  const { portfolioManagerEnabled } = useAppSelector(selectHelocSettings);
  const { t } = useLingui();
  return (
    <TopBarMenu label={t`Switch apps`} icon={<AppsIcon />} panelLabel={t`Apps`}>
      <ul className="popover__list">
        {appSwitcherEntries({ portfolioManagerEnabled }).map((entry) => (
          <li key={entry.href}>
            <a href={entry.href}>{t(entry.label)}</a>
          </li>
        ))}
      </ul>
    </TopBarMenu>
  );
}
