import { object } from 'yup';
import { moneySchema } from '../../forms/schemas/money';
import { parseMoney, parseWholeDollars } from '../../lib/money';

export const HOME_VALUE_MESSAGES = {
  required: 'Enter what you think your home is worth',
  invalid: 'Enter an amount in dollars, like 450,000',
  min: 'Enter an amount of $1 or more',
  whole: 'Enter the value in whole dollars, like 450,000',
} as const;

export interface HomeValueValues {
  /** The amount as typed ("450,000"). */
  estimatedValue: string;
}

/**
 * The borrower's estimate: an amount of at least $1 in whole dollars (the lender takes whole
 * dollars). The spec gives no bounds; reading chosen: any positive amount, the lender judges it.
 */
export const homeValueSchema = object({
  estimatedValue: moneySchema({
    min: 1,
    messages: {
      required: HOME_VALUE_MESSAGES.required,
      invalid: HOME_VALUE_MESSAGES.invalid,
      min: HOME_VALUE_MESSAGES.min,
    },
  }).test(
    'whole',
    HOME_VALUE_MESSAGES.whole,
    (value) => parseMoney(value) === null || parseWholeDollars(value) !== null,
  ),
});
