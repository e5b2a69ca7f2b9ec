import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { i18n } from '../../src/lib/i18n';
import { stopStores } from './runningStores';
import { WAIT_MS } from './waits';

// Screens wait on fetches, lazy chunks and the loader's 300 ms (./waits.ts says how long).
configure({ asyncUtilTimeout: WAIT_MS });

// The page in English, as it opens for a browser that prefers it (docs/language.md): a test of
// another language activates it itself.
i18n.activate('en', ['en-US']);

afterEach(() => {
  stopStores();
  // Node-environment tests (the sandbox, the tools) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
