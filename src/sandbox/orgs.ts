/**
 * The seeded organisations (docs/sandbox.md#seeded-accounts). Every lender here is
 * invented; phone numbers other than the main brand's are in the fictional 555-01xx range and web
 * addresses use the reserved .example domain.
 */
import { US_STATE_CODES } from '../contract/usStates';
import {
  type Organisation,
  type OrgPricing,
  organisationShortfalls,
} from '../contract/organisation';
import type { RecordStore } from './db';
import type { OrgRecord, WeekHours } from './records';

export const DEFAULT_ORG = 'main';
export const ORG_CODES = ['main', 'partner', 'wholesale', 'lo-required'] as const;

/** The 50 states (not the District of Columbia): the main brand is licensed in all of them. */
const ALL_STATES = US_STATE_CODES.filter((code) => code !== 'DC');

const open = (start: string, end: string) => ({ start, end });
const weekdays = (start: string, end: string, weekend: WeekHours): WeekHours => [
  ...Array.from({ length: 5 }, () => open(start, end)),
  ...weekend,
];

interface OrgSpec {
  code: string;
  brand: Organisation['orgBrand'];
  company: Omit<
    Organisation['orgMetaData']['companyInfo'],
    'termsOfUseUrl' | 'licensesUrl' | 'companyNmlsURL'
  >;
  heloc: NonNullable<Organisation['orgMetaData']['products']['HELOC']>;
  footer: Organisation['orgMetaData']['footer'];
  pricing: OrgPricing[];
  toggles: Record<string, boolean>;
  licences: string[];
  hours: OrgRecord['hours'];
  /** Its texts in Spanish (docs/shell.md#the-organisations-texts-in-spanish). */
  translations?: Organisation['orgMetaData']['translations'];
}

function orgRecord(spec: OrgSpec): OrgRecord {
  return {
    code: spec.code,
    info: {
      baseUrl: '',
      canonicalOrgCode: spec.code,
      orgCode: spec.code,
      orgBrand: spec.brand,
      orgMetaData: {
        companyInfo: {
          ...spec.company,
          termsOfUseUrl: '/terms',
          licensesUrl: '/licenses',
          companyNmlsURL: '/licenses#nmls',
        },
        products: { HELOC: spec.heloc },
        footer: spec.footer,
        ...(spec.translations ? { translations: spec.translations } : {}),
      },
      orgPricingData: spec.pricing,
      publicFeatureToggles: spec.toggles,
    },
    licences: [...spec.licences].sort(),
    hours: spec.hours,
  };
}

const noFooterExtras: Organisation['orgMetaData']['footer'] = {
  additionalUrls: [],
  showIlCommunityReinvestmentNotice: false,
  useNewYorkWording: false,
};

