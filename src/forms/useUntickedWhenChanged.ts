import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Unticks the box `field` when the text it agrees to changes (the page's language switched, so
 * another version is shown; another account number typed): a tick agrees to the text shown when
 * it was given, and no other (docs/language.md#the-contracts-words).
 */
export function useUntickedWhenChanged(field: string, text: string | null) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const shown = useRef(text);
  const ticked = values[field] === true;
  useEffect(() => {
    if (shown.current === text) return;
    shown.current = text;
    if (ticked) void setFieldValue(field, false, false);
  }, [field, text, ticked, setFieldValue]);
}
