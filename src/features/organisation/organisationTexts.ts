import { useLingui } from '@lingui/react/macro';
import type { Organisation, OrgTexts } from '../../contract/organisation';
import { useAppSelector } from '../../app/hooks';
import { selectOrganisation } from './organisationSlice';

/**
 * The organisation's own texts in the page's language (docs/shell.md#the-organisations-texts-in-spanish):
 * its Spanish variants while the page is in Spanish, each where it gives one; nothing otherwise,
 * so every text shows as the organisation gives it in English.
 */
export function organisationTexts(
  organisation: Pick<Organisation, 'orgMetaData'>,
  locale: string,
): OrgTexts {
  return (locale === 'es' && organisation.orgMetaData.translations?.es) || {};
}

/** The organisation's texts in the page's language, again when the language changes. */
export function useOrganisationTexts(): OrgTexts {
  const { i18n } = useLingui();
  const organisation = useAppSelector(selectOrganisation);
  return organisationTexts(organisation, i18n.locale);
}
