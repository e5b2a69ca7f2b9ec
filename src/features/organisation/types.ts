import type { PostalAddress } from '../profile';

/**
 * The organisation data a lender's server injects into the page
 * (docs/shell.md#the-organisations-data), as JSON in
 * <script id="org-info" type="application/json">. The app never trusts its shape:
 * organisation/organisation.ts validates it and fills defaults.
 */
export interface OrgInfo {
  baseUrl: string;
  canonicalOrgCode: string;
  orgCode: string;
  orgBrand: OrgBrand;
  orgMetaData: {
    companyInfo: CompanyInfo;
    products: { HELOC?: HelocProductSettings };
    footer: FooterSettings;
  };
  /** A list of partial pricing objects, merged into one by the app. */
  orgPricingData: Record<string, unknown>[];
  publicFeatureToggles: Record<string, boolean>;
}

export interface OrgBrand {
  name: string;
  primaryColor: string;
  primaryTextColor: string;
  accentColor: string;
  logoUrl: string;
  logoAlt: string;
  /** A private-label loader animation, or null for the default loader. */
  loaderUrl: string | null;
}

/** Footer data (docs/shell.md#the-organisations-data). */
export interface CompanyInfo {
  companyName: string;
  companyNameShort: string;
  companyNMLS: string;
  companyNmlsURL: string;
  termsOfUseUrl: string;
  privacyLinkIsExternal: boolean;
  privacyPolicyUrl: string;
  licensesUrl: string;
  companyLegalUrl: string;
  footerImage: 'EHL' | 'EOL' | 'OTHER';
  disclosureCopy: string | null;
  companyAddress: PostalAddress;
  /** Ten digits. */
  phone: string;
  phoneFormatted: string;
  companyProduct: string;
  email: string;
  allowRegulatorReview: boolean;
  organization: string;
}

export interface HelocProductSettings {
  /**
   * WHOLESALE registration needs a referrer query value (docs/shell.md#redirects-and-public-pages).
   */
  channel: 'RETAIL' | 'WHOLESALE';
  /** A referring loan originator is required to register. */
  requireReferringLoanOriginator: boolean;
  portfolioManagerEnabled: boolean;
}

export interface FooterSettings {
  additionalUrls: { type: 'FOOTER'; url: string; name: string }[];
  showIlCommunityReinvestmentNotice: boolean;
  useNewYorkWording: boolean;
}