export function seedOrgs(): OrgRecord[] {
  return [
    orgRecord({
      code: 'main',
      brand: {
        name: 'Lanternfield Home Credit',
        primaryColor: '#0b5394',
        primaryTextColor: '#ffffff',
        accentColor: '#b35c00',
        logoUrl: '/sandbox-assets/logo-main.svg',
        logoAlt: 'Lanternfield Home Credit',
        loaderUrl: null,
      },
      company: {
        companyName: 'Lanternfield Home Credit, LLC',
        companyNameShort: 'Lanternfield',
        companyNMLS: '2093417',
        privacyLinkIsExternal: false,
        privacyPolicyUrl: '/privacy',
        companyLegalUrl: '/terms#legal',
        footerImage: 'EHL',
        disclosureCopy: null,
        companyAddress: {
          street1: '455 Larkin Harbor Way',
          street2: 'Suite 300',
          city: 'San Francisco',
          state: 'CA',
          zip: '94158',
        },
        phone: '8888196388',
        phoneFormatted: '888-819-6388',
        companyProduct: 'Home Equity Line of Credit',
        email: 'support@lanternfield.example',
        allowRegulatorReview: true,
        organization: 'Lanternfield Home Credit',
      },
      heloc: {
        channel: 'RETAIL',
        requireReferringLoanOriginator: false,
        portfolioManagerEnabled: true,
      },
      footer: {
        additionalUrls: [],
        showIlCommunityReinvestmentNotice: true,
        useNewYorkWording: false,
      },
      pricing: [
        { minLoanAmount: 15000, maxLoanAmount: 400000 },
        { minApr: 7.6, maxApr: 17.2, maxOriginationFeePercent: 4.99, valuationFee: 180 },
        { manualNotaryFee: 300, recordingFeeMax: 315 },
      ],
      toggles: { showNcuaLogo: false },
      licences: ALL_STATES,
      hours: {
        OPS_PHONE: weekdays('06:00', '18:00', [open('08:00', '16:30'), null]),
        OPS_CHAT: weekdays('06:00', '20:00', [open('08:00', '17:00'), open('08:00', '17:00')]),
      },
      // Its footer copy in Spanish: the app's English default (it gives none) states its facts.
      translations: {
        es: {
          disclosureCopy:
            'Los montos de la línea de crédito con garantía hipotecaria van de $15,000 a $400,000, ' +
            'con tasas de porcentaje anual (APR) de 7.60% a 17.20%. Se aplica un cargo de ' +
            'originación de hasta 4.99% del retiro inicial. Se cobra un cargo de valuación de $180 ' +
            'cuando no hay una valuación automatizada disponible, y una notarización manual cuesta ' +
            '$300. Los cargos de registro van de $0 a $315, y los impuestos de registro de $0 a ' +
            '$1,400 por cada $100,000 prestados. La aprobación puede llegar en tan solo cinco ' +
            'minutos, y el desembolso en cinco días hábiles con un notario remoto. Primero ' +
            'revisamos su crédito con una consulta de crédito suave; se hace una consulta de ' +
            'crédito rigurosa cuando usted envía su solicitud. Los retiros adicionales tienen un ' +
            'precio de la tasa preferencial (Prime Rate) más un margen fijo.',
        },
      },
    }),
    orgRecord({
      code: 'partner',
      brand: {
        name: 'Larkspur Harbor Credit Union',
        primaryColor: '#6b2058',
        primaryTextColor: '#ffffff',
        accentColor: '#8a4b00',
        logoUrl: '/sandbox-assets/logo-partner.svg',
        logoAlt: 'Larkspur Harbor Credit Union',
        loaderUrl: '/sandbox-assets/loader-partner.svg',
      },
      company: {
        companyName: 'Larkspur Harbor Federal Credit Union',
        companyNameShort: 'Larkspur Harbor',
        companyNMLS: '418226',
        privacyLinkIsExternal: true,
        privacyPolicyUrl: 'https://www.larkspurharbor.example/privacy',
        companyLegalUrl: 'https://www.larkspurharbor.example/legal',
        footerImage: 'EOL',
        disclosureCopy:
          'Larkspur Harbor home equity lines of credit range from $25,000 to $250,000 with APRs ' +
          'from 7.25% to 14.50%. Membership is required to open a line; eligibility applies. ' +
          'Property insurance is required. Consult a tax adviser about deducting interest.',
        companyAddress: {
          street1: '1180 Tideline Avenue',
          street2: null,
          city: 'Portland',
          state: 'OR',
          zip: '97209',
        },
        phone: '5035550142',
        phoneFormatted: '503-555-0142',
        companyProduct: 'HarborLine Home Equity',
        email: 'homeequity@larkspurharbor.example',
        allowRegulatorReview: false,
        organization: 'Larkspur Harbor Credit Union',
      },
      heloc: {
        channel: 'RETAIL',
        requireReferringLoanOriginator: false,
        portfolioManagerEnabled: false,
      },
      footer: {
        additionalUrls: [
          {
            type: 'FOOTER',
            url: 'https://www.larkspurharbor.example/membership',
            name: 'Membership eligibility',
          },
          {
            type: 'FOOTER',
            url: 'https://www.larkspurharbor.example/rates',
            name: 'Rates and fees',
          },
          {
            type: 'FOOTER',
            url: 'https://www.larkspurharbor.example/accessibility',
            name: 'Accessibility',
          },
        ],
        showIlCommunityReinvestmentNotice: false,
        useNewYorkWording: false,
      },
      pricing: [
        { minLoanAmount: 25000, maxLoanAmount: 250000 },
        { minApr: 7.25, maxApr: 14.5, maxOriginationFeePercent: 2.99 },
      ],
      toggles: { showNcuaLogo: true },
      licences: ['AZ', 'CA', 'CO', 'HI', 'ID', 'MT', 'NM', 'NV', 'OR', 'UT', 'WA', 'WY'],
      translations: {
        es: {
          disclosureCopy:
            'Las líneas de crédito con garantía hipotecaria de Larkspur Harbor van de $25,000 a ' +
            '$250,000, con tasas de porcentaje anual (APR) de 7.25% a 14.50%. Se requiere ser ' +
            'socio para abrir una línea; se aplican requisitos de elegibilidad. Se requiere seguro ' +
            'de la propiedad. Consulte a un asesor de impuestos sobre la deducción de intereses.',
          footerLinks: {
            'https://www.larkspurharbor.example/membership': 'Requisitos para ser socio',
            'https://www.larkspurharbor.example/rates': 'Tasas y cargos',
            'https://www.larkspurharbor.example/accessibility': 'Accesibilidad',
          },
        },
      },
      hours: {
        OPS_PHONE: weekdays('08:00', '17:00', [null, null]),
        OPS_CHAT: weekdays('08:00', '17:00', [open('09:00', '13:00'), null]),
      },
    }),
    orgRecord({
      code: 'wholesale',
      brand: {
        name: 'Copperkettle Wholesale Lending',
        primaryColor: '#1d5c4a',
        primaryTextColor: '#ffffff',
        accentColor: '#a0430a',
        logoUrl: '/sandbox-assets/logo-wholesale.svg',
        logoAlt: 'Copperkettle Wholesale Lending',
        loaderUrl: null,
      },
      company: {
        companyName: 'Copperkettle Wholesale Lending, Inc.',
        companyNameShort: 'Copperkettle',
        companyNMLS: '1766052',
        privacyLinkIsExternal: false,
        privacyPolicyUrl: '/privacy',
        companyLegalUrl: '/terms#legal',
        footerImage: 'EHL',
        disclosureCopy: null,
        companyAddress: {
          street1: '2600 Foundry Park Drive',
          street2: 'Floor 4',
          city: 'Denver',
          state: 'CO',
          zip: '80216',
        },
        phone: '8335550118',
        phoneFormatted: '833-555-0118',
        companyProduct: 'Broker HELOC',
        email: 'brokers@copperkettle.example',
        allowRegulatorReview: true,
        organization: 'Copperkettle Wholesale Lending',
      },
      heloc: {
        channel: 'WHOLESALE',
        requireReferringLoanOriginator: false,
        portfolioManagerEnabled: false,
      },
      footer: noFooterExtras,
      pricing: [{ minLoanAmount: 20000, maxLoanAmount: 500000 }],
      toggles: {},
      licences: ALL_STATES.filter(
        (s) => !['AK', 'HI', 'ND', 'SD', 'VT', 'WV', 'NY', 'MS'].includes(s),
      ),
      hours: {
        OPS_PHONE: weekdays('07:00', '17:00', [null, null]),
        OPS_CHAT: weekdays('07:00', '17:00', [null, null]),
      },
    }),
    orgRecord({
      code: 'lo-required',
      brand: {
        name: 'Bramblecrest Home Loans',
        primaryColor: '#3b3486',
        primaryTextColor: '#ffffff',
        accentColor: '#8a4b00',
        logoUrl: '/sandbox-assets/logo-lo-required.svg',
        logoAlt: 'Bramblecrest Home Loans',
        loaderUrl: null,
      },
      company: {
        companyName: 'Bramblecrest Home Loans, LLC',
        companyNameShort: 'Bramblecrest',
        companyNMLS: '2311980',
        privacyLinkIsExternal: false,
        privacyPolicyUrl: '/privacy',
        companyLegalUrl: '/terms#legal',
        footerImage: 'EHL',
        disclosureCopy: null,
        companyAddress: {
          street1: '7421 Juniper Terrace Road',
          street2: 'Suite 110',
          city: 'San Diego',
          state: 'CA',
          zip: '92121',
        },
        phone: '6195550163',
        phoneFormatted: '619-555-0163',
        companyProduct: 'Home Equity Line of Credit',
        email: 'loans@bramblecrest.example',
        allowRegulatorReview: true,
        organization: 'Bramblecrest Home Loans',
      },
      heloc: {
        channel: 'RETAIL',
        requireReferringLoanOriginator: true,
        portfolioManagerEnabled: false,
      },
      footer: noFooterExtras,
      pricing: [{ minLoanAmount: 15000, maxLoanAmount: 350000 }],
      toggles: {},
      licences: [
        'AZ',
        'CA',
        'CO',
        'FL',
        'GA',
        'ID',
        'IL',
        'MI',
        'NC',
        'NV',
        'OH',
        'OR',
        'PA',
        'SC',
        'TN',
        'TX',
        'UT',
        'WA',
      ],
      hours: {
        OPS_PHONE: weekdays('06:00', '17:00', [open('09:00', '14:00'), null]),
        OPS_CHAT: weekdays('06:00', '17:00', [null, null]),
      },
    }),
  ];
}

/** The organisation record for a code; unknown or missing codes fall back to main. */
export function orgOrDefault(store: RecordStore, code: string | null | undefined): OrgRecord {
  const org = (code && store.get('orgs', code)) || store.get('orgs', DEFAULT_ORG);
  if (!org) throw new Error('the main organization is missing from the records');
  return org;
}

/**
 * Refuses seeded organisations that are not the contract's organisation data, naming the
 * organisation and each field the app would not take as given (docs/sandbox.md#seeded-organisations):
 * the sandbox then does not start.
 */
export function assertSeededOrgsConform(orgs: readonly OrgRecord[]): void {
  const faults = orgs.flatMap((org) =>
    organisationShortfalls(org.info).map((fault) => `  organization "${org.code}": ${fault}`),
  );
  if (faults.length > 0) {
    throw new Error(
      `The sandbox's seeded organizations are not what the app reads as given:\n${faults.join('\n')}`,
    );
  }
}

/** The organisation data injected into a page, with baseUrl set to the origin the page was loaded from. */
export function orgInfoFor(org: OrgRecord, origin: string): Organisation {
  return { ...org.info, baseUrl: origin };
}
