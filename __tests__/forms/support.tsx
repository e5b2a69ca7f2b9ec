/** Rendering a step form for the forms' tests, and reading what it shows. */
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { Schema } from 'yup';
import { StepForm } from '../../src/forms/StepForm';

export type User = ReturnType<typeof userEvent.setup>;

/** A promise that the test settles when it chooses. */
export function deferred<T = unknown>() {
  let settle!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    settle = res;
    reject = rej;
  });
  /** Settles the promise with `value` (nothing, for a promise of no value). */
  const resolve = (value?: T) => settle(value as T);
  return { promise, resolve, reject };
}

/** The words of each link in `container`, in order: an error summary's entries, a menu's. */
export const linkTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** What a step form under test holds: its values, their schema, its fields. */
export interface FormUnderTest<Values extends FormikValues> {
  initialValues: Values;
  schema: Schema<unknown>;
  fields: ReactNode;
  /** Shown beside the "Continue" button. */
  secondary?: ReactNode;
}

/**
 * Renders `form` as a step form whose button is "Continue" and whose submit goes to `onSubmit`;
 * answers the user that fills it in.
 */
export function renderStepForm<Values extends FormikValues>(
  form: FormUnderTest<Values>,
  onSubmit: (values: Values) => Promise<unknown> = () => Promise.resolve(),
  user: User = userEvent.setup({ delay: null }),
): User {
  render(
    <StepForm
      initialValues={form.initialValues}
      validationSchema={form.schema}
      onSubmit={onSubmit}
      submitLabel="Continue"
      secondary={form.secondary}
    >
      {form.fields}
    </StepForm>,
  );
  return user;
}
