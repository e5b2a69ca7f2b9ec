import { msg } from '@lingui/core/macro';
import { object } from 'yup';
import { HOME_VALUE_RANGE } from '../../contract/money';
import { HOME_VALUE_MESSAGES as LENDER_MESSAGES } from '../../contract/moneyFields';
import { yupMessage } from '../../forms/schemas/messages';
import { moneySchema } from '../../forms/schemas/money';
import { parseMoney, parseWholeDollars } from '../../lib/money';
import type { HomeValueBody } from '../../contract/requests';

/**
 * The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message), and
 * the form's for text that is not an amount.
 */
export const HOME_VALUE_MESSAGES = {
  ...LENDER_MESSAGES,
  invalid: msg`Enter an amount in dollars, like 450,000`,
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
/** The call's body: whole dollars (valid values only: the schema ran first). */
export function homeValueRequest(values: HomeValueValues): HomeValueBody {
  const estimatedValue = parseWholeDollars(values.estimatedValue);
  if (estimatedValue === null) throw new Error('The home value form sent an invalid amount');
  return { estimatedValue };
}

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
    yupMessage(HOME_VALUE_MESSAGES.whole),
    (value) => parseMoney(value) === null || parseWholeDollars(value) !== null,
  ),
});
