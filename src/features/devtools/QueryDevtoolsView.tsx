import { useEffect, useId, useState } from 'react';
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
  // Support staff attach the (redacted) action log to a ticket; `npm run replay` reads it.
  const exportLog = () => {
    const log = store.exportActionLog();
    if (log) downloadActionLog(log);
  };
  // The second choice: the same log as a Redux DevTools file, for DevTools' Import
  // (docs/tools.md#redux-devtools-files). Its maker's code loads on the first press.
  const [devtoolsFile, setDevtoolsFile] = useState<{ busy: boolean; failure: string }>({
    busy: false,
    failure: '',
  });
  const exportForDevtools = async () => {
    const log = store.exportActionLog();
    if (!log || devtoolsFile.busy) return;
    setDevtoolsFile({ busy: true, failure: '' });
    try {
      // Its maker comes with the shell's extras (this view's own chunk sits below the app).
      const { loadDevtoolsFile } = await loadShellExtras();
      if (!loadDevtoolsFile) throw new Error('its code could not be loaded');
      const make = await loadDevtoolsFile();
      downloadDevtoolsFile(make(log), log.exportedAt);
      setDevtoolsFile({ busy: false, failure: '' });
    } catch (error) {
      setDevtoolsFile({
        busy: false,
        failure: `The Redux DevTools file could not be made (${error instanceof Error ? error.message : String(error)}). Export the action log instead: npm run replay -- --to-devtools converts it.`,
      });
    }
  };

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
          <button type="button" className="button" onClick={exportLog}>
            Export action log
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void exportForDevtools()}
            aria-disabled={devtoolsFile.busy}
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
        {devtoolsFile.busy ? 'Making the Redux DevTools file…' : ''}
      </p>
      {devtoolsFile.failure && (
        <p role="alert" className="query-devtools__note query-devtools__note--failed">
          {devtoolsFile.failure}
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
