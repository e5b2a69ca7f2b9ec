import {
  DEFAULT_ORGANISATION,
  mergedPricing,
  parseOrganisation,
  readInjectedOrganisation,
} from '../../src/features/organisation/organisation';
import { makeOrgInfo } from '../support/fixtures';

describe('organisation data injected into the page', () => {
  test('a well-formed organisation is taken as it is', () => {
    const info = makeOrgInfo({ channel: 'WHOLESALE' });
    expect(parseOrganisation(info)).toEqual(info);
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
        parseOrganisation({ ...makeOrgInfo(), orgPricingData: [{ a: 1 }, { b: 2, a: 3 }, 'x'] }),
      ),
    ).toEqual({ a: 3, b: 2 });
  });
});
