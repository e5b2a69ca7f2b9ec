import { act } from '@testing-library/react';

// The store the card reads, as the progress panel's tests build it.
export { loadedApplication, renderWithStore } from '../progress/helpers';

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
