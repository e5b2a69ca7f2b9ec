import { isHexColour } from '../../lib/colour';
import { readUsState } from '../../contract/usStates';
import type { CompanyInfo, FooterSettings, HelocProductSettings, OrgBrand, OrgInfo } from './types';
import { isRecord } from '../../contract/isRecord';

/**
 * The organisation data injected into the page, validated field by field: anything missing or
 * malformed takes the default, so a partner's bad data can never break a screen. No partner
 * appears here; the defaults are the neutral main brand.
 */
export type Organisation = OrgInfo;

export const DEFAULT_SUPPORT_PHONE = '8888196388';
export const DEFAULT_SUPPORT_PHONE_FORMATTED = '888-819-6388';

export const DEFAULT_ORGANISATION: Organisation = {
  baseUrl: '',
  canonicalOrgCode: 'main',
  orgCode: 'main',
  orgBrand: {
    name: 'Home Equity Line of Credit',
    primaryColor: '#1d4ed8',
    primaryTextColor: '#ffffff',
    accentColor: '#0f766e',
    logoUrl: '',
    logoAlt: '',
    loaderUrl: null,
  },
  orgMetaData: {
    companyInfo: {
      companyName: 'Home Equity Line of Credit',
      companyNameShort: 'HELOC',
      companyNMLS: '',
      companyNmlsURL: '',
      termsOfUseUrl: '/terms',
      privacyLinkIsExternal: false,
      privacyPolicyUrl: '/privacy',
      licensesUrl: '/licenses',
      companyLegalUrl: '',
      footerImage: 'EHL',
      disclosureCopy: null,
      companyAddress: { street1: '', street2: null, city: '', state: '', zip: '' },
      phone: DEFAULT_SUPPORT_PHONE,
      phoneFormatted: DEFAULT_SUPPORT_PHONE_FORMATTED,
      companyProduct: 'HELOC',
      email: '',
      allowRegulatorReview: false,
      organization: '',
    },
    products: {
      HELOC: {
        channel: 'RETAIL',
        requireReferringLoanOriginator: false,
        portfolioManagerEnabled: false,
      },
    },
    footer: {
      additionalUrls: [],
      showIlCommunityReinvestmentNotice: false,
      useNewYorkWording: false,
    },
  },
  orgPricingData: [],
  publicFeatureToggles: {},
};

const str = (v: unknown, d: string): string => (typeof v === 'string' ? v : d);
const nonEmpty = (v: unknown, d: string): string => (typeof v === 'string' && v.trim() ? v : d);
const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);
const colour = (v: unknown, d: string): string => (isHexColour(v) ? v : d);
/** Same-site paths, or https addresses; nothing else (no javascript:, no data:). */
const url = (v: unknown, d: string): string =>
  typeof v === 'string' && (/^\/(?!\/)/.test(v) || /^https:\/\/[^\s]+$/i.test(v)) ? v : d;
const orgCode = (v: unknown, d: string): string =>
  typeof v === 'string' && /^[a-z0-9][a-z0-9_-]{0,63}$/i.test(v) ? v : d;

function parseBrand(raw: unknown, d: OrgBrand): OrgBrand {
  const b = isRecord(raw) ? raw : {};
  return {
    name: nonEmpty(b.name, d.name),
    primaryColor: colour(b.primaryColor, d.primaryColor),
    primaryTextColor: colour(b.primaryTextColor, d.primaryTextColor),
    accentColor: colour(b.accentColor, d.accentColor),
    logoUrl: url(b.logoUrl, d.logoUrl),
    logoAlt: str(b.logoAlt, d.logoAlt),
    loaderUrl: b.loaderUrl === null ? null : url(b.loaderUrl, '') || d.loaderUrl,
  };
}

