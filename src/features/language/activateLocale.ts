import { LANGUAGE_STORAGE_KEY, storedItem, writeStored } from '../../lib/browserStorage';
import { type CompiledMessage, i18n } from '../../lib/i18n';
import { log } from '../../lib/logger';
import { INTL_LOCALES, type Locale } from '../../lib/language';

/**
 * Each locale's catalog, loaded only for a reader of it (docs/language.md#how-the-words-reach-the-page).
 * English has none: its words are in the code.
 */
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: object }>> = {
  es: () => import(/* webpackChunkName: "messages-es" */ '../../locales/es/messages'),
  pseudo: () => import(/* webpackChunkName: "messages-pseudo" */ '../../locales/pseudo/messages'),
};

const loaded = new Set<Locale>();

/** Loads the locale's catalog, if it is not loaded yet, and shows the page in it. */
export async function activateLocale(locale: Locale, doc: Document = document): Promise<Locale> {
  let shown = locale;
  if (locale !== 'en' && !loaded.has(locale)) {
    try {
      // As `lingui compile` writes them (typed by Lingui as its own tokens).
      const { messages } = await CATALOGS[locale]();
      i18n.load(locale, messages as Record<string, CompiledMessage>);
      loaded.add(locale);
    } catch (error) {
      // A catalog that cannot be fetched (the connection dropped): the page stays readable, in
      // English, and the next page load tries again.
      log('warn', 'language catalog not loaded', { locale, name: (error as Error).name });
      shown = 'en';
    }
  }
  if (shown === 'en') i18n.load('en', {});
  i18n.activate(shown, [INTL_LOCALES[shown]]);
  // The pseudo-locale is English, dressed up.
  doc.documentElement.lang = shown === 'pseudo' ? 'en' : shown;
  return shown;
}

/** The borrower chose a language: kept in this browser, and shown. */
export function chooseLanguage(locale: Locale): Promise<Locale> {
  writeStored(storedItem(LANGUAGE_STORAGE_KEY), locale);
  return activateLocale(locale);
}
