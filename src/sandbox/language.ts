/**
 * The language the sandbox lender answers in (docs/sandbox.md#the-lenders-language): each
 * request's `Accept-Language` chooses it, Spanish for `es` and `es-*`, English otherwise, and its
 * own pages also take `?lang=es|en` (the app's choice, docs/language.md#choosing-the-language).
 * The language is kept for the request (AsyncLocalStorage), so a message written out anywhere
 * in its handling, across awaits, is in that language: the contract's messages through the
 * writer handed to the contract here, the sandbox's own through `messageText` too. Outside a
 * request (the seed, timers with no language of their own) the lender writes English.
 */
import type { NextFunction, Request, Response } from 'express';
import type { MessageDescriptor } from '@lingui/core';
import { provideMessageWriter } from '../contract/messages';
import { type CompiledMessage, i18n } from '../lib/i18n';
import { INTL_LOCALES, LANGUAGE_PARAM, LANGUAGE_NAMES } from '../lib/language';
import { messages as appSpanish } from '../locales/es/messages';
import { messages as sandboxSpanish } from './locales/es/messages';
import { currentLanguage, languageStore, type SandboxLanguage } from './requestLanguage';

export { currentLanguage, type SandboxLanguage };

export const SANDBOX_LANGUAGES: readonly SandboxLanguage[] = ['en', 'es'];

const isSandboxLanguage = (value: unknown): value is SandboxLanguage =>
  value === 'en' || value === 'es';

/**
 * The language an `Accept-Language` header asks for, of those the lender speaks: the one with
 * the highest weight (q) above 0, the first listed on a tie; `es` and `es-*` are Spanish, `en`
 * and `en-*` English, `*` English; anything else, or nothing, English.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): SandboxLanguage {
  if (!header) return 'en';
  let best: { language: SandboxLanguage; q: number } | null = null;
  for (const part of header.split(',')) {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim().toLowerCase());
      if (name === 'q') {
        const weight = Number(value);
        q = Number.isFinite(weight) ? weight : 0;
      }
    }
    if (!(q > 0)) continue;
    const primary = tag.split(/[-_]/)[0];
    const language: SandboxLanguage | null =
      primary === 'es' ? 'es' : primary === 'en' || primary === '*' ? 'en' : null;
    if (language && (best === null || q > best.q)) best = { language, q };
  }
  return best?.language ?? 'en';
}

const current = languageStore;
const byRequest = new WeakMap<Request, SandboxLanguage>();

/** Runs `run` as if in a request of `language` (a chat's timers answer in their chat's). */
export const withLanguage = <T>(language: SandboxLanguage, run: () => T): T =>
  current.run(language, run);

/** The language a request asks for, by its `Accept-Language`. */
export const requestLanguage = (req: Request): SandboxLanguage =>
  byRequest.get(req) ?? languageOfAcceptLanguage(req.get('accept-language'));

/**
 * The language of one of the lender's own pages: `?lang=es|en` (the app's language control sends
 * the borrower's choice along), else the request's.
 */
export function pageLanguage(req: Request): SandboxLanguage {
  const asked = req.query[LANGUAGE_PARAM];
  return isSandboxLanguage(asked) ? asked : requestLanguage(req);
}

/**
 * Keeps the request's language for all of its handling: registered first, and again after the
 * body parsers (a body read from the socket resumes outside the request's own context).
 */
export function languageMiddleware(req: Request, _res: Response, next: NextFunction): void {
  const language = requestLanguage(req);
  byRequest.set(req, language);
  current.run(language, next);
}

/** A message written out now, in the current request's language. */
export function writeIn(language: SandboxLanguage, message: MessageDescriptor): string {
  const before = i18n.locale;
  const beforeIntl = [...i18n.intlLocales];
  if (before === language) return i18n._(message);
  // Synchronously: nothing else runs between the switch and the switch back.
  i18n.activate(language, [INTL_LOCALES[language]]);
  try {
    return i18n._(message);
  } finally {
    if (before) i18n.activate(before, beforeIntl);
  }
}

/** The name of the language a control offers, in that language (`Español`, `English`). */
export const languageName = (language: SandboxLanguage): string => LANGUAGE_NAMES[language];

let ready = false;

/**
 * Loads the lender's Spanish (the app's catalog, which holds the contract's messages, and the
 * sandbox's own) and hands the contract a writer that follows the request's language. Called
 * when the sandbox module loads; again is harmless.
 */
export function prepareLanguages(): void {
  if (ready) return;
  ready = true;
  i18n.load('en', {});
  i18n.load('es', appSpanish as unknown as Record<string, CompiledMessage>);
  i18n.load('es', sandboxSpanish as unknown as Record<string, CompiledMessage>);
  if (!i18n.locale) i18n.activate('en', [INTL_LOCALES.en]);
  // Outside a request (a tool, or the app's tests importing a lender module) the active locale
  // writes, unswitched: switching it would re-render whatever page listens to it.
  provideMessageWriter((message) => {
    const language = current.getStore();
    return language ? writeIn(language, message) : i18n._(message);
  });
}

prepareLanguages();

/** A message written out in the language `req` asked for, wherever it is called from. */
export const textFor = (req: Request, message: MessageDescriptor): string =>
  writeIn(requestLanguage(req), message);
