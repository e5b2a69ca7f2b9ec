import type { ActionLog } from './actionLog';

/** Saves a text as a JSON file through the browser. */
function saveJson(text: string, fileName: string, doc: Document): void {
  const blob = new Blob([text], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = href;
  link.download = fileName;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** A file name's part for an export's time: 2026-11-28T05-19-29-000Z. */
const timeInName = (exportedAt: string) => exportedAt.replace(/[:.]/g, '-');

/**
 * Saves a log as a JSON file through the browser (support staff attach it to a ticket). A module
 * of its own: the console's exportActionLog() fetches it when used, so the first screen does not
 * carry it.
 */
export function downloadActionLog(log: ActionLog, doc: Document = document): void {
  saveJson(
    JSON.stringify(log, null, 2),
    `heloc-action-log-${timeInName(log.exportedAt)}.json`,
    doc,
  );
}

/** Saves a log's Redux DevTools file (docs/tools.md#redux-devtools-files), for DevTools' Import. */
export function downloadDevtoolsFile(
  text: string,
  exportedAt: string,
  doc: Document = document,
): void {
  saveJson(text, `heloc-redux-devtools-${timeInName(exportedAt)}.json`, doc);
}
