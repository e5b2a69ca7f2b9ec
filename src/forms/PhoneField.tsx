import { useField } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import { formatPhone } from '../contract/phone';
import { Field } from './Field';
import type { PassThroughInputProps } from './inputProps';
import { useFieldError } from './useFieldError';

export interface PhoneFieldProps extends PassThroughInputProps {
  /** A string form value: the number as typed (read it with phoneDigits). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * A US phone number: type tel (the phone keypad), autoComplete tel-national unless told. The
 * value is kept as typed; on blur a number the formatter reads is shown as (xxx) xxx-xxxx.
 */
export function PhoneField({ name, label, hint, ...input }: PhoneFieldProps) {
  const [field, , helpers] = useField<string | undefined>(name);
  const error = useFieldError(name);
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    field.onBlur(event);
    const formatted = formatPhone(event.target.value);
    if (formatted && formatted !== event.target.value) void helpers.setValue(formatted);
  };
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          autoComplete="tel-national"
          {...input}
          type="tel"
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={onBlur}
          {...control}
          className="form-input form-input--short"
        />
      )}
    </Field>
  );
}
