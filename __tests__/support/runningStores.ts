import { act } from 'react';

/**
 * What stops each store a test started (testStore.ts registers them); the setup file runs them
 * after every test. Apart from testStore.ts, so that a test file building no store never loads
 * the app's store and everything it brings (about a third of a second a file).
 */
const stops: (() => void)[] = [];

export function whenTestEnds(stop: () => void) {
  stops.push(stop);
}

export function stopStores() {
  if (stops.length === 0) return;
  // Stopping may still re-render a mounted screen, so it happens inside act().
  act(() => {
    while (stops.length) stops.pop()!();
  });
}
