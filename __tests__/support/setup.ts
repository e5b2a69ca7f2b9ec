import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { stopStores } from './testStore';
import { WAIT_MS } from './waits';

// Screens wait on fetches, lazy chunks and the loader's 300 ms (./waits.ts says how long).
configure({ asyncUtilTimeout: WAIT_MS });

afterEach(() => {
  stopStores();
  // Node-environment tests (the sandbox, the tools) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
