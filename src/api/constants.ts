/** Spec 1 section 9 and spec 2 section 9: request-level constants. */
export const REQUEST_TIMEOUT_MS = 30000;

/** Local-storage key of the login token (spec 1 section 3, spec 2 section 9). */
export const JWT_STORAGE_KEY = 'jwt';
/** Local-storage key of the application last opened (read by plaid-oauth-success and chat). */
export const HELOC_UUID_STORAGE_KEY = 'heloc_uuid';
/** Local-storage key of the telemetry tracker. */
export const TELEMETRY_TRACKER_STORAGE_KEY = 'telemetry_trackerUuid';
/** Session-storage key counting reloads after failed dynamic imports (spec 1 section 3). */
export const DYNAMIC_IMPORT_RETRY_KEY = 'dynamic_import_failure_retry_count';

/** Service path prefixes (spec 1 section 7 writes {service-wallet}). */
export const SERVICE_WALLET = '/service-wallet';
