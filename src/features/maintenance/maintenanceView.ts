/**
 * What MaintenanceGate loads once the maintenance flag is on: the rule for which pages it closes
 * and the page itself. With the flag off (nearly always) none of it is fetched.
 */
export { maintenanceFor } from './maintenance';
export { MaintenancePage } from './MaintenancePage';