function parseCompanyInfo(raw: unknown, d: CompanyInfo): CompanyInfo {
  const c = isRecord(raw) ? raw : {};
  const a = isRecord(c.companyAddress) ? c.companyAddress : {};
  const phone = typeof c.phone === 'string' && /^\d{10}$/.test(c.phone) ? c.phone : d.phone;
  const footerImage =
    c.footerImage === 'EHL' || c.footerImage === 'EOL' || c.footerImage === 'OTHER'
      ? c.footerImage
      : d.footerImage;
  return {
    companyName: nonEmpty(c.companyName, d.companyName),
    companyNameShort: nonEmpty(c.companyNameShort, d.companyNameShort),
    companyNMLS: str(c.companyNMLS, d.companyNMLS),
    companyNmlsURL: url(c.companyNmlsURL, d.companyNmlsURL),
    termsOfUseUrl: url(c.termsOfUseUrl, d.termsOfUseUrl),
    privacyLinkIsExternal: bool(c.privacyLinkIsExternal, d.privacyLinkIsExternal),
    privacyPolicyUrl: url(c.privacyPolicyUrl, d.privacyPolicyUrl),
    licensesUrl: url(c.licensesUrl, d.licensesUrl),
    companyLegalUrl: url(c.companyLegalUrl, d.companyLegalUrl),
    footerImage,
    disclosureCopy: typeof c.disclosureCopy === 'string' ? c.disclosureCopy : d.disclosureCopy,
    companyAddress: {
      street1: str(a.street1, d.companyAddress.street1),
      street2: typeof a.street2 === 'string' ? a.street2 : null,
      city: str(a.city, d.companyAddress.city),
      state: readUsState(a.state) || d.companyAddress.state,
      zip: str(a.zip, d.companyAddress.zip),
    },
    phone,
    // The formatted number must describe the same digits; otherwise it is rebuilt from them.
    phoneFormatted:
      phone === c.phone && typeof c.phoneFormatted === 'string' && c.phoneFormatted.trim()
        ? c.phoneFormatted
        : `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
    companyProduct: nonEmpty(c.companyProduct, d.companyProduct),
    email: str(c.email, d.email),
    allowRegulatorReview: bool(c.allowRegulatorReview, d.allowRegulatorReview),
    organization: str(c.organization, d.organization),
  };
}

function parseHeloc(raw: unknown, d: HelocProductSettings): HelocProductSettings {
  const h = isRecord(raw) ? raw : {};
  return {
    channel: h.channel === 'WHOLESALE' || h.channel === 'RETAIL' ? h.channel : d.channel,
    requireReferringLoanOriginator: bool(
      h.requireReferringLoanOriginator,
      d.requireReferringLoanOriginator,
    ),
    portfolioManagerEnabled: bool(h.portfolioManagerEnabled, d.portfolioManagerEnabled),
  };
}

function parseFooter(raw: unknown, d: FooterSettings): FooterSettings {
  const f = isRecord(raw) ? raw : {};
  const urls = Array.isArray(f.additionalUrls) ? f.additionalUrls : [];
  return {
    additionalUrls: urls.flatMap((entry) => {
      if (!isRecord(entry) || entry.type !== 'FOOTER') return [];
      const href = url(entry.url, '');
      const name = nonEmpty(entry.name, '');
      return href && name ? [{ type: 'FOOTER' as const, url: href, name }] : [];
    }),
    showIlCommunityReinvestmentNotice: bool(
      f.showIlCommunityReinvestmentNotice,
      d.showIlCommunityReinvestmentNotice,
    ),
    useNewYorkWording: bool(f.useNewYorkWording, d.useNewYorkWording),
  };
}

export function parseOrganisation(raw: unknown): Organisation {
  const d = DEFAULT_ORGANISATION;
  const o = isRecord(raw) ? raw : {};
  const meta = isRecord(o.orgMetaData) ? o.orgMetaData : {};
  const products = isRecord(meta.products) ? meta.products : {};
  const code = orgCode(o.orgCode, d.orgCode);
  const toggles = isRecord(o.publicFeatureToggles) ? o.publicFeatureToggles : {};
  return {
    baseUrl: url(o.baseUrl, d.baseUrl),
    canonicalOrgCode: orgCode(o.canonicalOrgCode, code),
    orgCode: code,
    orgBrand: parseBrand(o.orgBrand, d.orgBrand),
    orgMetaData: {
      companyInfo: parseCompanyInfo(meta.companyInfo, d.orgMetaData.companyInfo),
      products: { HELOC: parseHeloc(products.HELOC, d.orgMetaData.products.HELOC!) },
      footer: parseFooter(meta.footer, d.orgMetaData.footer),
    },
    orgPricingData: Array.isArray(o.orgPricingData) ? o.orgPricingData.filter(isRecord) : [],
    publicFeatureToggles: Object.fromEntries(
      Object.entries(toggles).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
    ),
  };
}

/** Reads <script id="org-info" type="application/json"> from the served page. */
export function readInjectedOrganisation(doc: Document = document): Organisation {
  const text = doc.getElementById('org-info')?.textContent;
  if (!text) return DEFAULT_ORGANISATION;
  try {
    return parseOrganisation(JSON.parse(text));
  } catch {
    return DEFAULT_ORGANISATION;
  }
}

/**
 * orgPricingData is a list of partial objects merged into one
 * (docs/shell.md#the-organisations-data).
 */
export function mergedPricing(organisation: Organisation): Record<string, unknown> {
  return Object.assign({}, ...organisation.orgPricingData);
}
