/**
 * The bodies of the borrower's step writes, as the lender checks them (docs/sandbox.md#step-writes):
 * the app's request types are inferred from these schemas, and the sandbox lender parses what it
 * is sent with them. Each message is the lender's answer for that field (a 400 names the field),
 * stated in the plain module that owns the field, whose words the app's forms show too
 * (docs/architecture.md#each-fields-rule-and-message).
 *
 * Checks that depend on the application (the approved maximum, the liens found, the disclosures
 * listed) take it as an argument. The pieces other request files share (required text, a ticked
 * box, money, a phone number, the SSN) are stated here once.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAY_TYPES } from './application';
import { AUTOPAY_AUTHORIZATION_VERSIONS, AUTOPAY_MESSAGES } from './autopayAuthorization';
import { ACCOUNT_NUMBER_MESSAGES, ACCOUNT_NUMBER_PATTERN, ACCOUNT_TYPES } from './bankAccount';
import { CONSENT_MESSAGES } from './consents';
import { EMPLOYER_MESSAGES } from './employment';
import { tooLongMessage } from './fieldMessages';
import { NAME_MAX_LENGTH } from './names';
import { INSTANT_WITH_OFFSET } from './instants';
import { messageText, type RuleMessage, ruleMessage, said } from './messages';
import { HOME_VALUE_RANGE } from './money';
import { ASSETS_MESSAGES, ASSETS_RANGE, HOME_VALUE_MESSAGES } from './moneyFields';
import { NOTARY_MODE_MESSAGE, NOTARY_MODES, NOTARY_SLOT_MESSAGE } from './notary';
import { PHONE_MESSAGES, type PhoneMessages } from './contactDetails';
import { isIssuableSsn, SSN_MESSAGES } from './ssn';
import {
  isOfferTerm,
  MIN_OFFER_AMOUNT,
  OFFER_MESSAGES,
  type OfferAmountRange,
  offerAmountRange,
} from './offerPricing';
import { OWNERSHIPS } from './ownership';
import {
  isValidRoutingNumber,
  ROUTING_NUMBER_MESSAGES,
  ROUTING_NUMBER_PATTERN,
} from './routingNumber';
import { v } from './schema';

export { NOTARY_MODES };

/** A box the person must tick: exactly true. */
export const ticked = (message: RuleMessage) => v.literal(true, ruleMessage(message));

/** An amount of money from `min` to `max`. */
export const moneyAmount = (
  { min, max }: { min: number; max: number },
  messages: { missing: RuleMessage; tooLow: RuleMessage; tooHigh: RuleMessage },
) =>
  v.pipe(
    v.number(ruleMessage(messages.missing)),
    v.finite(ruleMessage(messages.missing)),
    v.minValue(min, ruleMessage(messages.tooLow)),
    v.maxValue(max, ruleMessage(messages.tooHigh)),
  );

/** A Social Security number: 9 digits, as the SSA issues them (spaces alone are none). */
export const ssnRule = v.pipe(
  v.string(said(SSN_MESSAGES.required)),
  v.check((ssn) => ssn.trim() !== '', said(SSN_MESSAGES.required)),
  v.regex(/^\d{9}$/, said(SSN_MESSAGES.digits)),
  v.check(isIssuableSsn, said(SSN_MESSAGES.invalid)),
);

/**
 * Text the lender keeps trimmed: required, at most `max` characters once trimmed (`tooLong`, or
 * "<label> must be <max> characters or fewer").
 */
export const requiredText = (
  missing: RuleMessage,
  label: MessageDescriptor | string,
  max = NAME_MAX_LENGTH,
  tooLong: RuleMessage = tooLongMessage(label, max),
) =>
  v.pipe(
    v.string(ruleMessage(missing)),
    v.trim(),
    v.nonEmpty(ruleMessage(missing)),
    v.maxLength(max, ruleMessage(tooLong)),
  );

/** Text with something in it, of at most `max` characters, kept as sent; one message for any fault. */
export const nonBlankText = (max: number, message: RuleMessage) =>
  v.pipe(
    v.string(ruleMessage(message)),
    v.check((text) => text.trim() !== '', ruleMessage(message)),
    v.maxLength(max, ruleMessage(message)),
  );

