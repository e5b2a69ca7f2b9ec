import type { AppLocation, NavigationTarget, NavigationType } from './navigationSlice';

/**
 * The browser's history behind one small interface, so the store drives navigation the same way
 * in the browser and in tests (memory), and a replay needs none.
 */
export interface AppHistory {
  readonly location: AppLocation;
  push(to: NavigationTarget, state?: unknown): void;
  replace(to: NavigationTarget, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (location: AppLocation, navigationType: NavigationType) => void): () => void;
  /** Full-page navigation to a page outside the app. */
  assign(href: string): void;
  reload(): void;
  /** Shows a location without telling listeners (DevTools time travel moved the store). */
  show(location: AppLocation): void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

export function parseTarget(
  to: NavigationTarget,
  from: AppLocation,
): Omit<AppLocation, 'state' | 'key'> {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '',
      hash: to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '',
    };
  }
  const url = new URL(to, `http://app${from.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const hrefOf = (location: Pick<AppLocation, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

type Listener = (location: AppLocation, navigationType: NavigationType) => void;

interface HistoryEntryState {
  key: string;
  usr: unknown;
}

export function createBrowserHistory(win: Window = window): AppHistory {
  const listeners = new Set<Listener>();
  const read = (entry: HistoryEntryState | null): AppLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  });
  let current = read(win.history.state as HistoryEntryState | null);
  const notify = (type: NavigationType) => listeners.forEach((l) => l(current, type));

  win.addEventListener('popstate', (event) => {
    current = read(event.state as HistoryEntryState | null);
    notify('POP');
  });

  const move = (method: 'pushState' | 'replaceState', to: NavigationTarget, state: unknown) => {
    const next: AppLocation = {
      ...parseTarget(to, current),
      state: state ?? null,
      key: createKey(),
    };
    win.history[method](
      { key: next.key, usr: next.state } satisfies HistoryEntryState,
      '',
      hrefOf(next),
    );
    current = next;
  };

  return {
    get location() {
      return current;
    },
    push(to, state) {
      move('pushState', to, state);
      notify('PUSH');
    },
    replace(to, state) {
      move('replaceState', to, state);
      notify('REPLACE');
    },
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    assign: (href) => win.location.assign(href),
    reload: () => win.location.reload(),
    show(location) {
      win.history.replaceState({ key: location.key, usr: location.state }, '', hrefOf(location));
      current = location;
    },
  };
}

export interface MemoryHistory extends AppHistory {
  readonly entries: readonly AppLocation[];
  /** Pages outside the app the app asked to open, in order. */
  readonly pagesOpened: readonly string[];
  readonly reloads: number;
}

/** For tests and tools: history in memory, with full-page navigations and reloads recorded. */
export function createMemoryHistory(initial = '/account/heloc/'): MemoryHistory {
  const listeners = new Set<Listener>();
  const start: AppLocation = {
    ...parseTarget(initial, { pathname: '/', search: '', hash: '', state: null, key: '' }),
    state: null,
    key: 'default',
  };
  const entries: AppLocation[] = [start];
  const pagesOpened: string[] = [];
  let index = 0;
  let reloads = 0;
  const notify = (type: NavigationType) => listeners.forEach((l) => l(entries[index]!, type));

  return {
    get location() {
      return entries[index]!;
    },
    get entries() {
      return entries;
    },
    get pagesOpened() {
      return pagesOpened;
    },
    get reloads() {
      return reloads;
    },
    push(to, state) {
      entries.splice(index + 1);
      entries.push({ ...parseTarget(to, entries[index]!), state: state ?? null, key: createKey() });
      index = entries.length - 1;
      notify('PUSH');
    },
    replace(to, state) {
      entries[index] = {
        ...parseTarget(to, entries[index]!),
        state: state ?? null,
        key: createKey(),
      };
      notify('REPLACE');
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      notify('POP');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    assign: (href) => void pagesOpened.push(href),
    reload: () => void (reloads += 1),
    show(location) {
      entries[index] = location;
    },
  };
}
