/** The conditions' types, as the lender's contract states them (src/contract/conditions.ts). */
export type { Condition, ConditionDisplay, ConditionXtraData } from '../../contract/conditions';
