/**
 * The offer form of product/select (pure): its values, schema and request body. The amount is
 * the text as typed (the kit's MoneyField), the term the chosen number of years as a string (a
 * radio's value); the call takes whole dollars and months.
 */
import { object } from 'yup';
import { choiceSchema } from '../../forms/schemas/choice';
import { yupMessage } from '../../forms/schemas/messages';
import { moneySchema } from '../../forms/schemas/money';
import { formatMoneyInput, parseMoney, parseWholeDollars } from '../../lib/money';
import {
  OFFER_MESSAGES,
  OFFER_TERMS_YEARS,
  isOfferTerm,
  type OfferTermYears,
} from '../../contract/offerPricing';
import type { OfferLimits } from './offerCalculator';

export interface OfferValues {
  amount: string;
  /** Years, as the radio's value: "10". */
  term: string;
}

export const TERM_VALUES = OFFER_TERMS_YEARS.map(String);

export { OFFER_MESSAGES };

/**
 * The amount between the limits, in whole dollars (cents, letters and signs are refused), with
 * the contract's messages: the lender's own (docs/architecture.md#each-fields-rule-and-message).
 */
export function offerSchema(limits: OfferLimits) {
  const between = OFFER_MESSAGES.amountBetween(limits.minAmount, limits.maxAmount);
  return object({
    amount: moneySchema({
      min: limits.minAmount,
      max: limits.maxAmount,
      messages: {
        required: OFFER_MESSAGES.amountRequired,
        invalid: OFFER_MESSAGES.amountWholeDollars,
        min: between,
        max: between,
      },
    }).test(
      'whole-dollars',
      yupMessage(OFFER_MESSAGES.amountWholeDollars),
      (value) => parseMoney(value) === null || parseWholeDollars(value) !== null,
    ),
    term: choiceSchema(TERM_VALUES, OFFER_MESSAGES.termRequired),
  });
}

/** The form's starting values, from an amount in dollars and a term in years. */
export function offerValues(amount: number, termYears: OfferTermYears): OfferValues {
  return { amount: formatMoneyInput(String(amount)), term: String(termYears) };
}

/** The term in years of the form's value, or null when none of the choices is chosen. */
export function termYearsOf(term: string): OfferTermYears | null {
  const years = Number(term);
  return term.trim() !== '' && isOfferTerm(years) ? years : null;
}

/** The call's body: whole dollars and months (valid values only: the schema ran first). */
export function offerRequest(values: OfferValues): { amount: number; term: number } {
  const amount = parseWholeDollars(values.amount);
  const years = termYearsOf(values.term);
  if (amount === null || years === null) throw new Error('The offer form sent invalid values');
  return { amount, term: years * 12 };
}
