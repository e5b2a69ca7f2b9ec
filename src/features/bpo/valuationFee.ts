import type { OrgPricing } from '../organisation';
import { formatStatedAmount } from '../progress';

/**
 * docs/journey.md#fees, the default disclosure text: "valuation fee $180 when an automated
 * valuation is unavailable". A property valuation (BPO) is ordered exactly then, so this is its
 * fee.
 */
export const DEFAULT_VALUATION_FEE = 180;

/**
 * The valuation fee in dollars (pure): the organisation's own (`valuationFee` of its merged
 * pricing data, as the sandbox's organisations give it), else the default disclosure's.
 */
export const valuationFeeOf = (pricing: Readonly<OrgPricing>): number =>
  pricing.valuationFee ?? DEFAULT_VALUATION_FEE;

/** "$180", or "$180.50" when the fee has cents. */
export const formatFee = formatStatedAmount;
