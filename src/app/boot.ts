import { createBrowserHistory } from '../features/navigation/history';
import { readInjectedOrganisation } from '../features/organisation/organisation';
import { applyBrandColours } from '../features/organisation/brandColours';
import { setPageReloader } from '../loading/lazyWithRetry';
import { makeStore } from './store';

/** Builds what the app needs from the page it was served in. */
export function boot(doc: Document = document) {
  const organisation = readInjectedOrganisation(doc);
  applyBrandColours(organisation, doc.documentElement);
  const history = createBrowserHistory();
  setPageReloader(() => history.reload());
  const store = makeStore(
    {
      organisation,
      navigation: { location: history.location, navigationType: 'POP' },
    },
    { history },
  );
  // Support staff export the session's action log from the console: await exportActionLog().
  (window as Window & { exportActionLog?: () => Promise<unknown> }).exportActionLog = async () => {
    const log = await store.exportActionLog();
    if (log) void import('../lib/downloadActionLog').then((m) => m.downloadActionLog(log));
    return log;
  };
  return { store, history };
}
