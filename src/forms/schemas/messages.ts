import { setLocale } from 'yup';
import { REQUIRED_MESSAGE } from '../../contract/fieldMessages';
import { messageText, type RuleMessage, ruleMessage } from '../../contract/messages';
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
 * (at module scope) speaks the language chosen since. yup takes it as valibot does: the contract
 * states both (src/contract/messages.ts, docs/language.md#the-contracts-words).
 */
export type SchemaMessage = RuleMessage;
export { messageText, ruleMessage as yupMessage };
