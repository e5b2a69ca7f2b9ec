/**
 * The Truth in Lending figures of an offer (docs/journey.md#truth-in-lending-figures): the
 * origination fee, the amount financed and the totals, each to the cent. The payment formula
 * itself is proven in __tests__/progress/offer.test.ts.
 */
import { originationFeeOf, truthInLending } from '../../src/contract/payments';

const offer = {
  amount: 85000,
  rate: 8.45,
  term: 120,
  isAgeRestrictedInterestOnly: false,
  originationFeePercent: 4.99,
};

describe('originationFeeOf', () => {
  it.each([
    [85000, 4.99, 4241.5],
    // 3691.3643 and 1.4985: to the nearest cent, half up.
    [123457, 2.99, 3691.36],
    [50, 2.997, 1.5],
    [85000, null, 0],
    [85000, 0, 0],
    [85000, -1, 0],
    [0, 4.99, 0],
    [85000, Number.NaN, 0],
  ])('$%p at %p %% is $%p', (amount, percent, fee) => {
    expect(originationFeeOf(amount, percent)).toBe(fee);
  });
});

describe('truthInLending', () => {
  it('takes the fee from the draw: the amount financed is the draw less the fee', () => {
    expect(truthInLending(offer)).toEqual({
      apr: 8.45,
      originationFee: 4241.5,
      amountFinanced: 80758.5,
      monthlyPayment: 1051.61,
      numberOfPayments: 120,
      totalOfPayments: 126193.2,
      financeCharge: 45434.7,
    });
  });

  it('without a fee, the amount financed is the whole draw', () => {
    const figures = truthInLending({ ...offer, originationFeePercent: null });
    expect(figures.originationFee).toBe(0);
    expect(figures.amountFinanced).toBe(85000);
    expect(figures.financeCharge).toBe(126193.2 - 85000);
  });

  it('states no schedule for an interest-only offer: its payments do not repay the draw', () => {
    const figures = truthInLending({ ...offer, isAgeRestrictedInterestOnly: true });
    expect(figures).toMatchObject({
      monthlyPayment: 598.55,
      amountFinanced: 80758.5,
      numberOfPayments: null,
      totalOfPayments: null,
      financeCharge: null,
    });
  });

  it('states nothing to pay before an offer is chosen', () => {
    expect(truthInLending({ ...offer, amount: 0, term: 0, rate: 0 })).toMatchObject({
      originationFee: 0,
      amountFinanced: 0,
      monthlyPayment: 0,
      numberOfPayments: null,
    });
  });
});
