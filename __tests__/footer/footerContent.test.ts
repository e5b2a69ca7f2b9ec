import {
  addressLine,
  DEFAULT_DISCLOSURE,
  disclosureText,
  footerLinks,
  IL_NOTICE_URL,
  type FooterLink,
  isExternalUrl,
  licencesLine,
  NEW_YORK_WORDING,
} from '../../src/features/footer/footerContent';
import { i18n } from '../../src/lib/i18n';
import { makeOrgInfo } from '../support/fixtures';
import { ALL_STATE_ABBREVS } from '../support/server';

const org = makeOrgInfo();
const company = org.orgMetaData.companyInfo;
const settings = org.orgMetaData.footer;
const licences = (abbrevs: string[]) => abbrevs.map((abbrev) => ({ abbrev }));
/** The links with their labels written out (in English, as the tests run). */
const written = (links: FooterLink[]) =>
  links.map((l) => ({ ...l, label: typeof l.label === 'string' ? l.label : i18n._(l.label) }));
/** The licences line written out, '' for none. */
const line = (...args: Parameters<typeof licencesLine>) => {
  const message = licencesLine(...args);
  return message ? i18n._(message) : '';
};

describe('the footer links', () => {
  it('Terms of use, the internal Privacy Policy and Licenses', () => {
    expect(written(footerLinks(company, settings))).toEqual([
      { label: 'Terms of use', href: '/terms', external: false },
      { label: 'Privacy Policy', href: '/privacy', external: false },
      { label: 'Licenses', href: '/licenses', external: false },
    ]);
  });

  it("the organisation's privacy page when it marks the link external; /privacy otherwise", () => {
    const external = {
      ...company,
      privacyLinkIsExternal: true,
      privacyPolicyUrl: 'https://x.example/p',
    };
    expect(written(footerLinks(external, settings))[1]).toEqual({
      label: 'Privacy Policy',
      href: 'https://x.example/p',
      external: true,
    });
    const internal = { ...company, privacyPolicyUrl: 'https://x.example/p' };
    expect(footerLinks(internal, settings)[1]!.href).toBe('/privacy');
  });

  it('the IL notice only with its flag, then the extra FOOTER links', () => {
    const links = written(
      footerLinks(company, {
        showIlCommunityReinvestmentNotice: true,
        useNewYorkWording: false,
        additionalUrls: [
          { type: 'FOOTER', url: 'https://x.example/rates', name: 'Rates and fees' },
          { type: 'FOOTER', url: '', name: 'Broken' },
        ],
      }),
    );
    expect(links.map((l) => [l.label, l.href, l.external])).toEqual([
      ['Terms of use', '/terms', false],
      ['Privacy Policy', '/privacy', false],
      ['Licenses', '/licenses', false],
      ['IL Community Reinvestment Notice', IL_NOTICE_URL, false],
      ['Rates and fees', 'https://x.example/rates', true],
    ]);
    expect(written(footerLinks(company, settings)).map((l) => l.label)).not.toContain(
      'IL Community Reinvestment Notice',
    );
  });

  it('tells other sites from the lender’s own pages', () => {
    expect(isExternalUrl('https://a.example')).toBe(true);
    expect(isExternalUrl('//a.example')).toBe(true);
    expect(isExternalUrl('/terms')).toBe(false);
  });
});

describe('the state licences line', () => {
  it('lists the abbreviations in the order given (sorted by the query)', () => {
    expect(line(licences(ALL_STATE_ABBREVS), 'main')).toBe(
      `Licensed in ${ALL_STATE_ABBREVS.join(', ')}.`,
    );
  });

  it('says "with more states to come" for the main lender under 50 states only', () => {
    expect(line(licences(['CA', 'TX']), 'main')).toBe(
      'Licensed in CA, TX, with more states to come.',
    );
    expect(line(licences(['CA', 'TX']), 'partner')).toBe('Licensed in CA, TX.');
    expect(line([], 'main')).toBe('');
  });
});

describe('the disclosure and the notices', () => {
  it('the default text when the organisation gives none', () => {
    const t = (descriptor: Parameters<typeof i18n._>[0]) => i18n._(descriptor);
    const standard = i18n._(DEFAULT_DISCLOSURE);
    expect(disclosureText(company, t)).toBe(standard);
    expect(disclosureText({ ...company, disclosureCopy: '  ' }, t)).toBe(standard);
    for (const fact of [
      '$15,000 to $400,000',
      '7.60% to 17.20%',
      '4.99% of the initial draw',
      '$180',
      '$300',
      '$0 to $315',
      '$0 to $1,400 per $100,000',
      'five minutes',
      'five business days with a remote notary',
      'soft credit pull first',
      'hard credit pull',
      'Prime Rate plus a fixed margin',
    ]) {
      expect(standard).toContain(fact);
    }
    expect(disclosureText({ ...company, disclosureCopy: 'Our own words.' }, t)).toBe(
      'Our own words.',
    );
  });

  it("the organisation's Spanish copy where it gives one, else its English, else the default", () => {
    const t = (descriptor: Parameters<typeof i18n._>[0]) => i18n._(descriptor);
    const spanish = { disclosureCopy: 'Nuestras palabras.' };
    expect(disclosureText({ ...company, disclosureCopy: 'Our own words.' }, t, spanish)).toBe(
      'Nuestras palabras.',
    );
    expect(disclosureText({ ...company, disclosureCopy: 'Our own words.' }, t, {})).toBe(
      'Our own words.',
    );
    expect(disclosureText(company, t, spanish)).toBe('Nuestras palabras.');
  });

  it("names the organisation's extra links in its Spanish where given", () => {
    const footer = {
      ...settings,
      additionalUrls: [
        { type: 'FOOTER' as const, url: 'https://a.example/rates', name: 'Rates and fees' },
        { type: 'FOOTER' as const, url: 'https://a.example/help', name: 'Help' },
      ],
    };
    const labels = (texts?: Parameters<typeof footerLinks>[2]) =>
      written(footerLinks(company, footer, texts))
        .slice(-2)
        .map((l) => l.label);
    expect(labels()).toEqual(['Rates and fees', 'Help']);
    expect(labels({ footerLinks: { 'https://a.example/rates': 'Tasas y cargos' } })).toEqual([
      'Tasas y cargos',
      'Help',
    ]);
  });

  it('the New York wording is fixed', () => {
    expect(NEW_YORK_WORDING).toMatch(/^Licensed Mortgage Banker/);
  });

  it('writes the address on one line, leaving out what is missing', () => {
    expect(addressLine(company)).toBe('1 Main St, Reno, NV 89501');
    expect(
      addressLine({
        ...company,
        companyAddress: { street1: '', street2: null, city: '', state: '', zip: '' },
      }),
    ).toBe('');
  });
});
