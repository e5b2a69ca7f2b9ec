/**
 * An instant as the lender writes it: a date and a time with its offset (or Z), ISO 8601
 * (a notary slot, a time the borrower chose, a deadline).
 */
export const INSTANT_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
