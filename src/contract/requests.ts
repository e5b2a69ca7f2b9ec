/**
 * The bodies of the borrower's step writes, as the lender checks them (docs/sandbox.md#step-writes):
 * the app's request types are inferred from these schemas, and the sandbox lender parses what it
 * is sent with them. Each message is the lender's answer for that field (a 400 names the field);
 * the app's forms show their own words before anything is sent.
 *
 * Checks that depend on the application (the approved maximum, the liens found, the disclosures
 * listed) take it as an argument. The pieces other request files share (required text, a ticked
 * box, money, a phone number, the SSN) are stated here once.
 */
import { PAY_TYPES } from './application';
import { AUTOPAY_AUTHORIZATION_VERSION } from './autopayAuthorization';
import { ACCOUNT_NUMBER_PATTERN, ACCOUNT_TYPES } from './bankAccount';
import { INSTANT_WITH_OFFSET } from './instants';
import { HOME_VALUE_RANGE, MONEY_MAX } from './money';
import { isIssuableSsn } from './ssn';
import { isOfferTerm, MIN_OFFER_AMOUNT, OFFER_TERMS_YEARS } from './offerPricing';
import { OWNERSHIPS } from './ownership';
import { isValidRoutingNumber, ROUTING_NUMBER_PATTERN } from './routingNumber';
import { v } from './schema';

const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** A box the person must tick: exactly true. */
export const ticked = (message: string) => v.literal(true, message);

/** An amount of money from 0 to MONEY_MAX. */
export const moneyAmount = (messages: { missing: string; tooLow: string; tooHigh: string }) =>
  v.pipe(
    v.number(messages.missing),
    v.finite(messages.missing),
    v.minValue(0, messages.tooLow),
    v.maxValue(MONEY_MAX, messages.tooHigh),
  );

/** A Social Security number: 9 digits, as the SSA issues them (spaces alone are none). */
export const ssnRule = v.pipe(
  v.string('Enter your Social Security number'),
  v.check((ssn) => ssn.trim() !== '', 'Enter your Social Security number'),
  v.regex(/^\d{9}$/, 'Social Security number must be 9 digits'),
  v.check(isIssuableSsn, 'Enter a valid Social Security number'),
);

/** Text the lender keeps trimmed: required, at most `max` characters once trimmed. */
export const requiredText = (missing: string, label: string, max = 128) =>
  v.pipe(
    v.string(missing),
    v.trim(),
    v.nonEmpty(missing),
    v.maxLength(max, `${label} must be ${max} characters or fewer`),
  );

/** Text with something in it, of at most `max` characters, kept as sent; one message for any fault. */
export const nonBlankText = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.check((text) => text.trim() !== '', message),
    v.maxLength(max, message),
  );

