import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StoreProviders } from '../../src/app/StoreProviders';
import type { RootState } from '../../src/app/rootReducer';
import type { HelocApplication } from '../../src/features/application/types';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { testStore } from '../support/testStore';

/** The application slice once `application` is loaded for its route. */
export function loadedApplication(
  overrides: Partial<HelocApplication> = {},
): Pick<RootState, 'application'> {
  return {
    application: {
      currentUuid: APPLICATION_UUID,
      current: makeApplication(overrides),
      loadStatus: 'loaded',
      error: null,
    },
  };
}

/** `ui` against a real store (sagas, RTK Query, memory history at `path`). */
export function renderWithStore(
  ui: ReactElement,
  path: string,
  preloaded: Partial<RootState> = {},
) {
  const { store, history } = testStore(path, preloaded);
  const view = render(<StoreProviders store={store}>{ui}</StoreProviders>);
  return { ...view, store, history };
}

const initialWidth = window.innerWidth;

/**
 * jsdom has no media queries: the card's place follows the window's width there
 * (useLoanOfficerPlacement), which this sets as a browser would on resize.
 */
export function setWindowWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

export function restoreWindowWidth() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
}
