import { useField } from 'formik';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import { useFieldError } from './useFieldError';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  | 'name'
  | 'id'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'children'
  | 'className'
  | 'multiple'
>;

export interface SelectFieldProps<Value extends string = string> extends SelectProps {
  /** A string form value; '' while nothing is chosen. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly SelectOption<Value>[];
  /** The text of an empty first option ("Select a state"); without it the first option shows. */
  placeholder?: string;
  width?: 'short' | 'full';
}

/** One choice among many (a state, a type): a native select in a Field. */
export function SelectField<Value extends string = string>({
  name,
  label,
  hint,
  options,
  placeholder,
  width = 'full',
  ...select
}: SelectFieldProps<Value>) {
  const [field] = useField<string | undefined>(name);
  const error = useFieldError(name);
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...select}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...control}
          className={
            width === 'short'
              ? 'form-input form-select form-input--short'
              : 'form-input form-select'
          }
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
