import '@testing-library/jest-dom';

afterEach(() => {
  // Node-environment tests (the sandbox, the tools) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
