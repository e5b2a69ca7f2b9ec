/**
 * The asset-depletion form of product/assets (pure): the borrower's savings and investments, as
 * typed (the kit's MoneyField), sent as dollars.
 */
import { msg } from '@lingui/core/macro';
import { object } from 'yup';
import { moneySchema } from '../../forms/schemas/money';
import {
  ASSETS_MESSAGES as LENDER_ASSETS_MESSAGES,
  ASSETS_RANGE,
} from '../../contract/moneyFields';
import { parseMoney } from '../../lib/money';

export interface AssetsValues {
  assets: string;
}

/** The contract's words (the lender's own), and the form's for text that is not an amount. */
export const ASSETS_MESSAGES = {
  ...LENDER_ASSETS_MESSAGES,
  invalid: msg`Enter your total savings and investments in dollars, like 150,000`,
} as const;

/**
 * The contract's range (ASSETS_RANGE: more than $0, at most what the lender takes), checked before
 * anything is sent (docs/architecture.md#each-fields-rule-and-message).
 */
export const assetsSchema = object({
  assets: moneySchema({
    min: ASSETS_RANGE.min,
    max: ASSETS_RANGE.max,
    messages: ASSETS_MESSAGES,
  }),
});

export const initialAssetsValues: AssetsValues = { assets: '' };

/** The call's body (valid values only: the schema ran first). */
export function assetsRequest(values: AssetsValues): { assets: number } {
  const assets = parseMoney(values.assets);
  if (assets === null) throw new Error('The assets form sent an invalid amount');
  return { assets };
}
