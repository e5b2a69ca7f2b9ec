import {
  DEFAULT_MANUAL_NOTARY_FEE,
  formatFee,
  manualNotaryFee,
} from '../../src/features/notary/notaryFee';

/** The default disclosure copy (docs/journey.md#fees), as a partner might write it. */
const DEFAULT_COPY =
  'Loan amounts $15,000 to $400,000; APR 7.60% to 17.20%; origination fee up to 4.99% of the initial draw; valuation fee $180 when an automated valuation is unavailable; manual notarization $300; recording fees $0-$315; recording taxes $0-$1,400 per $100,000 borrowed.';

describe('manualNotaryFee', () => {
  it.each([
    [null, 300],
    ['', 300],
    ['Loan amounts $15,000 to $400,000.', 300],
    [DEFAULT_COPY, 300],
    [DEFAULT_COPY.replace('manual notarization $300', 'manual notarization $350'), 350],
    ['Valuation fee $180, manual notarization $1,250.50, recording fees $0-$315.', 1250.5],
    ['A $275 fee applies to manual notarization. Recording fees $0-$315.', 275],
    ['Valuation fee $180. Manual notarization is free of charge.', 300],
    ['Valuation fee $180, manual notarization fee, recording fees $0-$315', 300],
    ['Documents manually notarized: $ 320.', 320],
    ['MANUAL NOTARY fee: $310.00.', 310],
  ])('%j gives $%d', (copy, fee) => {
    expect(manualNotaryFee(copy)).toBe(fee);
  });

  it('defaults to $300', () => {
    expect(DEFAULT_MANUAL_NOTARY_FEE).toBe(300);
  });
});

it('formats whole dollars without cents', () => {
  expect(formatFee(300)).toBe('$300');
  expect(formatFee(1250.5)).toBe('$1,250.50');
});
