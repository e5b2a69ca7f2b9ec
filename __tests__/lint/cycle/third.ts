// A type-only import back is no runtime cycle: the rule lets it be.
import type { first } from './first';

export type Third = typeof first;
