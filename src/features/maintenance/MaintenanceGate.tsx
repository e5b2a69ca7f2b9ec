import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MaintenancePage } from './MaintenancePage';
import { useMaintenance } from './useMaintenance';

/**
 * Shows the maintenance page instead of its children (or, as a layout route, its nested routes)
 * while the current page is under maintenance. While the flag loads, or when it cannot be read,
 * the children show.
 */
export function MaintenanceGate({ children }: { children?: ReactNode }) {
  const maintenance = useMaintenance();
  if (maintenance) return <MaintenancePage maintenance={maintenance} />;
  return children ?? <Outlet />;
}
