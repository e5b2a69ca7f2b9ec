import { type ReactNode, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { log } from '../../lib/logger';
import { selectLocation } from '../navigation';
import type * as maintenanceView from './maintenanceView';
import { useMaintenanceFlag } from './useMaintenance';

type MaintenanceView = typeof maintenanceView;

/**
 * Shows the maintenance page instead of its children (or, as a layout route, its nested routes)
 * while the current page is under maintenance. While the flag loads, when it is off, or when it
 * cannot be read, the children show. The rule and the page load only once the flag is on; until
 * they arrive (or if they cannot be fetched: fail open, as for the flag) the children show, in
 * the same place, so nothing typed is lost.
 */
export function MaintenanceGate({ children }: { children?: ReactNode }) {
  const flag = useMaintenanceFlag();
  const { pathname } = useAppSelector(selectLocation);
  const [view, setView] = useState<MaintenanceView | null>(null);

  useEffect(() => {
    if (!flag || view) return undefined;
    let live = true;
    import(/* webpackChunkName: "maintenance" */ './maintenanceView').then(
      (loaded) => live && setView(loaded),
      (error: unknown) =>
        log('warn', 'maintenance page not loaded; failing open', {
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [flag, view]);

  const maintenance = flag && view ? view.maintenanceFor(flag, pathname) : null;
  if (maintenance && view) return <view.MaintenancePage maintenance={maintenance} />;
  return children ?? <Outlet />;
}
