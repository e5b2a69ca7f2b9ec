import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { maskUsDate } from '../lib/dates';
import { Field } from './Field';
import { maskedInput, type PassThroughInputProps } from './inputProps';
import { useFieldError } from './useFieldError';

/** The hint a DateField shows unless given another (GOV.UK: the format, and an example). */
export const DATE_HINT = msg`Use MM/DD/YYYY, for example 03/27/1985`;

export interface DateFieldProps extends PassThroughInputProps {
  /** A string form value: MM/DD/YYYY as typed (read it with parseUsDate). */
  name: string;
  label: ReactNode;
  /** Replaces DATE_HINT; keep the format in it ("MM/DD/YYYY"). */
  hint?: ReactNode;
}

/**
 * A date as one text field (the format in the hint, never a placeholder alone): slashes are
 * inserted while the person types ("03271985" -> "03/27/1985"), a numeric keypad on phones.
 * Pass autoComplete="bday" for a date of birth.
 */
export function DateField({ name, label, hint, ...input }: DateFieldProps) {
  const { t } = useLingui();
  const [field, , helpers] = useField<string | undefined>(name);
  const error = useFieldError(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    void helpers.setValue(maskedInput(event, maskUsDate));
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    field.onBlur(event);
    const tidy = maskUsDate(event.target.value).replace(/\/$/, '');
    if (tidy !== event.target.value) void helpers.setValue(tidy);
  };
  return (
    <Field name={name} label={label} hint={hint ?? t(DATE_HINT)} error={error}>
      {(control) => (
        <input
          inputMode="numeric"
          spellCheck={false}
          {...input}
          type="text"
          name={field.name}
          value={field.value ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          {...control}
          className="form-input form-input--short"
        />
      )}
    </Field>
  );
}
