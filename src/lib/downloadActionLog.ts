import type { ActionLog } from './actionLog';

/**
 * Saves a log as a JSON file through the browser (support staff attach it to a ticket). A module
 * of its own: the console's exportActionLog() fetches it when used, so the first screen does not
 * carry it.
 */
export function downloadActionLog(log: ActionLog, doc: Document = document): void {
  const blob = new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = href;
  link.download = `heloc-action-log-${log.exportedAt.replace(/[:.]/g, '-')}.json`;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
