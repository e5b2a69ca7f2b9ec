import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LANGUAGE_NAMES, type Locale, otherLanguage } from '../../lib/language';
import { chooseLanguage } from './activateLocale';

/**
 * The language control (docs/language.md#choosing-the-language): the other language's name, in
 * that language and marked so (`lang`), "Español" while in English and "English" while in Spanish.
 * Switching re-renders the page in place: what was typed stays, and focus stays on the control.
 */
export function LanguageControl({ className = 'language-control' }: { className?: string }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const other = otherLanguage(i18n.locale as Locale);
  return (
    <button
      type="button"
      className={className}
      lang={other}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        void chooseLanguage(other).finally(() => setBusy(false));
      }}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
