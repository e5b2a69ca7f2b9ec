/**
 * The formatting rules (docs/requests.md#formats), each against the documented examples: money with a currency
 * (section 9, default USD), the UUID check (section 5), interest per day (section 9), file sizes
 * (section 5) and the crypto product type (section 6).
 */
import { UPLOAD_MAX_BYTES } from '../../src/contract/uploads';
import { formatBytes } from '../../src/lib/fileSize';
import { hasCryptoUtmSource, productTypeOf } from '../../src/lib/productType';
import { isUuid, UUID_PATTERN } from '../../src/contract/uuid';
import { isUuid as isUuidFromNavigation } from '../../src/features/navigation';
import { formatBytes as formatBytesFromForms } from '../../src/forms/files';
import { DEFAULT_CURRENCY, FORMAT_MONEY_ERROR, formatMoney } from '../../src/lib/figures';
import {
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  interestPerDay,
  monthlyInterest,
} from '../../src/contract/payments';
import { ID_MAX_BYTES } from '../../src/features/identity/identityForm';
import { CONDITION_MAX_BYTES } from '../../src/features/conditions/ConditionUploadForm';
import { PROOF_MAX_BYTES } from '../../src/features/insurance/insuranceProofs';
import { PAYSTUB_MAX_BYTES } from '../../src/features/income/screens/IncomeUploadScreen';
import { MAX_FILE_BYTES } from '../../src/sandbox/documents';

describe('formatMoney with a currency (default currency USD)', () => {
  it('defaults to US dollars', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(formatMoney(85000)).toBe('$85,000.00');
    expect(formatMoney(85000, 2)).toBe(formatMoney(85000, 2, 'USD'));
  });

  // The default disclosure copy's amounts, as the footer shows them.
  it.each([
    [15000, 0, '$15,000'],
    [400000, 0, '$400,000'],
    [180, 0, '$180'],
    [300, 0, '$300'],
    [315, 0, '$315'],
    [1400, 0, '$1,400'],
    [100000, 0, '$100,000'],
  ])('formatMoney(%p, %p) is %p', (value, precision, expected) => {
    expect(formatMoney(value, precision)).toBe(expected);
  });

  it.each([
    [10, 2, 'EUR', '€10.00'],
    [1234.5, 2, 'GBP', '£1,234.50'],
    [1500, 0, 'JPY', '¥1,500'],
    [-12.5, 2, 'CAD', '-CA$12.50'],
    [-0.001, 2, 'EUR', '€0.00'],
  ])('formatMoney(%p, %p, %p) is %p', (value, precision, currency, expected) => {
    expect(formatMoney(value, precision, currency)).toBe(expected);
  });

  it('keeps a formatter per currency (USD after EUR is still dollars)', () => {
    expect(formatMoney(1, 2, 'EUR')).toBe('€1.00');
    expect(formatMoney(1, 2)).toBe('$1.00');
    expect(formatMoney(1, 2, 'EUR')).toBe('€1.00');
  });

  it('still throws the documented message for a bad amount or precision, whatever the currency', () => {
    expect(() => formatMoney(NaN, 2, 'EUR')).toThrow(new Error(FORMAT_MONEY_ERROR));
    expect(() => formatMoney(1, -1, 'EUR')).toThrow(new Error(FORMAT_MONEY_ERROR));
  });

  it('refuses a currency that is not an ISO 4217 code', () => {
    expect(() => formatMoney(1, 2, 'dollars')).toThrow(RangeError);
  });
});

