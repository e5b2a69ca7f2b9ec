/**
 * The polling schedules of docs/routing.md#waits, as numbers and pure functions.
 *
 * A try is one status request. Waiting states: at most 14 tries, 1000 ms before the second,
 * doubling, capped at 5000 ms (docs/routing.md#waits: the lender documents it as "5 times 1000
 * ms"). Settling states: at most 7 tries, 500 ms before the second, doubling, capped at 2500 ms.
 */
export const WAITING_MAX_TRIES = 14;
export const WAITING_BASE_MS = 1000;
export const WAITING_CAP_MS = 5000;

export const SETTLING_MAX_TRIES = 7;
export const SETTLING_BASE_MS = 500;
export const SETTLING_CAP_MS = 2500;

/** docs/routing.md#other-routing-rules: conditions re-polled every 60 s (and on window focus). */
export const CONDITIONS_POLL_MS = 60000;

/** The wait before try `retry + 1`, for retry = 1, 2, ... (exponential backoff with a cap). */
export function backoffDelay(retry: number, baseMs: number, capMs: number): number {
  return Math.min(baseMs * 2 ** (retry - 1), capMs);
}

export const waitingDelay = (retry: number) => backoffDelay(retry, WAITING_BASE_MS, WAITING_CAP_MS);
export const settlingDelay = (retry: number) =>
  backoffDelay(retry, SETTLING_BASE_MS, SETTLING_CAP_MS);
