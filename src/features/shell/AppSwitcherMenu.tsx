import { useAppSelector } from '../../app/hooks';
import { selectHelocSettings } from '../organisation/organisationSlice';
import { AppsIcon } from './icons';
import { appSwitcherEntries } from './navigationEntries';
import { Tooltip } from '../feedback/Tooltip';
import { usePopover } from './usePopover';

/** The app-switcher menu (spec 1 section 2.4). */
export function AppSwitcherMenu() {
  const { portfolioManagerEnabled } = useAppSelector(selectHelocSettings);
  const { buttonProps, panelProps } = usePopover();
  return (
    <div className="popover">
      <Tooltip content="Switch apps" placement="bottom">
        <button type="button" className="top-bar__button" {...buttonProps}>
          <AppsIcon />
          <span className="visually-hidden">Switch apps</span>
        </button>
      </Tooltip>
      <div
        className="popover__panel popover__panel--end"
        role="region"
        aria-label="Apps"
        {...panelProps}
      >
        <ul className="popover__list">
          {appSwitcherEntries({ portfolioManagerEnabled }).map((entry) => (
            <li key={entry.href}>
              <a href={entry.href}>{entry.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
