/**
 * The contract's messages (docs/language.md#the-lenders-words): each is a Lingui descriptor
 * (`msg`), stated once with its translations in the catalogs, and written out in the reader's
 * language where it is shown: by the app's forms in the page's language, by the lender in the
 * language its request asked for (`Accept-Language`).
 *
 * The contract imports nothing else of src/ (docs/architecture.md#layers), so the translator that
 * writes a message out is handed to it from above: the page's translator provides itself when it
 * loads (src/lib/i18n.ts), which the app, the sandbox lender and the tests all load.
 */
import type { MessageDescriptor } from '@lingui/core';

export type ContractMessage = MessageDescriptor;

let writeOut: (message: MessageDescriptor) => string = (message) => message.id;

/** Hands the contract the translator its messages are written out with. */
export function provideMessageWriter(writer: (message: MessageDescriptor) => string): void {
  writeOut = writer;
}

/** A rule's message: words as they are (a developer's, naming a field), or a message. */
export type RuleMessage = string | MessageDescriptor;

/** The message written out now, in the language of the moment; plain words as they are. */
export const messageText = (message: RuleMessage): string =>
  typeof message === 'string' ? message : writeOut(message);

/**
 * A message as a schema's rule takes it (valibot): written out when the rule fails, so a schema
 * built once speaks the language of the request it reads.
 */
export const said = (message: MessageDescriptor) => (): string => writeOut(message);

/** A rule's message as a schema takes it (valibot and yup alike): plain words as they are, a message as `said` gives it. */
export const ruleMessage = (message: RuleMessage): string | (() => string) =>
  typeof message === 'string' ? message : said(message);
