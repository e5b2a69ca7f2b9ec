import { setLocale } from 'yup';

/**
 * docs/forms.md#field-rules: the global required-field message, used where a field has no better
 * one.
 */
export const REQUIRED_MESSAGE = 'Required';

// Applied when the kit loads, before any screen builds its schema (screens import the kit).
setLocale({ mixed: { required: REQUIRED_MESSAGE } });
