/**
 * The app's one place for logging (a routing case it cannot place is logged,
 * docs/routing.md#server-states). Entries are kept in a bounded buffer in the page's memory, as
 * the store is; in development they also go to the console, redacted for support
 * (docs/support.md#what-support-files-hold), the redaction loading when the first one does.
 */
export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  event: string;
  details: unknown;
  at: number;
}

const MAX_ENTRIES = 200;
const entries: LogEntry[] = [];

const supportRedaction = () =>
  import(/* webpackChunkName: "support-redaction" */ './supportRedaction');

export function log(level: LogEntry['level'], event: string, details: unknown = {}): void {
  const entry: LogEntry = { level, event, details, at: Date.now() };
  entries.push(entry);
  if (entries.length > MAX_ENTRIES) entries.shift();
  if (process.env.NODE_ENV === 'development') {
    void supportRedaction().then(({ redactForSupport }) =>
      // eslint-disable-next-line no-console
      console[level](`[heloc] ${event}`, redactForSupport(details)),
    );
  }
}

/** The entries kept, oldest first (in the page's memory, as logged). */
export function recentLogEntries(): readonly LogEntry[] {
  return entries;
}
