/** The operating-hours feature's public entry: what other features may import from it. */
export { useGetOperatingHoursQuery } from './operatingHoursApi';
export { formatOperatingHours } from './formatOperatingHours';
export type { OperatingHours, OperatingHoursEntry } from './types';
