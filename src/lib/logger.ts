import { redactForSupport } from './redact';

/**
 * The app's one place for logging (a routing case it cannot place is logged, docs/routing.md#server-states). Entries are redacted
 * and kept in a bounded buffer that support tooling can read; in development they also go to the
 * console.
 */
export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  event: string;
  details: unknown;
  at: number;
}

const MAX_ENTRIES = 200;
const entries: LogEntry[] = [];

export function log(level: LogEntry['level'], event: string, details: unknown = {}): void {
  const entry: LogEntry = { level, event, details: redactForSupport(details), at: Date.now() };
  entries.push(entry);
  if (entries.length > MAX_ENTRIES) entries.shift();
  if (process.env.NODE_ENV === 'development') {
    // eslint-disable-next-line no-console
    console[level](`[heloc] ${event}`, entry.details);
  }
}

export function recentLogEntries(): readonly LogEntry[] {
  return entries;
}
