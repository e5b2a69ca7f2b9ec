import { setLocale } from 'yup';
import { REQUIRED_MESSAGE } from '../../contract/fieldMessages';

/**
 * docs/forms.md#field-rules: the global required-field message, used where a field has no better
 * one (the contract's, which the lender answers too).
 */
export { REQUIRED_MESSAGE };

// Applied when the kit loads, before any screen builds its schema (screens import the kit).
setLocale({ mixed: { required: REQUIRED_MESSAGE } });
