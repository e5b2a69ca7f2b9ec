/** Spec 1 section 9 and spec 2 section 9: request-level constants. */
export const REQUEST_TIMEOUT_MS = 30000;

/** Service path prefixes (spec 1 section 7 writes {service-wallet}). */
export const SERVICE_WALLET = '/service-wallet';
