/**
 * UUIDs: 8-4-4-4-12 hex digits (docs/requests.md#formats). Either case of the hex digits is
 * accepted (the product says only "hex"; the lender's ids are lowercase, a pasted uppercase one is the same id).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a string shaped like a UUID (nothing before or after it), false for anything else. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);
