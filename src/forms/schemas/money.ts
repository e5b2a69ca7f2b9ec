import { msg } from '@lingui/core/macro';
import { string } from 'yup';
import {
  atLeastMessage,
  atMostMessage,
  betweenMessage,
  dollarsInMessage,
} from '../../contract/money';
import { parseMoney } from '../../lib/money';
import { type SchemaMessage, yupMessage } from './messages';

export interface MoneyMessages {
  /** Nothing typed. */
  required: SchemaMessage;
  /** Not an amount: letters, a minus sign, more than 2 decimals. */
  invalid: SchemaMessage;
  /** Below `min`. */
  min: SchemaMessage;
  /** Above `max`. */
  max: SchemaMessage;
}

/** An amount as "$150,000" in a message (the contract's way, which the lender's messages use). */
export const moneyInMessage = dollarsInMessage;

/** The form's own words are messages (`required`, `invalid`); the range's are the contract's. */
export const MONEY_MESSAGES = {
  required: msg`Enter an amount`,
  invalid: msg`Enter an amount in dollars, like 150,000`,
  min: atLeastMessage,
  max: atMostMessage,
  between: betweenMessage,
} as const;

export interface MoneySchemaOptions {
  /** Whether an amount must be given (default true). */
  required?: boolean;
  /** The smallest amount allowed, in dollars (inclusive). */
  min?: number;
  /** The largest amount allowed, in dollars (inclusive). */
  max?: number;
  /**
   * The screen's words ("Enter your annual income"); each missing one is MONEY_MESSAGES' (with
   * both `min` and `max`, the default for either is the "between" message).
   */
  messages?: Partial<MoneyMessages>;
}

/**
 * A MoneyField's value: the text as typed ("$150,000", "150000.5"), read with `parseMoney`,
 * which gives the number to send. One message at a time: required, then the amount, then range.
 */
export function moneySchema({ required = true, min, max, messages = {} }: MoneySchemaOptions = {}) {
  const both = min !== undefined && max !== undefined;
  const text = {
    required: yupMessage(messages.required ?? MONEY_MESSAGES.required),
    invalid: yupMessage(messages.invalid ?? MONEY_MESSAGES.invalid),
    min: yupMessage(
      messages.min ?? (both ? MONEY_MESSAGES.between(min, max) : MONEY_MESSAGES.min(min ?? 0)),
    ),
    max: yupMessage(
      messages.max ?? (both ? MONEY_MESSAGES.between(min, max) : MONEY_MESSAGES.max(max ?? 0)),
    ),
  };
  // Spaces alone are nothing typed.
  const base = required ? string().trim().required(text.required) : string().trim();
  return base
    .test('money', text.invalid, (value) => !value?.trim() || parseMoney(value) !== null)
    .test('min', text.min, (value) => {
      const amount = parseMoney(value);
      return min === undefined || amount === null || amount >= min;
    })
    .test('max', text.max, (value) => {
      const amount = parseMoney(value);
      return max === undefined || amount === null || amount <= max;
    });
}
