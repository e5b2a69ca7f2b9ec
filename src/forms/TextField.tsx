import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';
import { useFieldError } from './useFieldError';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'children' | 'className'
>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** `short` for numbers and codes (routing number, ZIP code). */
  width?: 'short' | 'full';
}

/**
 * A formik-bound text input in a Field. Pass `inputMode` ("numeric" for digits), `autoComplete`
 * and `spellCheck` as for an input; the value is always a string.
 */
export function TextField({
  name,
  label,
  hint,
  width = 'full',
  type = 'text',
  ...input
}: TextFieldProps) {
  const [field] = useField<string | undefined>(name);
  const error = useFieldError(name);
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          type={type}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...control}
          className={width === 'short' ? 'form-input form-input--short' : 'form-input'}
        />
      )}
    </Field>
  );
}
