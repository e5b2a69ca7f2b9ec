import { createContext, useContext } from 'react';

/**
 * What the UI primitives show of the organisation: its short name (page titles), support
 * contact and loader animation. The app provides it from the organisation data
 * (features/organisation's OrganisationUiBrand), so the primitives import no feature.
 */
export interface UiBrand {
  companyNameShort: string;
  /** Digits only, for tel: links. */
  phone: string;
  phoneFormatted: string;
  email: string | null;
  loaderUrl: string | null;
}

const NO_BRAND: UiBrand = {
  companyNameShort: '',
  phone: '',
  phoneFormatted: '',
  email: null,
  loaderUrl: null,
};

const UiBrandContext = createContext<UiBrand>(NO_BRAND);

export const UiBrandProvider = UiBrandContext.Provider;

export function useUiBrand(): UiBrand {
  return useContext(UiBrandContext);
}
