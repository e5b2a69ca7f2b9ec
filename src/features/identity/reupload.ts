import { msg } from '@lingui/core/macro';
import type { Condition } from '../conditions';
import { STATUS_CONDITION } from '../../contract/status';
import type { StatusObject } from '../status';

/** The "ID verification failure" condition category (docs/journey.md#conditions). */
export const ID_VERIFICATION_FAILURE = 'ID_VERIFICATION_FAILURE';

export const REUPLOAD_HEADING = msg`We could not verify your ID`;
export const REUPLOAD_DEFAULT_TEXT = msg`Upload your ID again: a clear photo or scan of a valid ID that has not expired.`;

/**
 * Whether the lender asks for the ID again, and in which words (pure): a pending ID verification
 * failure condition (its comments to the borrower, the lender's own words), or the status's
 * re-upload condition. `comments` is null where the lender wrote none: the page then says
 * REUPLOAD_DEFAULT_TEXT. Null when nothing was asked.
 */
export function reuploadRequest(
  conditions: readonly Condition[],
  status: StatusObject | null,
): { comments: string | null } | null {
  const failure = conditions.find(
    (condition) =>
      condition.categoryEnum === ID_VERIFICATION_FAILURE && condition.actionNeeded !== false,
  );
  if (failure) return { comments: failure.commentsToBorrower?.trim() || null };
  if (status?.condition === STATUS_CONDITION.ID_REUPLOAD) return { comments: null };
  return null;
}
