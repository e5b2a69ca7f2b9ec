/**
 * Start-up in stages, each its own task, so that the browser can paint and answer input in
 * between (no start-up task over 50 ms: docs/performance.md). The code of every stage is already in the
 * entry script ("eager" imports load nothing more); an import only runs its modules, and the
 * wait before it ends the task:
 *
 * 1. React's renderer (the largest module of the page);
 * 2. the store's code (its slices, the API endpoints, the sagas), then the store itself, whose
 *    sagas send the first requests;
 * 3. the screens' code, then the first render, as a transition so React renders it in slices.
 */
import { createElement, startTransition } from 'react';
import { activateLocale } from '../features/language';
import { LANGUAGE_STORAGE_KEY, readStored, storedItem, writeStored } from '../lib/browserStorage';
import { chooseLocale } from '../lib/language';

/** Chooses the page's locale (a `?lang=` is kept as this browser's choice) and activates it. */
function startLanguage(doc: Document) {
  const item = storedItem(LANGUAGE_STORAGE_KEY);
  const { locale, chosen } = chooseLocale({
    query: doc.location.search,
    stored: readStored(item),
    preferred: doc.defaultView?.navigator.languages ?? [],
  });
  if (chosen) writeStored(item, locale);
  return activateLocale(locale, doc);
}

/**
 * Ends the current task: the rest runs in a new one, after the browser's own work. A message to
 * itself rather than a timer: chained timers are held to 4 ms each by browsers (jsdom has no
 * MessageChannel, so tests get the timer).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

export async function startInStages(doc: Document): Promise<void> {
  // The page's language, its catalog fetched (for a reader of another language than English)
  // while the stages below run (docs/language.md#choosing-the-language).
  const language = startLanguage(doc);
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The ?replay page, in builds other than production (a compile-time check: a production
  // build has neither the check nor the page): a developer steps through an exported action log
  // instead of running the app.
  if (process.env.NODE_ENV !== 'production') {
    const container = doc.getElementById('root');
    if (container && new URLSearchParams(doc.location.search).has('replay')) {
      const { startReplayViewer } = await import(
        /* webpackChunkName: "replay-viewer" */ './replay/startReplayViewer'
      );
      startReplayViewer(createRoot(container));
      return;
    }
  }
  const { boot } = await import(/* webpackMode: "eager" */ './boot');
  await nextTask();
  const { store, history } = boot(doc);
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  await nextTask();
  const container = doc.getElementById('root');
  if (!container) return;
  await language;
  const root = createRoot(container);
  startTransition(() => root.render(createElement(App, { store, history })));
}
