import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The id of a field's control: the error summary's links point at it. */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}
export const hintId = (name: string) => `${fieldId(name)}-hint`;
export const labelId = (name: string) => `${fieldId(name)}-label`;
export const errorId = (name: string) => `${fieldId(name)}-error`;

/** What a control needs to be labelled and described. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** aria-describedby for a field: its hint, then its error, when shown. */
export function describedBy(name: string, hasHint: boolean, error?: string): string | undefined {
  const ids = [hasHint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's error message, shown above its control. */
export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="form-field__error" id={errorId(name)}>
      <span className="visually-hidden">
        <Trans>Error: </Trans>
      </span>
      {error}
    </p>
  );
}

export function FieldHint({ name, hint }: { name: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p className="form-field__hint" id={hintId(name)}>
      {hint}
    </p>
  );
}

export interface FieldProps {
  /** The form value's name (formik path); the control's id comes from it. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show; the control is then marked invalid. */
  error?: string;
  /** Renders the control with the given id and aria wiring. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * One labelled field around any control: the label, an optional hint, the error message above
 * the control (GOV.UK), and the control wired to them (`aria-describedby`, `aria-invalid`).
 */
export function Field({ name, label, hint, error, children }: FieldProps) {
  const id = fieldId(name);
  const describedby = describedBy(name, Boolean(hint), error);
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label className="form-field__label" id={labelId(name)} htmlFor={id}>
        {label}
      </label>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
      {children({
        id,
        ...(describedby ? { 'aria-describedby': describedby } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}
