import {
  DYNAMIC_IMPORT_MAX_RETRIES,
  DYNAMIC_IMPORT_RETRY_KEY,
  importWithRetry,
  isDynamicImportFailure,
  setPageReloader,
} from '../../src/loading/lazyWithRetry';

const chunkError = () =>
  Object.assign(new Error('Loading chunk bank-autopay failed.'), { name: 'ChunkLoadError' });

describe('dynamic import retries', () => {
  test('recognises failed chunk loads', () => {
    expect(isDynamicImportFailure(chunkError())).toBe(true);
    expect(
      isDynamicImportFailure(new TypeError('Failed to fetch dynamically imported module: x.js')),
    ).toBe(true);
    expect(isDynamicImportFailure(new Error('x is not a function'))).toBe(false);
    expect(isDynamicImportFailure('Loading chunk 1 failed')).toBe(false);
  });

  test('reloads the page on each failure, counting in session storage, 5 times at most', async () => {
    const reload = jest.fn();
    setPageReloader(reload);
    for (let attempt = 1; attempt <= DYNAMIC_IMPORT_MAX_RETRIES; attempt += 1) {
      const pending = importWithRetry(() => Promise.reject(chunkError()));
      let settled = false;
      void pending.then(
        () => (settled = true),
        () => (settled = true),
      );
      await new Promise((r) => setTimeout(r, 0));
      expect(settled).toBe(false); // stays suspended while the page reloads
      expect(reload).toHaveBeenCalledTimes(attempt);
      expect(sessionStorage.getItem(DYNAMIC_IMPORT_RETRY_KEY)).toBe(String(attempt));
    }
    await expect(importWithRetry(() => Promise.reject(chunkError()))).rejects.toThrow(
      'Loading chunk',
    );
    expect(reload).toHaveBeenCalledTimes(5);
    expect(DYNAMIC_IMPORT_MAX_RETRIES).toBe(5);
  });

  test('a successful load clears the count', async () => {
    sessionStorage.setItem(DYNAMIC_IMPORT_RETRY_KEY, '3');
    await expect(importWithRetry(() => Promise.resolve('module'))).resolves.toBe('module');
    expect(sessionStorage.getItem(DYNAMIC_IMPORT_RETRY_KEY)).toBeNull();
  });

  test('code loaded beside the screen keeps the count', async () => {
    sessionStorage.setItem(DYNAMIC_IMPORT_RETRY_KEY, '3');
    await expect(importWithRetry(() => Promise.resolve('module'), { resets: false })).resolves.toBe(
      'module',
    );
    expect(sessionStorage.getItem(DYNAMIC_IMPORT_RETRY_KEY)).toBe('3');
  });

  test('other errors are not retried', async () => {
    const reload = jest.fn();
    setPageReloader(reload);
    await expect(importWithRetry(() => Promise.reject(new Error('syntax')))).rejects.toThrow(
      'syntax',
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
