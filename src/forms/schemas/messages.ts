import type { MessageDescriptor } from '@lingui/core';
import { setLocale } from 'yup';
import { REQUIRED_MESSAGE } from '../../contract/fieldMessages';
import { i18n } from '../../lib/i18n';

/**
 * docs/forms.md#field-rules: the global required-field message, used where a field has no better
 * one (the contract's, which the lender answers too).
 */
export { REQUIRED_MESSAGE };

// Applied when the kit loads, before any screen builds its schema (screens import the kit).
setLocale({ mixed: { required: () => i18n._(REQUIRED_MESSAGE) } });

/**
 * A schema's message: words as they are (the contract's, the lender's own), or a message
 * (`msg`), written out in the page's language each time the rule fails, so a schema built once
 * (at module scope) speaks the language chosen since.
 */
export type SchemaMessage = string | MessageDescriptor;

/** The message as yup takes it: the words, or a function writing the message out when it fails. */
export const yupMessage = (message: SchemaMessage): string | (() => string) =>
  typeof message === 'string' ? message : () => i18n._(message);

/** The message written out now, in the page's language. */
export const messageText = (message: SchemaMessage): string =>
  typeof message === 'string' ? message : i18n._(message);
