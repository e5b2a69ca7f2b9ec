/**
 * Deep merge used by the control API: objects merge key by key, anything else (arrays included)
 * replaces. `undefined` leaves a value alone; `null` sets it. Prototype keys are never copied.
 */
import { isRecord } from '../contract/isRecord';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function deepMerge<T>(base: T, patch: unknown): T {
  if (patch === undefined) return structuredClone(base);
  if (!isRecord(base) || !isRecord(patch)) return structuredClone(patch) as T;
  const result: Record<string, unknown> = structuredClone(base);
  for (const [key, value] of Object.entries(patch)) {
    if (FORBIDDEN_KEYS.has(key) || value === undefined) continue;
    result[key] = deepMerge(result[key], value);
  }
  return result as T;
}
