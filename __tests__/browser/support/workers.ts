/**
 * How many browser test files run at once. Three on these 2-core machines: a file spends part of
 * its time waiting on the app (polling, the processing modal's waits, the lender's simulated
 * delays), and a third file uses the cores meanwhile (two left them idle about a third of the
 * time). Each worker has its own sandbox lender (globalSetup.ts).
 */
export const BROWSER_WORKERS = 3;
