// A runtime import cycle, on purpose: the cycle rule's fixture (__tests__/lint/importCycles.test.ts).
import { second } from './second';
import type { Third } from './third';

export const first = (): string => `first, then ${second()}`;
export type { Third };
