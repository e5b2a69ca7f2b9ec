/**
 * The language of the request being answered (docs/sandbox.md#the-lenders-language), kept across
 * its awaits. A module of its own, without the catalogs language.ts loads, so a lender module
 * that only asks which language it answers in loads nothing with it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { INTL_LOCALES } from '../lib/language';

/** The languages the lender speaks. */
export type SandboxLanguage = 'en' | 'es';

/** Where the request's language is kept (language.ts sets it for each request). */
export const languageStore = new AsyncLocalStorage<SandboxLanguage>();

/** The language of the request being handled, or English outside one. */
export const currentLanguage = (): SandboxLanguage => languageStore.getStore() ?? 'en';

/** The locales the request's dates and numbers are written in (`es-US` in Spanish). */
export const currentIntlLocales = (): string[] => [INTL_LOCALES[currentLanguage()]];