describe('isUuid (8-4-4-4-12 hex)', () => {
  it.each([
    '3f2b8c1e-6d4a-4e9b-8a7c-2d1e0f9b8a76',
    '00000000-0000-0000-0000-000000000000',
    'ABCDEF01-2345-6789-ABCD-EF0123456789',
  ])('%s is a UUID', (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no dashes', '3f2b8c1e6d4a4e9b8a7c2d1e0f9b8a76'],
    ['groups 8-4-4-4-11', '3f2b8c1e-6d4a-4e9b-8a7c-2d1e0f9b8a7'],
    ['groups 8-4-4-4-13', '3f2b8c1e-6d4a-4e9b-8a7c-2d1e0f9b8a761'],
    ['groups 4-8-4-4-12', '3f2b-8c1e6d4a-4e9b-8a7c-2d1e0f9b8a76'],
    ['a letter that is not hex', '3f2b8c1e-6d4a-4e9b-8a7c-2d1e0f9b8a7g'],
    ['braces', '{3f2b8c1e-6d4a-4e9b-8a7c-2d1e0f9b8a76}'],
    ['a space around it', ' 3f2b8c1e-6d4a-4e9b-8a7c-2d1e0f9b8a76'],
    ['a path around it', '/3f2b8c1e-6d4a-4e9b-8a7c-2d1e0f9b8a76/offer'],
    ['a step name', 'offer'],
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
  ])('%s is not a UUID', (_name, value) => {
    expect(isUuid(value)).toBe(false);
  });

  it('is the same check the navigation entry gives its callers', () => {
    expect(isUuidFromNavigation).toBe(isUuid);
    expect(UUID_PATTERN.source).toBe(
      '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    );
  });
});

describe('interestPerDay (365.25 days a year, 365.25/12 a month)', () => {
  it('uses 365.25 days a year and 365.25/12 days a month', () => {
    expect(DAYS_PER_YEAR).toBe(365.25);
    expect(DAYS_PER_MONTH).toBe(365.25 / 12);
    expect(DAYS_PER_MONTH).toBeCloseTo(30.4375, 10);
  });

  it.each([
    // $100,000 at 7.305 % a year is $7,305 a year: $20 a day on 365.25 days.
    [100000, 7.305, 20],
    [365250, 10, 100],
    [85000, 8.45, (85000 * 0.0845) / 365.25],
    [0, 8.45, 0],
    [85000, 0, 0],
  ])('interestPerDay(%p, %p) is %p', (amount, rate, expected) => {
    expect(interestPerDay(amount, rate)).toBeCloseTo(expected, 10);
  });

  it('is not computed on a 365- or 360-day year', () => {
    expect(interestPerDay(36500, 100)).not.toBeCloseTo(100, 6);
    expect(interestPerDay(36000, 100)).not.toBeCloseTo(100, 6);
    expect(interestPerDay(36525, 100)).toBeCloseTo(100, 10);
  });

  it("makes a month's interest as the day's times 365.25/12", () => {
    expect(monthlyInterest(100000, 7.305)).toBeCloseTo(20 * 30.4375, 10);
    expect(monthlyInterest(85000, 8.45)).toBeCloseTo(interestPerDay(85000, 8.45) * 30.4375, 10);
  });
});

describe('file size display', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [12, '12 bytes'],
    [999, '999 bytes'],
    // "below 1,000,000 as KB"
    [1000, '1 KB'],
    [1499, '1 KB'],
    [350000, '350 KB'],
    [999499, '999 KB'],
    [999999, '999 KB'],
    // "else MB"
    [1000000, '1 MB'],
    [1500000, '1.5 MB'],
    [10000000, '10 MB'],
    [10485760, '10.5 MB'],
  ])('%p bytes show as %p', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('is the one the form kit uses', () => {
    expect(formatBytesFromForms).toBe(formatBytes);
  });

  it('keeps "up to 10 MB" true for every upload, in the app and the sandbox lender', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10000000);
    expect(formatBytes(UPLOAD_MAX_BYTES)).toBe('10 MB');
    for (const limit of [
      ID_MAX_BYTES,
      CONDITION_MAX_BYTES,
      PROOF_MAX_BYTES,
      PAYSTUB_MAX_BYTES,
      MAX_FILE_BYTES,
    ]) {
      expect(limit).toBe(UPLOAD_MAX_BYTES);
    }
  });
});

describe('crypto product type', () => {
  it.each([
    ['an isCrypto application, signed in', { isCrypto: true }, true, '', 'CRYPTO_HELOC'],
    [
      'an isCrypto application, any utm_source',
      { isCrypto: true },
      true,
      '?utm_source=x',
      'CRYPTO_HELOC',
    ],
    ['a plain application', { isCrypto: false }, true, '', 'HELOC'],
    [
      'a plain application, signed in with utm_source cloc',
      { isCrypto: false },
      true,
      '?utm_source=cloc',
      'HELOC',
    ],
    ['signed in, no application yet, utm_source cloc', null, true, '?utm_source=cloc', 'HELOC'],
    ['a visitor with utm_source cloc', null, false, '?utm_source=cloc', 'CRYPTO_HELOC'],
    ['a visitor with utm_source CLOC', null, false, 'utm_source=CLOC', 'CRYPTO_HELOC'],
    ['a visitor with utm_source " cloc "', null, false, '?utm_source=%20cloc%20', 'CRYPTO_HELOC'],
    [
      'a visitor with cloc among other tags',
      null,
      false,
      '?utm_source=ad&utm_source=cloc',
      'CRYPTO_HELOC',
    ],
    ['a visitor with another utm_source', null, false, '?utm_source=google', 'HELOC'],
    ['a visitor with cloc in another parameter', null, false, '?utm_campaign=cloc', 'HELOC'],
    ['a visitor with a longer tag', null, false, '?utm_source=cloc2', 'HELOC'],
    ['a visitor with no query', null, false, '', 'HELOC'],
    ['a visitor, no search given', undefined, false, undefined, 'HELOC'],
  ])('%s: %s', (_name, application, signedIn, search, expected) => {
    expect(productTypeOf({ application, signedIn, search })).toBe(expected);
  });

  it('reads utm_source from a query string with or without its "?"', () => {
    expect(hasCryptoUtmSource('?utm_source=cloc')).toBe(true);
    expect(hasCryptoUtmSource('utm_source=cloc&x=1')).toBe(true);
    expect(hasCryptoUtmSource('?utm_source=')).toBe(false);
  });
});
