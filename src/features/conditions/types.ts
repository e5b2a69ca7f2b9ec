/** The conditions' types, inferred from the lender's contract (docs/architecture.md#the-lenders-contract). */
export type { Condition, ConditionDisplay, ConditionXtraData } from '../../contract/conditions';
