import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the app is, as react-router sees it. Kept in the store so time travel moves the screen. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** History state; only serializable values are ever pushed. */
  state: unknown;
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigationState {
  location: AppLocation;
  navigationType: NavigationType;
}

export const INITIAL_LOCATION: AppLocation = {
  pathname: '/account/heloc/',
  search: '',
  hash: '',
  state: null,
  key: 'default',
};

const initialState: NavigationState = { location: INITIAL_LOCATION, navigationType: 'POP' };

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    /** The history moved (a push, a replace, or the browser's back and forward). */
    locationChanged(state, action: PayloadAction<NavigationState>) {
      state.location = action.payload.location;
      state.navigationType = action.payload.navigationType;
    },
  },
  selectors: {
    selectLocation: (state) => state.location,
    selectPathname: (state) => state.location.pathname,
    selectNavigationType: (state) => state.navigationType,
  },
});

export const { locationChanged } = navigationSlice.actions;
export const { selectLocation, selectPathname, selectNavigationType } = navigationSlice.selectors;

export type NavigationTarget = string | { pathname?: string; search?: string; hash?: string };

/** Requests handled by the navigation middleware (absent in a replay store: no side effects). */
export const navigationRequested = createAction<{
  method: 'push' | 'replace';
  to: NavigationTarget;
  state?: unknown;
}>('navigation/requested');
export const historyGoRequested = createAction<number>('navigation/goRequested');
/** Leave the app for a page outside it (login, dashboard, terms). */
export const fullPageNavigationRequested = createAction<{ href: string }>(
  'navigation/fullPageRequested',
);
export const pageReloadRequested = createAction('navigation/pageReloadRequested');

export const push = (to: NavigationTarget, state?: unknown) =>
  navigationRequested({ method: 'push', to, state });
export const replace = (to: NavigationTarget, state?: unknown) =>
  navigationRequested({ method: 'replace', to, state });
