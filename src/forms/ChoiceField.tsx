import { useField } from 'formik';
import { Fragment, type ReactNode } from 'react';
import { describedBy, fieldId, FieldError, FieldHint } from './Field';
import { useFieldError } from './useFieldError';

export interface Choice<Value extends string = string> {
  value: Value;
  label: ReactNode;
  /**
   * Words shown above this choice and the ones after it that share them, setting them apart
   * from the choices before ("Other income" among employment types). Within the same question.
   */
  group?: string;
}

export interface ChoiceFieldProps<Value extends string = string> {
  name: string;
  /** The question; a single question on its page may say the same as the heading. */
  legend: ReactNode;
  hint?: ReactNode;
  choices: readonly Choice<Value>[];
}

/** The id of one radio: the first has the field's id, so the error summary's link reaches it. */
export const choiceId = (name: string, index: number) =>
  index === 0 ? fieldId(name) : `${fieldId(name)}-${index}`;

/** One choice among a few: radios in a fieldset whose legend asks the question. */
export function ChoiceField<Value extends string = string>({
  name,
  legend,
  hint,
  choices,
}: ChoiceFieldProps<Value>) {
  const [field] = useField<string | undefined>(name);
  const error = useFieldError(name);
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <fieldset
        className="form-fieldset"
        aria-describedby={describedBy(name, Boolean(hint), error)}
      >
        <legend className="form-fieldset__legend">{legend}</legend>
        <FieldHint name={name} hint={hint} />
        <FieldError name={name} error={error} />
        <div className="form-choices">
          {choices.map((choice, index) => (
            <Fragment key={choice.value}>
              {choice.group && choice.group !== choices[index - 1]?.group ? (
                <p className="form-choices__group">{choice.group}</p>
              ) : null}
              <div className="form-choice">
                <input
                  className="form-choice__input"
                  type="radio"
                  id={choiceId(name, index)}
                  name={field.name}
                  value={choice.value}
                  checked={field.value === choice.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={error ? true : undefined}
                />
                <label className="form-choice__label" htmlFor={choiceId(name, index)}>
                  {choice.label}
                </label>
              </div>
            </Fragment>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
