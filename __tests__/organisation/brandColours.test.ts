import { brandColourProperties } from '../../src/features/organisation/brandColours';
import { contrastRatio, readableTextOn } from '../../src/features/organisation/contrast';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { makeOrgInfo } from '../support/fixtures';

const withBrand = (brand: Partial<ReturnType<typeof makeOrgInfo>['orgBrand']>) => {
  const info = makeOrgInfo();
  return parseOrganisation({ ...info, orgBrand: { ...info.orgBrand, ...brand } });
};

test('contrast ratios as WCAG defines them', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#fff', '#fff')).toBe(1);
  expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
});

test("the organisation's text colour is kept when it reads on its primary colour", () => {
  expect(
    brandColourProperties(withBrand({ primaryColor: '#123456', primaryTextColor: '#ffffff' })),
  ).toEqual({
    '--brand-primary': '#123456',
    '--brand-on-primary': '#ffffff',
    '--brand-accent': '#0f766e',
    '--brand-link': '#123456',
  });
});

test('an unreadable choice falls back to black or white; a pale primary is not used for links', () => {
  const properties = brandColourProperties(
    withBrand({ primaryColor: '#ffd54f', primaryTextColor: '#ffffff' }),
  );
  expect(properties['--brand-on-primary']).toBe('#111827');
  expect(properties['--brand-link']).toBe('#1d4ed8');
  expect(readableTextOn('#0b2545', '#0b2546')).toBe('#ffffff');
});
