import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The app's languages and their catalogs (docs/language.md). English is the source: its words are
 * in the code, and the catalogs hold every other language's. `pseudo` is the accented stand-in the
 * browser tests read (docs/language.md#the-pseudo-locale).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pseudo'],
  pseudoLocale: 'pseudo',
  // No fallback: a Spanish message missing from its catalog fails `lingui compile --strict`.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/sandbox/**', '<rootDir>/src/locales/**'],
    },
    {
      // The sandbox lender's own words (docs/sandbox.md#the-lenders-language), apart from the
      // app's: the page's Spanish chunk does not carry them.
      path: '<rootDir>/src/sandbox/locales/{locale}/messages',
      include: ['<rootDir>/src/sandbox'],
      exclude: ['<rootDir>/src/sandbox/locales/**'],
    },
  ],
  // Without line numbers, an edit elsewhere in a file leaves the catalogs as they were.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  // The macros call the page's own translator and hooks (src/lib/i18n.ts,
  // src/lib/linguiRuntime.tsx; package.json's `imports`).
  runtimeConfigModule: {
    i18n: ['#lingui-runtime', 'i18n'],
    useLingui: ['#lingui-runtime', 'useLingui'],
    Trans: ['#lingui-runtime', 'Trans'],
  },
  orderBy: 'messageId',
});
