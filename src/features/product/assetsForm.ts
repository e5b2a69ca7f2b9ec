/**
 * The asset-depletion form of product/assets (pure): the borrower's savings and investments, as
 * typed (the kit's MoneyField), sent as dollars.
 */
import { object } from 'yup';
import { MONEY_MESSAGES, moneySchema } from '../../forms/schemas/money';
import { MONEY_MAX } from '../../contract/money';
import { parseMoney } from '../../lib/money';

export interface AssetsValues {
  assets: string;
}

export const ASSETS_MESSAGES = {
  required: 'Enter your total savings and investments',
  invalid: 'Enter your total savings and investments in dollars, like 150,000',
  min: 'Total savings and investments must be more than $0',
} as const;

/**
 * More than $0: the offer is to be based on these assets, so none is not an answer to this
 * question (a borrower without savings calls support instead; the lender is silent).
 */
export const assetsSchema = object({
  assets: moneySchema({
    min: 0.01,
    // The most the lender takes.
    max: MONEY_MAX,
    messages: {
      max: MONEY_MESSAGES.max(MONEY_MAX),
      required: ASSETS_MESSAGES.required,
      invalid: ASSETS_MESSAGES.invalid,
      min: ASSETS_MESSAGES.min,
    },
  }),
});

export const initialAssetsValues: AssetsValues = { assets: '' };

/** The call's body (valid values only: the schema ran first). */
export function assetsRequest(values: AssetsValues): { assets: number } {
  const assets = parseMoney(values.assets);
  if (assets === null) throw new Error('The assets form sent an invalid amount');
  return { assets };
}