/** A US phone number as 10 digits, kept as sent (spaces alone are none). */
export const phoneRule = (messages: PhoneMessages = PHONE_MESSAGES) =>
  v.pipe(
    v.string(said(messages.required)),
    v.check((phone) => phone.trim() !== '', said(messages.required)),
    v.regex(/^\d{10}$/, said(messages.invalid)),
  );

/**
 * PUT .../offer: whole dollars within the range the borrower may choose from (offerPricing.ts; none
 * when there is no range), a term in months.
 */
export const offerBody = (range: OfferAmountRange | null) => {
  const { min, max } = range ?? { min: MIN_OFFER_AMOUNT, max: 0 };
  const between = said(OFFER_MESSAGES.amountBetween(min, max));
  const term = said(OFFER_MESSAGES.termRequired);
  return v.object({
    amount: v.pipe(
      v.number(said(OFFER_MESSAGES.amountRequired)),
      v.finite(said(OFFER_MESSAGES.amountRequired)),
      v.minValue(min, between),
      v.maxValue(max, between),
      v.integer(said(OFFER_MESSAGES.amountWholeDollars)),
    ),
    term: v.pipe(
      v.number(term),
      v.check((months) => months % 12 === 0 && isOfferTerm(months / 12), term),
    ),
  });
};

/**
 * The offer's body as the lender reads it for an application (as `GET .../heloc/{uuid}` answers
 * it) in an organisation (its pricing merged, as the app merges orgPricingData): the sandbox
 * lender and the tests' mock server make it here, from the same records.
 */
export const offerBodyFor = (
  application: { uwCalculatedDrawAmount?: number | null },
  pricing: Readonly<Record<string, unknown>>,
) => offerBody(offerAmountRange(application.uwCalculatedDrawAmount, pricing.minLoanAmount));

/** PUT .../asset-depletion: the borrower's liquid assets, in dollars (more than $0). */
export const assetDepletionBody = v.object({
  assets: moneyAmount(ASSETS_RANGE, {
    missing: ASSETS_MESSAGES.required,
    tooLow: ASSETS_MESSAGES.min,
    tooHigh: ASSETS_MESSAGES.max,
  }),
});

/** POST .../prequal-winback: the lower prequalified offer accepted. */
export const prequalWinbackBody = v.object({
  accept: ticked(msg`Accept the new offer to continue`),
});

const moreInfoFields = {
  ownership: v.picklist(OWNERSHIPS, said(CONSENT_MESSAGES.ownership)),
  hardCreditConsent: ticked(CONSENT_MESSAGES.hardCredit),
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
  const notListed = said(msg`This is not one of your disclosures`);
  const choose = said(msg`Choose the documents you accept`);
  return v.object({
    documents: v.pipe(
      v.array(
        v.pipe(
          v.string(notListed),
          v.toLowerCase(),
          v.check((id) => listed.has(id), notListed),
        ),
        choose,
      ),
      v.minLength(1, choose),
    ),
  });
};

// ---- Part 2: from income to funding.

/** PUT .../employment: the employer the lender calls, and their phone number (10 digits). */
export const employmentBody = v.object({
  employerName: requiredText(
    EMPLOYER_MESSAGES.nameRequired,
    '',
    NAME_MAX_LENGTH,
    EMPLOYER_MESSAGES.nameTooLong,
  ),
  employerPhone: phoneRule({
    required: EMPLOYER_MESSAGES.phoneRequired,
    invalid: EMPLOYER_MESSAGES.phoneInvalid,
  }),
});

/** A bank account as the lender takes it; the full number is checked, then only its mask kept. */
const bankAccountBody = v.object({
  routingNumber: v.pipe(
    v.string(said(ROUTING_NUMBER_MESSAGES.required)),
    v.nonEmpty(said(ROUTING_NUMBER_MESSAGES.required)),
    v.regex(ROUTING_NUMBER_PATTERN, said(ROUTING_NUMBER_MESSAGES.digits)),
    v.check((value: string) => isValidRoutingNumber(value), said(ROUTING_NUMBER_MESSAGES.checksum)),
  ),
  accountNumber: v.pipe(
    v.string(said(ACCOUNT_NUMBER_MESSAGES.required)),
    v.nonEmpty(said(ACCOUNT_NUMBER_MESSAGES.required)),
    v.regex(ACCOUNT_NUMBER_PATTERN, said(ACCOUNT_NUMBER_MESSAGES.digits)),
  ),
  accountType: v.picklist(ACCOUNT_TYPES, said(ACCOUNT_NUMBER_MESSAGES.typeRequired)),
});

