/** Spec 2 section 3 (Operating hours entry); times are HH:mm in America/Los_Angeles. */
export interface OperatingHoursEntry {
  weekday: string;
  /** 1 (Monday) to 7 (Sunday). */
  weekdayValue: number;
  isOpen: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** GET /service-operating-hours/external/api/v1/hours/{department}?display=true */
export interface OperatingHours {
  department: string;
  weekdays: OperatingHoursEntry[];
}
