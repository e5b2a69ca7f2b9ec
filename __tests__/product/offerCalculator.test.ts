import { MIN_OFFER_AMOUNT } from '../../src/contract/offerPricing';
import { mergedPricing, readOrganisation } from '../../src/contract/organisation';
import {
  formatWholeDollars,
  initialOffer,
  isChoosableAmount,
  offerFigures,
  offerLimits,
  orgOfferPricing,
} from '../../src/features/product/offerCalculator';
import { offerHeadline, offerStanding } from '../../src/features/product/offerDecision';
import { i18n } from '../../src/lib/i18n';

const APPROVED = { approvedApr: 8.45, uwCalculatedDrawAmount: 85000 };
const noOrg = orgOfferPricing({});

/** The standard amortising payment, written out independently of the app's code. */
const amortised = (amount: number, apr: number, months: number) => {
  const r = apr / 100 / 12;
  return Math.round(((amount * r) / (1 - (1 + r) ** -months)) * 100) / 100;
};

describe('orgOfferPricing', () => {
  it('reads the minimum amount and the APR range, ignoring anything malformed', () => {
    expect(orgOfferPricing({ minLoanAmount: 25000, minApr: 7.25, maxApr: 14.5 })).toEqual({
      minLoanAmount: 25000,
      minApr: 7.25,
      maxApr: 14.5,
    });
    const malformed = readOrganisation({
      orgPricingData: [{ minLoanAmount: '25000', minApr: -1, maxApr: 0 }],
    });
    expect(orgOfferPricing(mergedPricing(malformed.orgPricingData))).toEqual({
      minLoanAmount: null,
      minApr: null,
      maxApr: null,
    });
  });
});

describe('offerLimits', () => {
  it('runs from MIN_OFFER_AMOUNT to the approved maximum when the organisation gives no minimum', () => {
    expect(offerLimits(APPROVED, noOrg)).toEqual({
      minAmount: MIN_OFFER_AMOUNT,
      maxAmount: 85000,
      pricing: { approvedApr: 8.45, maxAmount: 85000, minApr: null, maxApr: null },
    });
  });

  it("uses the organisation's minimum and APR range", () => {
    const limits = offerLimits(
      APPROVED,
      orgOfferPricing({ minLoanAmount: 25000, minApr: 7.6, maxApr: 17.2 }),
    );
    expect(limits?.minAmount).toBe(25000);
    expect(limits?.pricing).toEqual({
      approvedApr: 8.45,
      maxAmount: 85000,
      minApr: 7.6,
      maxApr: 17.2,
    });
  });

  it('keeps to whole dollars: the minimum rounded up, the maximum down', () => {
    const limits = offerLimits(
      { approvedApr: 9, uwCalculatedDrawAmount: 85000.75 },
      orgOfferPricing({ minLoanAmount: 15000.2 }),
    );
    expect(limits).toMatchObject({ minAmount: 15001, maxAmount: 85000 });
  });

  it('reads a maximum below the minimum as the one amount approved', () => {
    expect(offerLimits({ approvedApr: 9, uwCalculatedDrawAmount: 12000 }, noOrg)).toMatchObject({
      minAmount: 12000,
      maxAmount: 12000,
    });
  });

  it('is null when the answer cannot price an offer', () => {
    expect(offerLimits(null, noOrg)).toBeNull();
    expect(offerLimits({ approvedApr: null, uwCalculatedDrawAmount: 85000 }, noOrg)).toBeNull();
    // An answer without the field at all (reading gives null; the calculator copes either way).
    const noApr = { uwCalculatedDrawAmount: 85000 } as {
      approvedApr: null;
      uwCalculatedDrawAmount: number;
    };
    expect(offerLimits(noApr, noOrg)).toBeNull();
    expect(offerLimits({ approvedApr: 8.45, uwCalculatedDrawAmount: null }, noOrg)).toBeNull();
    expect(offerLimits({ approvedApr: 8.45, uwCalculatedDrawAmount: 0 }, noOrg)).toBeNull();
    expect(
      offerLimits({ approvedApr: Number.NaN, uwCalculatedDrawAmount: 85000 }, noOrg),
    ).toBeNull();
  });
});