/** PUT .../disburse-account: where the line is paid out. */
export const disburseAccountBody = bankAccountBody;

/** The lender's answers about the authorization of automatic payments. */
export const AUTOPAY_AUTHORIZATION_MESSAGES = AUTOPAY_MESSAGES;

/**
 * The borrower's authorization of automatic payments, of the text's version they read
 * (docs/journey.md#automatic-payments-and-their-authorization): the lender records it with the
 * time and the terms it names.
 */
const AUTOPAY_AUTHORIZATION_FIELDS: readonly string[] = ['version', 'accepted'];
const autopayAuthorization = v.strictObject(
  {
    // Either language's version of the text (docs/journey.md#automatic-payments-and-their-authorization).
    version: v.picklist(
      AUTOPAY_AUTHORIZATION_VERSIONS,
      said(AUTOPAY_AUTHORIZATION_MESSAGES.version),
    ),
    accepted: ticked(AUTOPAY_AUTHORIZATION_MESSAGES.missing),
  },
  // Not an object: no authorization. A field it does not have is named, as anywhere else.
  (issue) =>
    issue.expected === 'never'
      ? `Unknown field autopayAuthorization.${String(issue.path?.at(-1)?.key)}; allowed: ${AUTOPAY_AUTHORIZATION_FIELDS.join(', ')}`
      : messageText(AUTOPAY_AUTHORIZATION_MESSAGES.missing),
);

/**
 * PUT .../autopay-account: the account automatic payments come from, typed by hand, and their
 * authorization.
 */
export const autopayAccountBody = v.object({
  ...bankAccountBody.entries,
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
    payType: v.picklist(PAY_TYPES, said(AUTOPAY_MESSAGES.payType)),
    autopayAuthorization: v.optional(autopayAuthorization),
  }),
  v.forward(
    v.partialCheck(
      [['payType'], ['autopayAuthorization']],
      (body) => body.payType !== 'AUTOPAY' || body.autopayAuthorization !== undefined,
      said(AUTOPAY_AUTHORIZATION_MESSAGES.missing),
    ),
    ['autopayAuthorization'],
  ),
  v.forward(
    v.partialCheck(
      [['payType'], ['autopayAuthorization']],
      (body) => body.payType !== 'MANUAL' || body.autopayAuthorization === undefined,
      said(AUTOPAY_AUTHORIZATION_MESSAGES.notWanted),
    ),
    ['autopayAuthorization'],
  ),
);

/** PUT .../home-value: the borrower's estimate of the home's value, in whole dollars. */
export const homeValueBody = v.object({
  estimatedValue: v.pipe(
    v.number(said(HOME_VALUE_MESSAGES.required)),
    v.finite(said(HOME_VALUE_MESSAGES.required)),
    v.minValue(HOME_VALUE_RANGE.min, said(HOME_VALUE_MESSAGES.range)),
    v.maxValue(HOME_VALUE_RANGE.max, said(HOME_VALUE_MESSAGES.range)),
    v.integer(said(HOME_VALUE_MESSAGES.whole)),
  ),
});

/** POST .../bpo: nothing but the call. */
export const bpoBody = v.object({});

/** PUT .../notary. */
export const notaryBody = v.object({
  mode: v.picklist(NOTARY_MODES, said(NOTARY_MODE_MESSAGE)),
});

/**
 * PUT .../notary/manual: one of the `slots` the lender offers, the same instant however it is
 * written; read as the slot the lender wrote.
 */
export const notaryManualBody = (slots: readonly string[]) => {
  const message = said(NOTARY_SLOT_MESSAGE);
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
  attested: ticked(CONSENT_MESSAGES.lienAttestation),
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
