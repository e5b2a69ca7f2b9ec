import {
  FORMAT_MONEY_ERROR,
  formatApr,
  formatCents,
  formatMoney,
  formatPercent,
  formatStatedAmount,
  formatWholeDollars,
} from '../../src/lib/figures';

const MESSAGE =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

test('the error message is the documented one, word for word', () => {
  expect(FORMAT_MONEY_ERROR).toBe(MESSAGE);
});

test.each([
  [85000, undefined, '$85,000.00'],
  [1051.6066, undefined, '$1,051.61'],
  [0, undefined, '$0.00'],
  [640000, 0, '$640,000'],
  [1234567.891, 3, '$1,234,567.891'],
  [-12.5, 2, '-$12.50'],
  [-0.001, 2, '$0.00'],
])('formatMoney(%p, %p) is %p (US dollars)', (value, precision, expected) => {
  expect(formatMoney(value, precision)).toBe(expected);
});

test.each([
  ['NaN', NaN, 2],
  ['Infinity', Infinity, 2],
  ['a string amount', '85000' as unknown as number, 2],
  ['null', null as unknown as number, 2],
  ['undefined', undefined as unknown as number, 2],
  ['a negative precision', 100, -1],
  ['a NaN precision', 100, NaN],
  ['a string precision', 100, '2' as unknown as number],
  ['a fractional precision', 100, 1.5],
  ['a precision Intl cannot format', 100, 21],
])('%s throws the documented message', (_name, value, precision) => {
  expect(() => formatMoney(value, precision)).toThrow(new Error(MESSAGE));
});

// docs/shell.md#the-offer-figures: one format per kind of figure.
test.each([
  ['an amount chosen in whole dollars', formatWholeDollars, 142000, '$142,000'],
  ['a payment, to the cent', formatCents, 1051.6066, '$1,051.61'],
  ['a figure to the cent that has none', formatCents, 142000, '$142,000.00'],
  ['a stated amount without cents', formatStatedAmount, 300, '$300'],
  ['a stated amount with cents', formatStatedAmount, 1250.5, '$1,250.50'],
])('%s: %p(%p) is %p', (_kind, format, value, expected) => {
  expect(format(value)).toBe(expected);
});

test('a percentage is one word, its sign never apart from its number', () => {
  expect(formatPercent(4.99)).toBe('4.99%');
  expect(formatPercent(5)).toBe('5%');
  expect(formatApr(8.44)).toBe('8.44%');
});
