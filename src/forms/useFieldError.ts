import { getIn, useFormikContext } from 'formik';

/**
 * The message to show for a field: none before the first submit (questions are validated on
 * submit, not while the borrower is still typing), then formik's current error for it.
 */
export function useFieldError(name: string): string | undefined {
  const { errors, submitCount } = useFormikContext();
  if (submitCount === 0) return undefined;
  const error: unknown = getIn(errors, name);
  return typeof error === 'string' && error ? error : undefined;
}
