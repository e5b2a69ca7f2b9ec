/** The maintenance feature's public entry: what other features may import from it. */
export { MaintenanceGate } from './MaintenanceGate';
