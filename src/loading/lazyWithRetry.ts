import { type ComponentType, lazy } from 'react';
import { DYNAMIC_IMPORT_RETRY_KEY } from '../lib/browserStorage';

export { DYNAMIC_IMPORT_RETRY_KEY };
/** At most this many reloads; then the error reaches the fallback (docs/shell.md#errors-and-the-session). */
export const DYNAMIC_IMPORT_MAX_RETRIES = 5;

const CHUNK_FAILURE =
  /Loading (?:CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i;

export function isDynamicImportFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

function readCount(): number {
  try {
    const value = Number(window.sessionStorage.getItem(DYNAMIC_IMPORT_RETRY_KEY));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return DYNAMIC_IMPORT_MAX_RETRIES; // no storage: never loop on reloads
  }
}

function writeCount(count: number): void {
  try {
    if (count === 0) window.sessionStorage.removeItem(DYNAMIC_IMPORT_RETRY_KEY);
    else window.sessionStorage.setItem(DYNAMIC_IMPORT_RETRY_KEY, String(count));
  } catch {
    // Storage unavailable: readCount already stops retries.
  }
}

export function resetDynamicImportRetries(): void {
  writeCount(0);
}

let reloadPage: () => void = () => window.location.reload();
/** The app reloads through its history (so tests can watch reloads instead of performing them). */
export function setPageReloader(reload: () => void): void {
  reloadPage = reload;
}

/**
 * Runs a dynamic import; when it fails to fetch (usually a new deployment replaced the chunks),
 * reloads the page, up to 5 times counted in session storage. After that the error is thrown
 * to the nearest error boundary. A screen's successful load resets the count; code loaded beside
 * the screen (`resets: false`, the routing's rules) does not, or a screen whose chunk is gone would
 * reload for ever while the code beside it loads.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { resets = true }: { resets?: boolean } = {},
): Promise<T> {
  try {
    const module = await load();
    if (resets) resetDynamicImportRetries();
    return module;
  } catch (error) {
    const count = readCount();
    if (!isDynamicImportFailure(error) || count >= DYNAMIC_IMPORT_MAX_RETRIES) throw error;
    writeCount(count + 1);
    reloadPage();
    // The page is going away; stay suspended until it does.
    return new Promise<T>(() => undefined);
  }
}

export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(() => importWithRetry(load));
}