describe('offerFigures', () => {
  const limits = offerLimits(APPROVED, orgOfferPricing({ minApr: 7.6, maxApr: 17.2 }))!;

  it.each([
    // amount, years, APR, monthly payment
    [85000, 10, 8.7, 1062.99], // above 80 % of the maximum: a quarter point more
    [68000, 10, 8.45, 841.29], // exactly 80 %: the approved APR
    [68001, 10, 8.7, 850.41],
    [85000, 5, 8.2, 1731.64],
    [85000, 30, 9.45, 711.63],
    [50000, 15, 8.7, 498.25],
    [15000, 20, 8.95, 134.48],
  ] as const)('%d over %d years: APR %d%%, %d a month', (amount, years, apr, payment) => {
    expect(offerFigures(amount, years, limits)).toEqual({ apr, monthlyPayment: payment });
    expect(payment).toBe(amortised(amount, apr, years * 12));
  });

  it('pays only the interest, rounded up, for an age-restricted interest-only offer', () => {
    expect(offerFigures(85000, 10, limits, true)).toEqual({ apr: 8.7, monthlyPayment: 616.25 });
  });

  it("keeps the APR within the organisation's range", () => {
    const cheap = offerLimits(
      { approvedApr: 7.5, uwCalculatedDrawAmount: 85000 },
      orgOfferPricing({ minApr: 7.6 }),
    )!;
    expect(offerFigures(20000, 5, cheap).apr).toBe(7.6);
    const dear = offerLimits(
      { approvedApr: 17, uwCalculatedDrawAmount: 85000 },
      orgOfferPricing({ maxApr: 17.2 }),
    )!;
    expect(offerFigures(85000, 30, dear).apr).toBe(17.2);
  });
});

describe('isChoosableAmount', () => {
  const limits = offerLimits(APPROVED, noOrg)!;
  it('takes whole dollars within the limits only', () => {
    expect(isChoosableAmount(15000, limits)).toBe(true);
    expect(isChoosableAmount(85000, limits)).toBe(true);
    expect(isChoosableAmount(14999, limits)).toBe(false);
    expect(isChoosableAmount(85001, limits)).toBe(false);
    expect(isChoosableAmount(50000.5, limits)).toBe(false);
    expect(isChoosableAmount(null, limits)).toBe(false);
  });
});

describe('initialOffer', () => {
  const limits = offerLimits(APPROVED, noOrg)!;
  it("starts at the application's amount and term when it has them", () => {
    expect(initialOffer({ amount: 50000, term: 180 }, limits)).toEqual({
      amount: 50000,
      termYears: 15,
    });
  });
  it('starts at the maximum over the default term otherwise', () => {
    expect(initialOffer({ amount: 0, term: 0 }, limits)).toEqual({ amount: 85000, termYears: 10 });
    expect(initialOffer(null, limits)).toEqual({ amount: 85000, termYears: 10 });
    // A term that is not one of the choices (7 years) falls back to the default.
    expect(initialOffer({ amount: 40000, term: 84 }, limits)).toEqual({
      amount: 40000,
      termYears: 10,
    });
  });
});

describe('offerHeadline', () => {
  it('says approved, prequalified or verified from what the routing carried', () => {
    expect(i18n._(offerHeadline({ decision: 'APPROVED', from: null }, 85000).headline)).toBe(
      "You're approved for up to $85,000",
    );
    expect(i18n._(offerHeadline({ decision: 'SELECT', from: null }, 85000).headline)).toBe(
      "You're approved for up to $85,000",
    );
    expect(i18n._(offerHeadline({ decision: null, from: null }, 60000).headline)).toBe(
      "You're prequalified for up to $60,000",
    );
    expect(i18n._(offerHeadline({ decision: 'ASSET_DEPLETION', from: null }, 60000).headline)).toBe(
      "You're prequalified for up to $60,000",
    );
    expect(offerStanding({ decision: 'APPROVED', from: 'signing/intro' })).toBe('verified');
    expect(
      i18n._(offerHeadline({ decision: 'APPROVED', from: 'signing/intro' }, 70000).headline),
    ).toBe("Your updated offer: you're approved for up to $70,000");
  });
  it('formats whole dollars', () => {
    expect(formatWholeDollars(250000)).toBe('$250,000');
  });
});
