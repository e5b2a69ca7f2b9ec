/** The organisation feature's public entry: what other features may import from it. */
export {
  selectCompanyInfo,
  selectHelocSettings,
  selectOrgCode,
  selectOrganisation,
} from './organisationSlice';
export { mergedPricing } from './organisation';
export { organisationTexts, useOrganisationTexts } from './organisationTexts';
export { useGetStateLicencesQuery } from './stateLicencesApi';
export type {
  CompanyInfo,
  FooterSettings,
  OrgPricing,
  OrgTexts,
} from '../../contract/organisation';
export { applyBrandColours } from './brandColours';
