import {
  DEFAULT_ORGANISATION,
  mergedPricing,
  parseOrganisation,
  readInjectedOrganisation,
} from '../../src/features/organisation/organisation';
import {
  DEFAULT_SUPPORT_PHONE,
  organisationShortfalls,
  readMergedPricing,
} from '../../src/contract/organisation';
import { seedOrgs } from '../../src/sandbox/orgs';
import { makeOrgInfo } from '../support/fixtures';

describe('organisation data injected into the page', () => {
  test('a well-formed organisation is taken as it is', () => {
    const info = makeOrgInfo({ channel: 'WHOLESALE' });
    expect(parseOrganisation(info)).toEqual(info);
  });

  test('the defaults are the neutral brand (docs/shell.md#how-the-organisations-data-is-read)', () => {
    expect(DEFAULT_ORGANISATION).toEqual({
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
          phone: '8888196388',
          phoneFormatted: '888-819-6388',
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
    });
  });

  test('anything that is not an object gives the defaults', () => {
    expect(parseOrganisation('nope')).toEqual(DEFAULT_ORGANISATION);
    expect(parseOrganisation(null)).toEqual(DEFAULT_ORGANISATION);
  });

  test('malformed fields take their defaults, the rest is kept', () => {
    const info = makeOrgInfo();
    const parsed = parseOrganisation({
      ...info,
      orgCode: '<script>',
      orgBrand: {
        ...info.orgBrand,
        primaryColor: 'red; background:url(x)',
        logoUrl: 'javascript:alert(1)',
      },
      orgMetaData: {
        ...info.orgMetaData,
        companyInfo: { ...info.orgMetaData.companyInfo, phone: '12', companyNameShort: '' },
        products: { HELOC: { channel: 'SIDEWAYS', requireReferringLoanOriginator: 'yes' } },
        footer: {
          additionalUrls: [
            { type: 'FOOTER', url: 'javascript:x', name: 'Bad' },
            { type: 'FOOTER', url: 'https://example.com/a', name: 'Good' },
          ],
        },
      },
      publicFeatureToggles: { showNcuaLogo: true, broken: 'yes' },
    });
    expect(parsed.orgCode).toBe('main');
    expect(parsed.orgBrand.primaryColor).toBe(DEFAULT_ORGANISATION.orgBrand.primaryColor);
    expect(parsed.orgBrand.logoUrl).toBe('');
    expect(parsed.orgBrand.name).toBe('Test Lending');
    expect(parsed.orgMetaData.companyInfo.phone).toBe('8888196388');
    expect(parsed.orgMetaData.companyInfo.phoneFormatted).toBe('888-819-6388');
    expect(parsed.orgMetaData.companyInfo.companyNameShort).toBe('HELOC');
    expect(parsed.orgMetaData.companyInfo.companyName).toBe('Test Lending Company');
    expect(parsed.orgMetaData.products.HELOC).toEqual({
      channel: 'RETAIL',
      requireReferringLoanOriginator: false,
      portfolioManagerEnabled: false,
    });
    expect(parsed.orgMetaData.footer.additionalUrls).toEqual([
      { type: 'FOOTER', url: 'https://example.com/a', name: 'Good' },
    ]);
    expect(parsed.publicFeatureToggles).toEqual({ showNcuaLogo: true });
  });

  test('read from <script id="org-info" type="application/json">', () => {
    document.body.innerHTML = `<script id="org-info" type="application/json">${JSON.stringify(makeOrgInfo({ requireReferringLoanOriginator: true }))}</script>`;
    expect(
      readInjectedOrganisation().orgMetaData.products.HELOC?.requireReferringLoanOriginator,
    ).toBe(true);
    document.body.innerHTML = '<script id="org-info" type="application/json">{not json</script>';
    expect(readInjectedOrganisation()).toEqual(DEFAULT_ORGANISATION);
    document.body.innerHTML = '';
    expect(readInjectedOrganisation()).toEqual(DEFAULT_ORGANISATION);
  });

  test('pricing data is merged into one object', () => {
    expect(
      mergedPricing(
        parseOrganisation({
          ...makeOrgInfo(),
          orgPricingData: [{ minApr: 1 }, { maxApr: 2, minApr: 3 }, 'x'],
        }),
      ),
    ).toEqual({ minApr: 3, maxApr: 2 });
  });

  test('a pricing field that is not what it should be is absent; the rest is kept', () => {
    const { orgPricingData } = parseOrganisation({
      orgPricingData: [
        { minLoanAmount: 25000, maxApr: '14.5', notAField: 1 },
        { minApr: -1, valuationFee: 0, maxLoanAmount: 0 },
        { minApr: 7.25 },
        [],
        null,
      ],
      orgBrand: { primaryColor: 'red' },
    });
    expect(orgPricingData).toEqual([
      { minLoanAmount: 25000 },
      { valuationFee: 0 },
      { minApr: 7.25 },
    ]);
    // A bad value later in the list does not hide a good one given earlier.
    expect(readMergedPricing([{ minApr: 7.25 }, { minApr: 'high' }])).toEqual({ minApr: 7.25 });
    expect(readMergedPricing('nope')).toEqual({});
  });

  test("the canonical code is the organisation's own unless it names a valid other", () => {
    const info = makeOrgInfo();
    expect(
      parseOrganisation({ ...info, orgCode: 'partner', canonicalOrgCode: 'x y' }),
    ).toMatchObject({ orgCode: 'partner', canonicalOrgCode: 'partner' });
    expect(
      parseOrganisation({ ...info, orgCode: 'partner', canonicalOrgCode: 'main' }),
    ).toMatchObject({ orgCode: 'partner', canonicalOrgCode: 'main' });
  });

  test("the phone as shown is the organisation's only beside its own phone", () => {
    const info = makeOrgInfo();
    const withPhone = (phone: unknown, phoneFormatted: unknown) =>
      parseOrganisation({
        ...info,
        orgMetaData: {
          ...info.orgMetaData,
          companyInfo: { ...info.orgMetaData.companyInfo, phone, phoneFormatted },
        },
      }).orgMetaData.companyInfo;
    expect(withPhone('5035550142', '(503) 555-0142')).toMatchObject({
      phone: '5035550142',
      phoneFormatted: '(503) 555-0142',
    });
    expect(withPhone('5035550142', ' ')).toMatchObject({ phoneFormatted: '503-555-0142' });
    expect(withPhone('503', '(503) 555-0142')).toMatchObject({
      phone: DEFAULT_SUPPORT_PHONE,
      phoneFormatted: '888-819-6388',
    });
  });

  test('one bad part leaves the other parts as given', () => {
    const info = makeOrgInfo({ channel: 'WHOLESALE' });
    const parsed = parseOrganisation({
      ...info,
      orgBrand: 'nope',
      orgMetaData: { ...info.orgMetaData, footer: [], companyInfo: { companyAddress: 'x' } },
    });
    expect(parsed.orgBrand).toEqual(DEFAULT_ORGANISATION.orgBrand);
    expect(parsed.orgMetaData.footer).toEqual(DEFAULT_ORGANISATION.orgMetaData.footer);
    expect(parsed.orgMetaData.companyInfo).toEqual(DEFAULT_ORGANISATION.orgMetaData.companyInfo);
    expect(parsed.orgMetaData.products.HELOC.channel).toBe('WHOLESALE');
    expect(parsed.orgCode).toBe(info.orgCode);
  });
});

describe("the contract's organisation data, strictly", () => {
  test('a well-formed organisation, and every seeded one, conforms', () => {
    expect(organisationShortfalls(makeOrgInfo())).toEqual([]);
    for (const org of seedOrgs())
      expect([org.code, organisationShortfalls(org.info)]).toEqual([org.code, []]);
  });

  test('names each field the reading does not take as given', () => {
    const info = makeOrgInfo();
    const { logoAlt: _left, ...brand } = info.orgBrand;
    expect(
      organisationShortfalls({
        ...info,
        orgBrand: { ...brand, primaryColor: 'red' },
        orgPricingData: [{ minApr: 7.6, minAPR: 7 }],
        extra: true,
      }),
    ).toEqual([
      'orgBrand.primaryColor: "red" read as "#1d4ed8"',
      'orgBrand.logoAlt: missing, read as ""',
      'orgPricingData.0.minAPR: 7 left out (an unknown field or value)',
      'extra: true left out (an unknown field or value)',
    ]);
    expect(organisationShortfalls({ ...info, orgPricingData: [{ minApr: 7.6 }, 'x'] })).toEqual([
      'orgPricingData: 1 of 2 entries left out',
    ]);
    expect(organisationShortfalls('nope')).toHaveLength(1);
  });
});
