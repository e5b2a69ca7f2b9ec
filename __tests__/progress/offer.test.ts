import { fixedTermYears, monthlyPayment } from '../../src/contract/payments';
import { formatApr, formatTermYears } from '../../src/lib/figures';

/**
 * An independent check of the amortising payment: the level payment P that brings the balance to
 * zero after n months, found by bisection over a month-by-month schedule (no closed formula).
 */
function paymentBySchedule(amount: number, ratePercent: number, months: number): number {
  const monthlyRate = ratePercent / 100 / 12;
  const balanceAfter = (payment: number) => {
    let balance = amount;
    for (let month = 0; month < months; month += 1) {
      balance = balance * (1 + monthlyRate) - payment;
    }
    return balance;
  };
  let low = 0;
  let high = amount;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (balanceAfter(mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const amortising = { isAgeRestrictedInterestOnly: false };

describe('the amortising payment', () => {
  test('worked example: $85,000 at 8.45% for 120 months is $1,051.61', () => {
    const exact = paymentBySchedule(85000, 8.45, 120);
    expect(exact).toBeCloseTo(1051.6067, 4);
    expect(Math.round(exact * 100) / 100).toBe(1051.61);
    expect(monthlyPayment({ amount: 85000, rate: 8.45, termMonths: 120, ...amortising })).toBe(
      1051.61,
    );
  });

  test.each([
    [150000, 7.6, 360],
    [15000, 17.2, 60],
    [400000, 9.99, 180],
    [42000, 12.35, 84],
  ])('$%p at %p%% over %p months agrees with the schedule to the cent', (amount, rate, months) => {
    const expected = Math.round(paymentBySchedule(amount, rate, months) * 100) / 100;
    expect(monthlyPayment({ amount, rate, termMonths: months, ...amortising })).toBe(expected);
  });

  test('it is rounded to the nearest cent, not up', () => {
    // 1059.1121073… (and 374.4036206…): rounding up would give 1059.12 (374.41).
    expect(paymentBySchedule(150000, 7.6, 360)).toBeCloseTo(1059.1121, 4);
    expect(monthlyPayment({ amount: 150000, rate: 7.6, termMonths: 360, ...amortising })).toBe(
      1059.11,
    );
    expect(monthlyPayment({ amount: 15000, rate: 17.2, termMonths: 60, ...amortising })).toBe(
      374.4,
    );
  });

  test('a 0% rate spreads the amount evenly; no amount or term means no payment', () => {
    expect(monthlyPayment({ amount: 12000, rate: 0, termMonths: 120, ...amortising })).toBe(100);
    expect(monthlyPayment({ amount: 0, rate: 8, termMonths: 120, ...amortising })).toBe(0);
    expect(monthlyPayment({ amount: 1000, rate: 8, termMonths: 0, ...amortising })).toBe(0);
  });
});

describe('age-restricted interest-only offers', () => {
  const interestOnly = { termMonths: 120, isAgeRestrictedInterestOnly: true };

  test('pay the month of interest (365.25-day year, 365.25/12-day month), rounded UP', () => {
    // 85000 × 0.0845 = 7182.5 a year; / 365.25 a day; × 30.4375 days = 598.541666…
    const exact = ((85000 * 0.0845) / 365.25) * (365.25 / 12);
    expect(exact).toBeCloseTo(598.5417, 4);
    expect(monthlyPayment({ amount: 85000, rate: 8.45, ...interestOnly })).toBe(598.55);
  });

  test('an exact amount is not pushed up a cent by floating-point noise', () => {
    // 60000 × 10% / 12 = 500 exactly.
    expect(monthlyPayment({ amount: 60000, rate: 10, ...interestOnly })).toBe(500);
    // 10000 × 7.3% / 12 = 60.8333…: up to 60.84.
    expect(monthlyPayment({ amount: 10000, rate: 7.3, ...interestOnly })).toBe(60.84);
  });

  test('the term does not matter', () => {
    expect(
      monthlyPayment({
        amount: 85000,
        rate: 8.45,
        termMonths: 0,
        isAgeRestrictedInterestOnly: true,
      }),
    ).toBe(598.55);
  });
});

test('the fixed term is shown in years', () => {
  expect(fixedTermYears(120)).toBe(10);
  expect(fixedTermYears(360)).toBe(30);
  expect(fixedTermYears(90)).toBe(7.5);
  expect(formatTermYears(120)).toBe('10 years');
  expect(formatTermYears(12)).toBe('1 year');
  expect(formatTermYears(90)).toBe('7.5 years');
});

test('the APR shows two decimals, or three when the lender gives three', () => {
  expect(formatApr(8.45)).toBe('8.45%');
  expect(formatApr(8)).toBe('8.00%');
  expect(formatApr(7.125)).toBe('7.125%');
});
