import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { FormStatus } from './ErrorSummary';
import { withFieldErrors } from './serverErrors';

/**
 * When the page's language changes after the form has shown its errors, the form checks itself
 * again, so that its own messages are in the new language (docs/language.md#choosing-the-language); the
 * lender's messages for fields, kept from the failed call while its values stand, stay as the
 * lender wrote them.
 */
export function useCheckedAgainInNewLanguage(): void {
  const { i18n } = useLingui();
  const { locale } = i18n;
  const { validateForm, setErrors, submitCount, status, values } = useFormikContext();
  const shownIn = useRef(locale);
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    if (submitCount === 0) return;
    const { fieldErrors = {}, sentValues } = (status as FormStatus | undefined) ?? {};
    void validateForm().then((errors) => {
      if (sentValues !== values) return;
      const merged = withFieldErrors(errors, fieldErrors);
      if (merged !== errors) setErrors(merged);
    });
  }, [locale, submitCount, status, values, validateForm, setErrors]);
}

/** The same, for a formik form outside StepForm (the chat's): rendered inside it, it shows nothing. */
export function CheckedAgainInNewLanguage(): null {
  useCheckedAgainInNewLanguage();
  return null;
}
