/**
 * The organisation's texts in Spanish (docs/shell.md#the-organisations-texts-in-spanish): an
 * optional part of its data, read leniently, shown while the page is in Spanish.
 */
import { organisationShortfalls, readOrganisation } from '../../src/contract/organisation';
import { organisationTexts } from '../../src/features/organisation';
import { seedOrgs } from '../../src/sandbox/orgs';

const given = (translations: unknown) =>
  readOrganisation({ orgCode: 'acme', orgMetaData: { translations } });

describe("reading the organisation's Spanish texts", () => {
  it('takes the texts given, each where it is text', () => {
    expect(
      given({
        es: {
          disclosureCopy: 'Nuestras palabras.',
          logoAlt: 'Logotipo de Acme',
          footerLinks: { 'https://acme.example/rates': 'Tasas', 'https://acme.example/x': 7 },
        },
      }).orgMetaData.translations,
    ).toEqual({
      es: {
        disclosureCopy: 'Nuestras palabras.',
        logoAlt: 'Logotipo de Acme',
        footerLinks: { 'https://acme.example/rates': 'Tasas' },
      },
    });
  });

  it('ignores a malformed variant, never failing', () => {
    expect(readOrganisation({ orgCode: 'acme' }).orgMetaData.translations).toBeUndefined();
    expect(given('español').orgMetaData.translations).toBeUndefined();
    expect(given([1, 2]).orgMetaData.translations).toBeUndefined();
    expect(given({ es: 'hola' }).orgMetaData.translations).toEqual({});
    expect(
      given({ es: { disclosureCopy: '   ', logoAlt: 3, footerLinks: [] } }).orgMetaData
        .translations,
    ).toEqual({ es: {} });
  });

  it('reports a malformed variant among the shortfalls, and none for a good one', () => {
    const base = readOrganisation({});
    const withTexts = (es: unknown) => ({
      ...base,
      orgMetaData: { ...base.orgMetaData, translations: { es } },
    });
    expect(organisationShortfalls(withTexts({ disclosureCopy: 'Hola.' }))).toEqual([]);
    expect(organisationShortfalls(withTexts({ disclosureCopy: 5 }))).toEqual([
      'orgMetaData.translations.es.disclosureCopy: 5 left out (an unknown field or value)',
    ]);
  });
});

describe('the texts the page shows', () => {
  const org = given({ es: { disclosureCopy: 'Nuestras palabras.' } });

  it('are the Spanish variant in Spanish', () => {
    expect(organisationTexts(org, 'es')).toEqual({ disclosureCopy: 'Nuestras palabras.' });
  });

  it('are none in English, or without a variant, or with a malformed one', () => {
    expect(organisationTexts(org, 'en')).toEqual({});
    expect(organisationTexts(org, 'pseudo')).toEqual({});
    expect(organisationTexts(readOrganisation({}), 'es')).toEqual({});
    expect(organisationTexts(given({ es: 'hola' }), 'es')).toEqual({});
  });

  it("the sandbox's main lender gives its disclosure copy in Spanish", () => {
    const main = seedOrgs().find((org) => org.code === 'main')!;
    expect(organisationTexts(main.info, 'es').disclosureCopy).toMatch(
      /^Los montos de la línea de crédito con garantía hipotecaria van de \$15,000 a \$400,000/,
    );
  });
});
