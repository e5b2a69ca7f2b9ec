import type { Condition } from '../conditions';
import { STATUS_CONDITION } from '../../contract/status';
import type { StatusObject } from '../status';

/** The "ID verification failure" condition category (docs/journey.md#conditions). */
export const ID_VERIFICATION_FAILURE = 'ID_VERIFICATION_FAILURE';

export const REUPLOAD_HEADING = 'We could not verify your ID';
export const REUPLOAD_DEFAULT_TEXT =
  'Upload your ID again: a clear photo or scan of a valid ID that has not expired.';

/**
 * Whether the lender asks for the ID again, and in which words (pure): a pending ID verification
 * failure condition (its comments to the borrower), or the status's re-upload condition. Null
 * when nothing was asked.
 */
export function reuploadRequest(
  conditions: readonly Condition[],
  status: StatusObject | null,
): { text: string } | null {
  const failure = conditions.find(
    (condition) =>
      condition.categoryEnum === ID_VERIFICATION_FAILURE && condition.actionNeeded !== false,
  );
  if (failure) {
    const comments = failure.commentsToBorrower?.trim();
    return { text: comments || REUPLOAD_DEFAULT_TEXT };
  }
  if (status?.condition === STATUS_CONDITION.ID_REUPLOAD) return { text: REUPLOAD_DEFAULT_TEXT };
  return null;
}
