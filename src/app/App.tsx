import { StrictMode } from 'react';
import type { AppHistory } from '../features/navigation/history';
import { StoreRouter } from '../features/navigation/StoreRouter';
import { AppRoutes } from './routes/AppRoutes';
import type { AppStore } from './store';
import { StoreProviders } from './StoreProviders';

/** The whole app for a store and a history: the browser's at boot, a memory one in tests. */
export function App({ store, history }: { store: AppStore; history: AppHistory }) {
  return (
    <StrictMode>
      <StoreProviders store={store}>
        <StoreRouter history={history}>
          <AppRoutes />
        </StoreRouter>
      </StoreProviders>
    </StrictMode>
  );
}
