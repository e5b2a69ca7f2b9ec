import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { stopStores } from './testStore';

// Screens wait on fetches, lazy chunks and the loader's 300 ms; a loaded CI machine is slower.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  stopStores();
  // Node-environment tests (the sandbox, the tools) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
