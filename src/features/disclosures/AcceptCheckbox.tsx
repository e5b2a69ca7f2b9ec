import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import type { ChangeEvent } from 'react';
import { describedBy, fieldId, FieldError, FieldHint } from '../../forms/Field';
import { useFieldError } from '../../forms/useFieldError';

export const SCROLL_TO_END_HINT = msg`Scroll to the end of the document to accept it`;
export const END_SEEN_HINT = msg`You have reached the end of the document.`;

/**
 * A document's acceptance: the form kit's checkbox, unavailable until the end of the document
 * has been seen. `aria-disabled` rather than `disabled`: the box stays in the tab order and the
 * error summary's link still reaches it, and its hint says why it cannot be ticked yet.
 */
export function AcceptCheckbox({
  name,
  label,
  endSeen,
}: {
  name: string;
  label: string;
  endSeen: boolean;
}) {
  const { t } = useLingui();
  const [field, , helpers] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  const id = fieldId(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Not yet: the controlled box keeps its value (unticked).
    if (!endSeen) return;
    void helpers.setValue(event.target.checked);
  };
  return (
    <div
      className={
        error ? 'form-field form-field--error disclosure__accept' : 'form-field disclosure__accept'
      }
    >
      <FieldHint name={name} hint={t(endSeen ? END_SEEN_HINT : SCROLL_TO_END_HINT)} />
      <FieldError name={name} error={error} />
      <div className="form-choice">
        <input
          className="form-choice__input"
          type="checkbox"
          id={id}
          name={field.name}
          checked={Boolean(field.checked) && endSeen}
          onChange={onChange}
          onBlur={field.onBlur}
          aria-disabled={endSeen ? undefined : true}
          aria-describedby={describedBy(name, true, error)}
          aria-invalid={error ? true : undefined}
        />
        <label className="form-choice__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}
