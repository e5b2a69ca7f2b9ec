/**
 * How many browser test files run at once. Four on these 2-core machines: a file spends part of
 * its time waiting on the app (polling, the processing modal's waits, the lender's simulated
 * delays), and the other files use the cores meanwhile. Measured back to back on one build: three
 * workers kept 1.89 of the 2 cores busy (841 CPU-seconds in 444 s), four 1.95 (791 in 405 s).
 * Each worker has its own sandbox lender (globalSetup.ts).
 */
export const BROWSER_WORKERS = 4;
