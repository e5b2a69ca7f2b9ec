import { act, render } from '@testing-library/react';
import { App } from '../../src/app/App';
import { setPageReloader } from '../../src/loading/lazyWithRetry';
import { makeStore } from '../../src/app/store';
import type { SagaTimers } from '../../src/lib/sagaTimers';
import { createMemoryHistory } from '../../src/features/navigation';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import type { Organisation as OrgInfo } from '../../src/contract/organisation';
import { makeOrgInfo, TEST_JWT } from './fixtures';
import { trackStore } from './testStore';

export interface RenderAppOptions {
  /** Signed in with a stored jwt (default), or anonymous. */
  signedIn?: boolean;
  org?: OrgInfo;
  /** What the sagas wait on (the real clock by default). */
  timers?: SagaTimers;
}

/** The real app (real store, sagas, router) on a memory history at `path`. */
export function renderApp(
  path: string,
  { signedIn = true, org = makeOrgInfo(), timers }: RenderAppOptions = {},
) {
  if (signedIn) localStorage.setItem('jwt', TEST_JWT);
  else localStorage.removeItem('jwt');
  const history = createMemoryHistory(path);
  setPageReloader(() => history.reload());
  const store = makeStore(
    {
      organisation: parseOrganisation(org),
      navigation: { location: history.location, navigationType: 'POP' },
    },
    { history, timers },
  );
  trackStore(store);
  const view = render(<App store={store} history={history} />);
  return { ...view, store, history };
}

/** Settles pending promises and effects (lazy chunks, fetches). */
export async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
