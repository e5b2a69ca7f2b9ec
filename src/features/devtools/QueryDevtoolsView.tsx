import { useEffect, useId, useState } from 'react';
import type { ActionLog } from '../../lib/actionLog';
import { downloadActionLog, downloadDevtoolsFile } from '../../lib/downloadActionLog';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { loadShellExtras } from '../../loading/lateParts';
import { BASE_PATH } from '../navigation';
import { queryDevtoolsToggled } from '../shell';
import { selectQueryCacheEntries } from './queryCacheEntries';
import './devtools.css';

export const QUERY_DEVTOOLS_HEADING = 'Query devtools';

/**
 * The open query-devtools view: every RTK Query cache entry, without its data, arguments
 * redacted. It loads with the shell extras (src/loading/lateParts.tsx).
 */
export function QueryDevtoolsView() {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectQueryCacheEntries);
  const headingId = useId();
  const store = useAppStore();
  const close = () => dispatch(queryDevtoolsToggled());
  // Support staff attach the (redacted) action log to a ticket; `npm run replay` reads it. The
  // second choice is the same log as a Redux DevTools file, for DevTools' Import
  // (docs/tools.md#redux-devtools-files). Each loads its code on the first press (the redaction,
  // the file's maker), so either may fail: the view says so.
  const [exporting, setExporting] = useState<{ busy: string; failure: string }>({
    busy: '',
    failure: '',
  });
  const exportAs = async (
    busy: string,
    failure: (reason: string) => string,
    save: (log: ActionLog) => Promise<void>,
  ) => {
    if (exporting.busy) return;
    setExporting({ busy, failure: '' });
    try {
      const log = await store.exportActionLog();
      if (log) await save(log);
      setExporting({ busy: '', failure: '' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setExporting({ busy: '', failure: failure(reason) });
    }
  };
  const exportLog = () =>
    exportAs(
      'Exporting the action log…',
      (reason) => `The action log could not be exported (${reason}). Try again.`,
      async (log) => downloadActionLog(log),
    );
  const exportForDevtools = () =>
    exportAs(
      'Making the Redux DevTools file…',
      (reason) =>
        `The Redux DevTools file could not be made (${reason}). Export the action log instead: npm run replay -- --to-devtools converts it.`,
      async (log) => {
        // Its maker comes with the shell's extras (this view's own chunk sits below the app).
        const { loadDevtoolsFile } = await loadShellExtras();
        if (!loadDevtoolsFile) throw new Error('its code could not be loaded');
        const make = await loadDevtoolsFile();
        downloadDevtoolsFile(make(log), log.exportedAt);
      },
    );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dispatch(queryDevtoolsToggled());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);

  return (
    <section className="query-devtools" aria-labelledby={headingId}>
      <div className="query-devtools__header">
        <h2 id={headingId} className="query-devtools__heading">
          {QUERY_DEVTOOLS_HEADING}
        </h2>
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => void exportLog()}
            aria-disabled={Boolean(exporting.busy)}
          >
            Export action log
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void exportForDevtools()}
            aria-disabled={Boolean(exporting.busy)}
          >
            Export for Redux DevTools
          </button>
          {process.env.NODE_ENV !== 'production' && (
            // The ?replay page (not in production builds): step through an exported log.
            <a
              className="button"
              href={`${BASE_PATH}/?replay`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Load action log
            </a>
          )}
          <button type="button" className="button" onClick={close}>
            Close query devtools
          </button>
        </div>
      </div>
      <p role="status" className="query-devtools__note">
        {exporting.busy}
      </p>
      {exporting.failure && (
        <p role="alert" className="query-devtools__note query-devtools__note--failed">
          {exporting.failure}
        </p>
      )}
      {entries.length === 0 ? (
        <p>No cached queries.</p>
      ) : (
        // Scrolls when the table is wider or taller than the view: focusable, so a keyboard
        // can scroll it too.
        <div
          className="query-devtools__scroll"
          role="region"
          aria-label="RTK Query cache entries"
          tabIndex={0}
        >
          <table className="query-devtools__table">
            <caption className="visually-hidden">RTK Query cache entries</caption>
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">Status</th>
                <th scope="col">Arguments</th>
                <th scope="col">Fulfilled</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.cacheKey}>
                  <th scope="row">{entry.endpointName}</th>
                  <td>{entry.status}</td>
                  <td>{entry.args === null ? '—' : <code>{entry.args}</code>}</td>
                  <td>
                    {entry.fulfilledAt === null ? (
                      '—'
                    ) : (
                      <time dateTime={new Date(entry.fulfilledAt).toISOString()}>
                        {new Date(entry.fulfilledAt).toISOString()}
                      </time>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
