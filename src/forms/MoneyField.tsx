import { useField } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import { formatMoneyInput } from '../lib/money';
import { Field } from './Field';
import type { PassThroughInputProps } from './inputProps';
import { useFieldError } from './useFieldError';

export interface MoneyFieldProps extends PassThroughInputProps {
  /** A string form value: the amount as typed (read it with parseMoney). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * An amount of dollars: a "$" before the input, a decimal keypad on phones. The form value is
 * the text as typed; on blur an amount is tidied ("150000" -> "150,000"; cents only when typed).
 * The "$" is hidden from screen readers (GOV.UK prefix): say "in dollars" in the label or hint
 * where the question does not make it plain.
 */
export function MoneyField({ name, label, hint, ...input }: MoneyFieldProps) {
  const [field, , helpers] = useField<string | undefined>(name);
  const error = useFieldError(name);
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    field.onBlur(event);
    const tidy = formatMoneyInput(event.target.value);
    if (tidy !== event.target.value) void helpers.setValue(tidy);
  };
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="form-affix">
          <span className="form-affix__prefix" aria-hidden="true">
            $
          </span>
          <input
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            {...input}
            type="text"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={onBlur}
            {...control}
            className="form-input form-input--short form-affix__input"
          />
        </div>
      )}
    </Field>
  );
}
