/**
 * The amounts a borrower types on the money questions (the home's value, the savings and
 * investments, the annual income): their ranges and words, stated once for the app's forms and
 * the lender's request schemas (docs/architecture.md#each-fields-rule-and-message).
 */
import { msg } from '@lingui/core/macro';
import {
  atMostMessage,
  betweenMessage,
  dollarsInMessage,
  HOME_VALUE_RANGE,
  MONEY_MAX,
} from './money';

/** What a borrower reads of the home's value, whichever side finds the fault. */
export const HOME_VALUE_MESSAGES = {
  required: msg`Enter what you think your home is worth`,
  range: betweenMessage(HOME_VALUE_RANGE.min, HOME_VALUE_RANGE.max),
  whole: msg`Enter the value in whole dollars, like 450,000`,
} as const;

/**
 * The borrower's savings and investments (product/assets): more than $0, since the offer is to be
 * based on them (a borrower without savings calls support instead), at most MONEY_MAX.
 */
export const ASSETS_RANGE = { min: 0.01, max: MONEY_MAX } as const;

export const ASSETS_MESSAGES = {
  required: msg`Enter your total savings and investments`,
  min: msg`Total savings and investments must be more than $0`,
  max: atMostMessage(MONEY_MAX),
} as const;

/** The largest yearly income taken (a typing slip beyond it). */
export const ANNUAL_INCOME_MAX = 100_000_000;

const incomeMax = dollarsInMessage(ANNUAL_INCOME_MAX);

export const ANNUAL_INCOME_MESSAGES = {
  required: msg`Enter your annual income`,
  tooLow: msg`Annual income must be 0 or more`,
  max: msg`Annual income must be ${incomeMax} or less`,
} as const;