/** A US phone number as 10 digits, kept as sent (spaces alone are none). */
export const phoneRule = v.pipe(
  v.string('Enter your phone number'),
  v.check((phone) => phone.trim() !== '', 'Enter your phone number'),
  v.regex(/^\d{10}$/, 'Phone number must be 10 digits'),
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

/**
 * PUT .../ssn (credit/social): the SSN again, when the bureau found no file. Only that one was
 * given is kept.
 */
export const ssnBody = v.object({ ssn: ssnRule });

/** POST .../credit/retry: nothing but the call (the borrower has lifted the freeze or lock). */
export const creditRetryBody = v.object({});

/**
 * POST .../disclosures/accept: the disclosures accepted, at least one, each one of the
 * `disclosures` the lender lists (their uuids, in any case); read in lower case.
 */
export const acceptDisclosuresBody = (disclosures: readonly string[]) => {
  const listed = new Set(disclosures);
  const notListed = 'This is not one of your disclosures';
  return v.object({
    documents: v.pipe(
      v.array(
        v.pipe(
          v.string(notListed),
          v.toLowerCase(),
          v.check((id) => listed.has(id), notListed),
        ),
        'Choose the documents you accept',
      ),
      v.minLength(1, 'Choose the documents you accept'),
    ),
  });
};

// ---- Part 2: from income to funding.

/** PUT .../employment: the employer the lender calls, and their phone number (10 digits). */
export const employmentBody = v.object({
  employerName: requiredText("Enter your employer's name", "Employer's name"),
  employerPhone: phoneRule,
});

/** A bank account as the lender takes it; the full number is checked, then only its mask kept. */
const bankAccountBody = (accountTypeMessage: string) =>
  v.object({
    routingNumber: v.pipe(
      v.string('Routing number must be 9 digits'),
      v.regex(ROUTING_NUMBER_PATTERN, 'Routing number must be 9 digits'),
      v.check((value: string) => isValidRoutingNumber(value), 'Enter a valid routing number'),
    ),
    accountNumber: v.pipe(
      v.string('Account number must be between 4 and 17 digits'),
      v.regex(ACCOUNT_NUMBER_PATTERN, 'Account number must be between 4 and 17 digits'),
    ),
    accountType: v.picklist(ACCOUNT_TYPES, accountTypeMessage),
  });

/** PUT .../disburse-account: where the line is paid out. */
export const disburseAccountBody = bankAccountBody('Choose checking or savings');

/** The lender's answers about the authorization of automatic payments. */
export const AUTOPAY_AUTHORIZATION_MESSAGES = {
  missing: 'Authorize the automatic payments to set them up',
  version: 'The authorization you read is out of date: read it again and authorize it',
  notWanted: 'Send an authorization only with automatic payments',
} as const;

/**
 * The borrower's authorization of automatic payments, of the text's version they read
 * (docs/journey.md#automatic-payments-and-their-authorization): the lender records it with the
 * time and the terms it names.
 */
const AUTOPAY_AUTHORIZATION_FIELDS: readonly string[] = ['version', 'accepted'];
const autopayAuthorization = v.strictObject(
  {
    version: v.literal(AUTOPAY_AUTHORIZATION_VERSION, AUTOPAY_AUTHORIZATION_MESSAGES.version),
    accepted: ticked(AUTOPAY_AUTHORIZATION_MESSAGES.missing),
  },
  // Not an object: no authorization. A field it does not have is named, as anywhere else.
  (issue) =>
    issue.expected === 'never'
      ? `Unknown field autopayAuthorization.${String(issue.path?.at(-1)?.key)}; allowed: ${AUTOPAY_AUTHORIZATION_FIELDS.join(', ')}`
      : AUTOPAY_AUTHORIZATION_MESSAGES.missing,
);

/**
 * PUT .../autopay-account: the account automatic payments come from, typed by hand, and their
 * authorization.
 */
export const autopayAccountBody = v.object({
  ...bankAccountBody('Account type must be CHECKING or SAVINGS').entries,
  autopayAuthorization,
});

/** POST .../disburse-account/confirm: nothing but the call. */
export const confirmDisburseAccountBody = v.object({});

/**
 * PUT .../autopay: the payments from the disbursement account (AUTOPAY), with their
 * authorization, or by hand (MANUAL), without one.
 */
export const autopayBody = v.pipe(
  v.object({
    payType: v.picklist(PAY_TYPES, 'Choose whether to pay automatically from this account'),
    autopayAuthorization: v.optional(autopayAuthorization),
  }),
  v.forward(
    v.partialCheck(
      [['payType'], ['autopayAuthorization']],
      (body) => body.payType !== 'AUTOPAY' || body.autopayAuthorization !== undefined,
      AUTOPAY_AUTHORIZATION_MESSAGES.missing,
    ),
    ['autopayAuthorization'],
  ),
  v.forward(
    v.partialCheck(
      [['payType'], ['autopayAuthorization']],
      (body) => body.payType !== 'MANUAL' || body.autopayAuthorization === undefined,
      AUTOPAY_AUTHORIZATION_MESSAGES.notWanted,
    ),
    ['autopayAuthorization'],
  ),
);

/** The whole-dollar range the lender takes as an estimate of a home's value. */

const homeValueRange = `Enter a value in whole dollars between ${dollars(HOME_VALUE_RANGE.min)} and ${dollars(HOME_VALUE_RANGE.max)}`;

/** PUT .../home-value: the borrower's estimate of the home's value, in whole dollars. */
export const homeValueBody = v.object({
  estimatedValue: v.pipe(
    v.number('Enter the value of your home'),
    v.finite('Enter the value of your home'),
    v.integer(homeValueRange),
    v.minValue(HOME_VALUE_RANGE.min, homeValueRange),
    v.maxValue(HOME_VALUE_RANGE.max, homeValueRange),
  ),
});

/** POST .../bpo: nothing but the call. */
export const bpoBody = v.object({});

/** How the borrower meets the notary: the eNotary session now, or a notary at home. */
export const NOTARY_MODES = ['REMOTE', 'MANUAL'] as const;

/** PUT .../notary. */
export const notaryBody = v.object({
  mode: v.picklist(NOTARY_MODES, 'Choose a remote eNotary session or a manual notary'),
});

/**
 * PUT .../notary/manual: one of the `slots` the lender offers, the same instant however it is
 * written; read as the slot the lender wrote.
 */
export const notaryManualBody = (slots: readonly string[]) => {
  const message = 'Choose a date and time from the list';
  const slotAt = (time: string) => slots.find((slot) => Date.parse(slot) === Date.parse(time));
  return v.object({
    requestedManualNotaryTime: v.pipe(
      v.string(message),
      v.regex(INSTANT_WITH_OFFSET, message),
      v.check((time) => slotAt(time) !== undefined, message),
      v.transform((time) => slotAt(time) ?? time),
    ),
  });
};

/** POST .../insurance/complete: nothing but the call (the proofs are uploads). */
export const insuranceCompleteBody = v.object({});

/**
 * POST .../rescind (complete, docs/journey.md#the-right-to-cancel): nothing but the call; the
 * borrower cancels the line while the right to cancel is open.
 */
export const rescindBody = v.object({});

/** POST .../lien-attestation: the liens listed confirmed complete and correct. */
export const lienAttestationBody = v.object({
  attested: ticked('Confirm the liens on your property to continue'),
});

export type OfferBody = v.InferOutput<ReturnType<typeof offerBody>>;
export type AssetDepletionBody = v.InferOutput<typeof assetDepletionBody>;
export type PrequalWinbackBody = v.InferOutput<typeof prequalWinbackBody>;
export type MoreInfoBody = v.InferOutput<typeof moreInfoBodyWithSsnKnown>;
export type SsnBody = v.InferOutput<typeof ssnBody>;
export type CreditRetryBody = v.InferOutput<typeof creditRetryBody>;
export type AcceptDisclosuresBody = v.InferInput<ReturnType<typeof acceptDisclosuresBody>>;
export type EmploymentBody = v.InferOutput<typeof employmentBody>;
export type BankAccountBody = v.InferOutput<typeof disburseAccountBody>;
export type ConfirmDisburseAccountBody = v.InferOutput<typeof confirmDisburseAccountBody>;
export type AutopayBody = v.InferOutput<typeof autopayBody>;
export type PayType = AutopayBody['payType'];
export type AutopayAuthorizationBody = v.InferOutput<typeof autopayAuthorization>;
export type AutopayAccountBody = v.InferOutput<typeof autopayAccountBody>;
export type HomeValueBody = v.InferOutput<typeof homeValueBody>;
export type BpoBody = v.InferOutput<typeof bpoBody>;
export type NotaryBody = v.InferOutput<typeof notaryBody>;
export type NotaryMode = NotaryBody['mode'];
export type NotaryManualBody = v.InferOutput<ReturnType<typeof notaryManualBody>>;
export type InsuranceCompleteBody = v.InferOutput<typeof insuranceCompleteBody>;
export type LienAttestationBody = v.InferOutput<typeof lienAttestationBody>;
export type RescindBody = v.InferOutput<typeof rescindBody>;
