import '@testing-library/jest-dom';
import { stopStores } from './testStore';

afterEach(() => {
  stopStores();
  // Node-environment tests (the sandbox, the tools) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
