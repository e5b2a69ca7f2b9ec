import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { fullPageNavigationRequested, DASHBOARD_PATH } from '../navigation';
import { Screen } from '../../ui/Screen';
import { SupportContact } from '../../ui/SupportContact';
import type { Maintenance } from './maintenance';
import './maintenance.css';

/**
 * The maintenance page (docs/supporting-areas.md#maintenance-page): the flag's title as the heading and the
 * document title (through Screen, which also moves focus to the heading), its message, a way to
 * the dashboard when the flag asks for one, and the support contact.
 */
export function MaintenancePage({ maintenance }: { maintenance: Maintenance }) {
  const { t } = useLingui();
  const { title, message } = maintenance;
  const dispatch = useAppDispatch();
  const goToDashboard = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click leaves through the navigation middleware; modified clicks (new tab) are the
    // browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    dispatch(fullPageNavigationRequested({ href: DASHBOARD_PATH }));
  };

  return (
    <Screen title={typeof title === 'string' ? title : t(title)}>
      <p className="maintenance-page__message">
        {typeof message === 'string' ? message : t(message)}
      </p>
      {maintenance.showDashboardLink ? (
        <div className="button-row">
          <a
            className="button button--primary maintenance-page__dashboard"
            href={DASHBOARD_PATH}
            onClick={goToDashboard}
          >
            <Trans>Go to dashboard</Trans>
          </a>
        </div>
      ) : null}
      <SupportContact />
    </Screen>
  );
}
