/**
 * How long a test waits for what the screen will show. A CI machine in a slow hour is slower, so
 * `npm test` sets TEST_WAIT_MS higher there (`test:unit:ci`); the outcomes waited for are the same
 * (the app's own timings are tested with fake timers).
 */
export const WAIT_MS = Number(process.env.TEST_WAIT_MS ?? 4000);
/** For the longer waits: a whole flow (registration, a signer's walk) to its end. */
export const LONG_WAIT_MS = 2 * WAIT_MS;
