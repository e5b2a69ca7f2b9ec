import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { type ChangeEvent, type FocusEvent, type ReactNode, useState } from 'react';
import { fieldId, Field } from './Field';
import { maskedInput } from './inputProps';
import { maskSsn } from './schemas/ssn';
import { useFieldError } from './useFieldError';

/** The toggle's name; it stays the same while pressed (aria-pressed carries the state). */
export const SHOW_SSN_LABEL = msg`Show`;

export interface SsnFieldProps {
  /** A string form value: the number as typed, xxx-xx-xxxx (read it with ssnDigits). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * A Social Security number, shown as dots until the person presses "Show"; hyphens are inserted
 * as they type (xxx-xx-xxxx). The value lives in the form only: never in the store or a log.
 *
 * Masked with `type="text"` and CSS (`-webkit-text-security: disc`, forms.css) rather than
 * `type="password"`: browsers treat every password input as a password, offer to save the
 * number in the password manager and ignore autoComplete="off" there, and phones show a full
 * keyboard instead of the numeric keypad. A text input keeps inputMode="numeric" and
 * autoComplete="off", and screen readers read it as an ordinary edit field (the digits the
 * person types are echoed to them, as for any field they fill in). Where the CSS property is not
 * supported the digits show, as after "Show".
 *
 * The toggle is a button with aria-pressed and aria-controls; its name stays "Show" (WAI-ARIA:
 * a toggle's name does not change with its state), and its look changes with it.
 */
export function SsnField({ name, label, hint }: SsnFieldProps) {
  const { t } = useLingui();
  const [field, , helpers] = useField<string | undefined>(name);
  const error = useFieldError(name);
  const [shown, setShown] = useState(false);
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    void helpers.setValue(maskedInput(event, maskSsn));
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    field.onBlur(event);
    const tidy = maskSsn(event.target.value).replace(/-$/, '');
    if (tidy !== event.target.value) void helpers.setValue(tidy);
  };
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="form-secret">
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            // Password managers: not a password, nothing to fill or save.
            data-1p-ignore=""
            data-lpignore="true"
            data-form-type="other"
            name={field.name}
            value={field.value ?? ''}
            onChange={onChange}
            onBlur={onBlur}
            {...control}
            className={
              shown
                ? 'form-input form-input--short'
                : 'form-input form-input--short form-input--masked'
            }
          />
          <button
            type="button"
            className="button form-secret__toggle"
            aria-pressed={shown}
            aria-controls={fieldId(name)}
            onClick={() => setShown((value) => !value)}
          >
            <span className="form-secret__state" aria-hidden="true" />
            {t(SHOW_SSN_LABEL)}
          </button>
        </div>
      )}
    </Field>
  );
}
