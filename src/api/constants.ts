/** Request-level constants (docs/requests.md#constants-and-limits). */
export const REQUEST_TIMEOUT_MS = 30000;

/** Service path prefixes: the wallet service's (docs/requests.md#what-every-call-carries). */
export const SERVICE_WALLET = '/service-wallet';
