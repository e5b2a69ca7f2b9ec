import {
  Formik,
  type FormikErrors,
  type FormikHelpers,
  type FormikValues,
  setIn,
  useFormikContext,
} from 'formik';
import { type FormEvent, type ReactNode, Suspense, useRef } from 'react';
import type { Schema } from 'yup';
import { joinErrorMessages, messageOfError } from '../lib/errorMessages';
import { SlowLoadNotice } from '../ui/Loader';
import { useTakingLong } from '../ui/useTakingLong';
import { ErrorSummary, type FormStatus } from './ErrorSummary';
import './schemas/messages';
import { fieldPathsOf, mapServerErrors } from './serverErrors';

/** What the primary button says while the call is in flight. */
export const PENDING_LABEL = 'Sending…';

export interface StepFormProps<Values extends FormikValues> {
  /** Written in the order the fields are shown: the error summary lists errors in that order. */
  initialValues: Values;
  validationSchema: Schema<unknown>;
  /**
   * Sends the values. Resolves when the call succeeded (then ask the routing to decide); rejects
   * with the request layer's error (RTK Query's `.unwrap()`), which the form explains.
   */
  onSubmit: (values: Values) => Promise<unknown>;
  /** The primary button's name (docs/journey.md). */
  submitLabel: string;
  /** The questions, and anything shown between the error summary and the button. */
  children: ReactNode;
  /** Shown beside the primary button: a secondary action ("Cancel", a link back to a summary). */
  secondary?: ReactNode;
}

/** The message for the whole form of a failed call, or null when its errors are all on fields. */
export function formErrorMessage(
  error: unknown,
  mapped: ReturnType<typeof mapServerErrors>,
): string | null {
  if (mapped.formMessages.length > 0) return joinErrorMessages(mapped.formMessages);
  if (Object.keys(mapped.fieldErrors).length > 0) return null;
  return messageOfError(error);
}

/**
 * A step's form: formik with yup, the error summary at the top, the questions, and the primary
 * button. Validation runs on submit. While the call is in flight the button is disabled, busy and
 * says "Sending…", and a second submit sends nothing. A failed call keeps every value: a 400's
 * errors land on their fields, anything else shows the failed call's message
 * (docs/shell.md#errors-and-the-session) in the error summary.
 */
export function StepForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  submitLabel,
  children,
  secondary,
}: StepFormProps<Values>) {
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      const mapped = mapServerErrors(error, fieldPathsOf(initialValues));
      const fieldErrors = Object.entries(mapped.fieldErrors).reduce<FormikErrors<Values>>(
        (errors, [path, message]) => setIn(errors, path, message) as FormikErrors<Values>,
        {},
      );
      if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
      const formError = formErrorMessage(error, mapped);
      if (formError) helpers.setStatus({ formError } satisfies FormStatus);
    }
  };
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
    >
      <StepFormBody submitLabel={submitLabel} secondary={secondary}>
        {children}
      </StepFormBody>
    </Formik>
  );
}

interface StepFormBodyProps {
  submitLabel: string;
  children: ReactNode;
  secondary?: ReactNode;
}

function StepFormBody({ submitLabel, children, secondary }: StepFormBodyProps) {
  const { submitForm, isSubmitting } = useFormikContext();
  // No wait in silence: a call still in flight after 5 s says so, with the support contact.
  const slow = useTakingLong(isSubmitting);
  // Set at once (formik's isSubmitting arrives with the next render): a double click sends once.
  const inFlight = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void submitForm().finally(() => {
      inFlight.current = false;
    });
  };
  return (
    <form className="step-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary />
      {children}
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? PENDING_LABEL : submitLabel}
        </button>
        {secondary}
      </div>
      {/* The live region is there from the start of the call, so its notice is announced. */}
      {isSubmitting && (
        <div role="status">
          {slow && (
            <Suspense>
              <SlowLoadNotice sending />
            </Suspense>
          )}
        </div>
      )}
    </form>
  );
}
