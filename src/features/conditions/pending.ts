import type { Condition } from './types';

/**
 * Pending: the applicant has something to do. A condition marked `actionNeeded: false` waits on
 * the lender (reading chosen as income.ts does: absent counts as pending).
 */
export const isPending = (condition: Condition): boolean => condition.actionNeeded !== false;
