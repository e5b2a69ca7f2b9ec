import { type ReactNode, useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { UiBrandProvider } from '../../ui/brand';
import { selectOrganisation } from './organisationSlice';

/** Gives the UI primitives the organisation's name, support contact and loader. */
export function OrganisationUiBrand({ children }: { children: ReactNode }) {
  const organisation = useAppSelector(selectOrganisation);
  const { companyNameShort, phone, phoneFormatted, email } = organisation.orgMetaData.companyInfo;
  const { loaderUrl } = organisation.orgBrand;
  const brand = useMemo(
    () => ({
      companyNameShort,
      phone,
      phoneFormatted,
      email: email || null,
      loaderUrl: loaderUrl || null,
    }),
    [companyNameShort, phone, phoneFormatted, email, loaderUrl],
  );
  return <UiBrandProvider value={brand}>{children}</UiBrandProvider>;
}
