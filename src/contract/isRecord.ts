/**
 * A JSON object: not null, not a list. The one test of an object whose fields can be read, for
 * the contract's schemas, the app, the sandbox lender, the tools and the tests
 * (docs/architecture.md#the-lenders-contract). It imports nothing, so any layer may use it.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
