import { createSlice } from '@reduxjs/toolkit';
import { DEFAULT_ORGANISATION, type Organisation } from './organisation';

/** The organisation is fixed for a page load: preloaded at boot, never changed by actions. */
export const organisationSlice = createSlice({
  name: 'organisation',
  initialState: DEFAULT_ORGANISATION as Organisation,
  reducers: {},
  selectors: {
    selectOrganisation: (state) => state,
    selectOrgCode: (state) => state.orgCode,
    selectCompanyInfo: (state) => state.orgMetaData.companyInfo,
    selectHelocSettings: (state) => state.orgMetaData.products.HELOC,
  },
});

export const { selectOrganisation, selectOrgCode, selectCompanyInfo, selectHelocSettings } =
  organisationSlice.selectors;
