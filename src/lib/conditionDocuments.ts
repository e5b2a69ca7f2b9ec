/** What the counts read of a condition (src/features/conditions/types.ts has the whole shape). */
interface CountedCondition {
  xtraData?: { numDocsRequired?: unknown; numDocsReceived?: unknown } | null;
}

/**
 * Documents required: 1 by default, else the count from the condition (docs/sandbox.md#conditions)
 * (`xtraData.numDocsRequired`; a count that is not a whole number of at least 1 reads as absent,
 * as does no condition at all). The one rule the app's pages and the sandbox lender share.
 */
export function documentsRequired(condition: CountedCondition | undefined): number {
  const count = condition?.xtraData?.numDocsRequired;
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 ? count : 1;
}

/** The documents the lender has received for a condition (`xtraData.numDocsReceived`, else 0). */
export function documentsReceived(condition: CountedCondition): number {
  const count = condition.xtraData?.numDocsReceived;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0;
}
