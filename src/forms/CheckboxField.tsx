import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, fieldId, FieldError, FieldHint } from './Field';
import { useFieldError } from './useFieldError';

export interface CheckboxFieldProps {
  /** A boolean form value. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A single yes-or-nothing checkbox (a consent, an attestation), its label beside it. */
export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
      <div className="form-choice">
        <input
          className="form-choice__input"
          type="checkbox"
          id={id}
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-describedby={describedBy(name, Boolean(hint), error)}
          aria-invalid={error ? true : undefined}
        />
        <label className="form-choice__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}
