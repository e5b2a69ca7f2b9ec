import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, fieldId, FieldError, FieldHint } from './Field';
import { useFieldError } from './useFieldError';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /**
   * Options shown under this one, indented and grouped under its label. Choosing one of them
   * chooses this one too; clearing this one clears them.
   */
  children?: readonly CheckboxOption[];
  /** Shown under the option while it is chosen: a text box that goes with it. */
  reveal?: ReactNode;
}

export interface CheckboxGroupFieldProps {
  /** A list of the chosen values. */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly CheckboxOption[];
}

/** Every option, parents before their children, with the values of its ancestors. */
function flatten(
  options: readonly CheckboxOption[],
  ancestors: readonly string[] = [],
): { option: CheckboxOption; ancestors: readonly string[] }[] {
  return options.flatMap((option) => [
    { option, ancestors },
    ...flatten(option.children ?? [], [...ancestors, option.value]),
  ]);
}

/**
 * The values chosen after `value` is ticked (with its ancestors) or cleared (with its
 * descendants), in the order of the options.
 */
export function toggledValues(
  options: readonly CheckboxOption[],
  chosen: readonly string[],
  value: string,
  checked: boolean,
): string[] {
  const all = flatten(options);
  const next = new Set(chosen);
  if (checked) {
    next.add(value);
    for (const ancestor of all.find(({ option }) => option.value === value)?.ancestors ?? []) {
      next.add(ancestor);
    }
  } else {
    next.delete(value);
    for (const { option, ancestors } of all) {
      if (ancestors.includes(value)) next.delete(option.value);
    }
  }
  const order = all.map(({ option }) => option.value);
  return [...next].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * A question allowing several answers: checkboxes in a fieldset whose legend asks it. An option's
 * children sit indented under it, as a group named by its label; its `reveal` shows while it is
 * chosen. The first checkbox has the field's id, so the error summary's link reaches it.
 */
export function CheckboxGroupField({ name, legend, hint, options }: CheckboxGroupFieldProps) {
  const [field, , helpers] = useField<string[] | undefined>(name);
  const error = useFieldError(name);
  const chosen = field.value ?? [];
  const ids = new Map(
    flatten(options).map(({ option }, index) => [
      option.value,
      index === 0 ? fieldId(name) : `${fieldId(name)}-${index}`,
    ]),
  );

  const renderOptions = (list: readonly CheckboxOption[]) =>
    list.map((option) => {
      const id = ids.get(option.value)!;
      const checked = chosen.includes(option.value);
      return (
        <div className="form-choice-item" key={option.value}>
          <div className="form-choice">
            <input
              className="form-choice__input"
              type="checkbox"
              id={id}
              name={field.name}
              value={option.value}
              checked={checked}
              onChange={(event) =>
                void helpers.setValue(
                  toggledValues(options, chosen, option.value, event.target.checked),
                )
              }
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            <label className="form-choice__label" htmlFor={id} id={`${id}-label`}>
              {option.label}
            </label>
          </div>
          {checked && option.reveal ? (
            <div className="form-choice__reveal">{option.reveal}</div>
          ) : null}
          {option.children && option.children.length > 0 ? (
            <div
              className="form-choices form-choices--nested"
              role="group"
              aria-labelledby={`${id}-label`}
            >
              {renderOptions(option.children)}
            </div>
          ) : null}
        </div>
      );
    });

  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <fieldset
        className="form-fieldset"
        aria-describedby={describedBy(name, Boolean(hint), error)}
      >
        <legend className="form-fieldset__legend">{legend}</legend>
        <FieldHint name={name} hint={hint} />
        <FieldError name={name} error={error} />
        <div className="form-choices">{renderOptions(options)}</div>
      </fieldset>
    </div>
  );
}
