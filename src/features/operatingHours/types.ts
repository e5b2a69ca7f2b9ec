/** The operating hours' types, as the lender's contract states them (src/contract). */
export type { OperatingHours, OperatingHoursEntry } from '../../contract/operatingHours';
