/**
 * Where the lender's services answer: the path prefixes of the calls (docs/architecture.md#the-calls),
 * for the app's endpoints and the table of calls alike. Those only the supporting areas call are
 * in supportPaths.ts, out of the first screen (docs/performance.md#the-first-screen).
 */

/** The application service's HELOC applications: a step's calls go under `${HELOC_PATH}/{uuid}`. */
export const HELOC_PATH = '/service-application/api/v1/application/heloc';
/** The HELOC decision service: an application's status is at `${HELOC_STATUS_PATH}/{uuid}/status`. */
export const HELOC_STATUS_PATH = '/service-krang-heloc/borrower/secure/api/v1';
/** The decision service (feature flags and experiments). */
export const OPTIMIZE_PATH = '/service-optimize/external/api';
