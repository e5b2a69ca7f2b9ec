/**
 * The languages the app speaks and how one is chosen (docs/language.md#choosing-the-language):
 * pure rules, read by the page at start-up, by the language control and by the request layer.
 */

/** The languages a borrower can choose, English first (the source of every message). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * What the page can show: a language, or `pseudo`, the accented and lengthened English the
 * browser tests read to find words that did not come from a catalog
 * (docs/language.md#the-pseudo-locale). Never offered; only `?lang=pseudo` shows it.
 */
export type Locale = Language | 'pseudo';

/** The query parameter that chooses on arrival: `?lang=es`, `?lang=en`. */
export const LANGUAGE_PARAM = 'lang';

/** Each language's name, written in that language (the control's label). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The locale dates, numbers and plurals are written in: US English, and the Spanish of the
 * United States (docs/language.md#how-the-words-reach-the-page).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US', pseudo: 'en-US' };

const isLocale = (value: string | null | undefined): value is Locale =>
  value === 'en' || value === 'es' || value === 'pseudo';

/** A language tag's language, if it is one the app speaks (`es-MX` is Spanish). */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/**
 * The locale a page opens in: `?lang=` on arrival, else the choice kept in this browser, else the
 * first of the browser's preferred languages the app speaks, else
 * English.
 */
export function chooseLocale({
  query,
  stored,
  preferred,
}: {
  /** The page's query string (`?lang=es`). */
  query: string;
  stored: string | null;
  /** navigator.languages, most preferred first. */
  preferred: readonly string[];
}): { locale: Locale; chosen: boolean } {
  const asked = new URLSearchParams(query).get(LANGUAGE_PARAM);
  if (isLocale(asked)) return { locale: asked, chosen: true };
  if (isLocale(stored)) return { locale: stored, chosen: false };
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return { locale: language, chosen: false };
  }
  return { locale: 'en', chosen: false };
}

/** The language the control offers from `locale`: the other one. */
export function otherLanguage(locale: Locale): Language {
  return locale === 'es' ? 'en' : 'es';
}

/**
 * The Accept-Language every call to the lender carries, so its messages come back in the page's
 * language (docs/language.md#the-lenders-words).
 */
export function acceptLanguageOf(locale: string): string {
  return locale === 'es' ? 'es-US, es;q=0.9' : 'en-US, en;q=0.9';
}
