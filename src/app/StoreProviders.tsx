import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { OrganisationUiBrand } from '../features/organisation/OrganisationUiBrand';
import type { AppStore } from './store';

/** The store, and the organisation's brand for the UI primitives: what every screen needs. */
export function StoreProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <OrganisationUiBrand>{children}</OrganisationUiBrand>
    </Provider>
  );
}
