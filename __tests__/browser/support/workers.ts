/**
 * How many browser test files run at once. Two on these 2-core machines: the files spend much
 * of their time waiting on the app (polling, the processing modal's waits), not on the CPU.
 * Each worker has its own sandbox lender (globalSetup.ts).
 */
export const BROWSER_WORKERS = 2;
