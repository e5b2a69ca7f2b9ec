import { object } from 'yup';
import { HOME_VALUE_RANGE } from '../../contract/money';
import { MONEY_MESSAGES, moneySchema } from '../../forms/schemas/money';
import { parseMoney, parseWholeDollars } from '../../lib/money';

export const HOME_VALUE_MESSAGES = {
  required: 'Enter what you think your home is worth',
  invalid: 'Enter an amount in dollars, like 450,000',
  range: MONEY_MESSAGES.between(HOME_VALUE_RANGE.min, HOME_VALUE_RANGE.max),
  whole: 'Enter the value in whole dollars, like 450,000',
} as const;

export interface HomeValueValues {
  /** The amount as typed ("450,000"). */
  estimatedValue: string;
}

/**
 * The borrower's estimate: whole dollars within the range the lender takes (the contract's
 * HOME_VALUE_RANGE, $10,000 to $100,000,000). The lender gives no bounds; the lender's are checked
 * before anything is sent.
 */
export const homeValueSchema = object({
  estimatedValue: moneySchema({
    min: HOME_VALUE_RANGE.min,
    max: HOME_VALUE_RANGE.max,
    messages: {
      required: HOME_VALUE_MESSAGES.required,
      invalid: HOME_VALUE_MESSAGES.invalid,
      min: HOME_VALUE_MESSAGES.range,
      max: HOME_VALUE_MESSAGES.range,
    },
  }).test(
    'whole',
    HOME_VALUE_MESSAGES.whole,
    (value) => parseMoney(value) === null || parseWholeDollars(value) !== null,
  ),
});
