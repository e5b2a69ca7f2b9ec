/**
 * The bodies of the borrower's step writes, as the lender checks them (docs/sandbox.md#step-writes):
 * the app's request types are inferred from these schemas, and the sandbox lender parses what it
 * is sent with them. Each message is the lender's answer for that field (a 400 names the field);
 * the app's forms show their own words before anything is sent.
 *
 * Checks that depend on the application (the approved maximum, the liens found) take it as an
 * argument.
 */
import { isIssuableSsn } from './ssn';
import { isOfferTerm, MIN_OFFER_AMOUNT, OFFER_TERMS_YEARS } from './offerPricing';
import { OWNERSHIPS } from './ownership';
import { v } from './schema';

/** The largest amount of money (income, assets) the lender takes. */
export const MONEY_MAX = 1_000_000_000;

const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** A box the person must tick: exactly true. */
const ticked = (message: string) => v.literal(true, message);

/** An amount of money from 0 to MONEY_MAX. */
const moneyAmount = (messages: { missing: string; tooLow: string; tooHigh: string }) =>
  v.pipe(
    v.number(messages.missing),
    v.finite(messages.missing),
    v.minValue(0, messages.tooLow),
    v.maxValue(MONEY_MAX, messages.tooHigh),
  );

/** A Social Security number: 9 digits, as the SSA issues them. */
export const ssnRule = v.pipe(
  v.string('Enter your Social Security number'),
  v.nonEmpty('Enter your Social Security number'),
  v.regex(/^\d{9}$/, 'Social Security number must be 9 digits'),
  v.check(isIssuableSsn, 'Enter a valid Social Security number'),
);

/** PUT .../offer: whole dollars from MIN_OFFER_AMOUNT to the approved maximum, a term in months. */
export const offerBody = (approvedMax: number) => {
  const between = `Enter an amount between ${dollars(MIN_OFFER_AMOUNT)} and ${dollars(approvedMax)}`;
  const term = `Choose a term of ${OFFER_TERMS_YEARS.join(', ')} years`;
  return v.object({
    amount: v.pipe(
      v.number('Enter the amount you want to borrow'),
      v.finite('Enter the amount you want to borrow'),
      v.integer('Enter the amount in whole dollars'),
      v.minValue(MIN_OFFER_AMOUNT, between),
      v.maxValue(approvedMax, between),
    ),
    term: v.pipe(
      v.number(term),
      v.check((months) => months % 12 === 0 && isOfferTerm(months / 12), term),
    ),
  });
};

/** PUT .../asset-depletion: the borrower's liquid assets, in dollars. */
export const assetDepletionBody = v.object({
  assets: moneyAmount({
    missing: 'Enter the total of your savings and investments, in dollars',
    tooLow: 'Assets must be 0 or more',
    tooHigh: 'Assets must be less than $1,000,000,000',
  }),
});

/** POST .../prequal-winback: the lower prequalified offer accepted. */
export const prequalWinbackBody = v.object({
  accept: ticked('Accept the new offer to continue'),
});

const moreInfoFields = {
  ownership: v.picklist(OWNERSHIPS, 'Choose how you own this property'),
  hardCreditConsent: ticked('Agree to a hard credit pull to continue'),
};

/** PUT .../more-info when the lender already has an SSN: a new one may be sent, or none. */
const moreInfoBodyWithSsnKnown = v.object({ ...moreInfoFields, ssn: v.optional(ssnRule) });

/**
 * PUT .../more-info: how the borrower owns the home, their SSN and the hard-credit consent. The
 * SSN may be left out when the lender already has one (`ssnKnown`).
 */
export const moreInfoBody = (ssnKnown: boolean) =>
  ssnKnown ? moreInfoBodyWithSsnKnown : v.object({ ...moreInfoFields, ssn: ssnRule });

/** POST .../submit: nothing but the call. */
export const submitBody = v.object({});

export type OfferBody = v.InferOutput<ReturnType<typeof offerBody>>;
export type AssetDepletionBody = v.InferOutput<typeof assetDepletionBody>;
export type PrequalWinbackBody = v.InferOutput<typeof prequalWinbackBody>;
export type MoreInfoBody = v.InferOutput<typeof moreInfoBodyWithSsnKnown>;
