import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { describedBy, fieldId, FieldError, FieldHint } from '../../forms/Field';
import { useFieldError } from '../../forms/useFieldError';

export const READ_TO_END_HINT = msg`Read to the end of the document to sign it.`;
export const END_SEEN_HINT = msg`You have reached the end of the document. Select Sign to sign it.`;
export const SIGNED_HINT = msg`You have signed this document. Select the button again to undo.`;
export const SIGNED_TEXT = msg`Signed`;

/** The Sign button of a document; its accessible name says which one. */
export const signLabel = (title: string): MessageDescriptor => msg`Sign “${title}”`;

/**
 * A document's Sign button (docs/journey.md#reading-documents: "A document's Sign or Accept
 * button opens once its end has been seen"): a formik-bound toggle (aria-pressed) for one boolean.
 * Until the end of the document has been seen it is `aria-disabled` rather than `disabled`, as
 * the disclosures' acceptance is: it stays in the tab order, the error summary's link still
 * reaches it, and its hint says why it does nothing yet. "Signed" is said in words, not by colour.
 */
export function SignButton({
  name,
  title,
  endSeen,
}: {
  name: string;
  title: string;
  endSeen: boolean;
}) {
  const { t } = useLingui();
  const [field, , helpers] = useField<boolean>(name);
  const error = useFieldError(name);
  const signed = Boolean(field.value) && endSeen;
  const toggle = () => {
    // Not yet: the document has not been read to its end.
    if (!endSeen) return;
    void helpers.setValue(!field.value);
  };
  const hint = signed ? SIGNED_HINT : endSeen ? END_SEEN_HINT : READ_TO_END_HINT;
  return (
    <div
      className={error ? 'form-field form-field--error sign-control' : 'form-field sign-control'}
    >
      <FieldHint name={name} hint={t(hint)} />
      <FieldError name={name} error={error} />
      <div className="sign-control__row">
        <button
          type="button"
          id={fieldId(name)}
          className={signed ? 'button sign-control__button--signed' : 'button'}
          aria-pressed={signed}
          aria-disabled={endSeen ? undefined : true}
          aria-describedby={describedBy(name, true, error)}
          onClick={toggle}
          onBlur={() => void helpers.setTouched(true, false)}
        >
          {t(signLabel(title))}
        </button>
        {signed ? (
          <span className="sign-control__signed">
            <span aria-hidden="true">✓ </span>
            {t(SIGNED_TEXT)}
          </span>
        ) : null}
      </div>
    </div>
  );
}
