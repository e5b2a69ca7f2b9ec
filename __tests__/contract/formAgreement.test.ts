/**
 * Each step form against the lender (docs/testing.md#form-and-lender-agree): generated answers go
 * through the form's yup schema and, as the app sends them (its own form-to-body function), through
 * the contract's schema of the call's body, as the sandbox lender reads it. Whatever the form takes,
 * the lender takes; whatever body the lender takes, the form shows and takes too; and where both
 * refuse a field, they say the same words (docs/architecture.md#each-fields-rule-and-message).
 * Where the limits depend on the organisation (the offer's range, the states it serves), every
 * seeded organisation of the sandbox is tried.
 */
import fc from 'fast-check';
import { validateYupSchema, yupToFormErrors } from 'formik';
import type { GenericSchema } from 'valibot';
import type { AnySchema } from 'yup';
import { CEO_FEEDBACK_TOPIC_LABELS } from '../../src/contract/ceoFeedback';
import { ceoFeedbackBody, phoneNumberBody } from '../../src/contract/profileRequests';
import { registerBody } from '../../src/contract/registrationRequests';
import {
  assetDepletionBody,
  disburseAccountBody,
  employmentBody,
  homeValueBody,
  offerBodyFor,
  ssnBody,
} from '../../src/contract/requests';
import { inviteSignerBody } from '../../src/contract/signingRequests';
import { OFFER_TERMS_YEARS } from '../../src/contract/offerPricing';
import { US_STATE_CODES } from '../../src/contract/usStates';
import { EMPLOYMENT_TYPES } from '../../src/contract/application';
import {
  bankAccountInput,
  bankAccountSchema,
  type BankAccountValues,
} from '../../src/features/bank/bankAccountForm';
import { homeValueRequest, homeValueSchema } from '../../src/features/bpo/homeValue';
import {
  feedbackOf,
  ceoFeedbackSchema,
  type CeoFeedbackValues,
} from '../../src/features/ceoFeedback/feedback';
import {
  phoneNumberOf,
  phoneNumberSchema,
} from '../../src/features/conditions/screens/ConditionPhoneNumberScreen';
import { creditSocialSchema } from '../../src/features/credit/screens/CreditSocialScreen';
import {
  employerSchema,
  employmentOf,
  type EmployerValues,
} from '../../src/features/income/screens/EmployerVerificationScreen';
import { mergedPricing } from '../../src/features/organisation';
import { assetsRequest, assetsSchema } from '../../src/features/product/assetsForm';
import { offerLimits, orgOfferPricing } from '../../src/features/product/offerCalculator';
import { offerRequest, offerSchema, type OfferValues } from '../../src/features/product/offerForm';
import { registrationRequest } from '../../src/features/registration/registrationRequest';
import { loginInfoSchema, stepSchemas } from '../../src/features/registration/registrationSchemas';
import type { RegistrationAnswers } from '../../src/features/registration/answers';
import {
  signerBody,
  signerSchema,
  type SignerValues,
} from '../../src/features/signing/additionalSigner';
import { ssnDigits } from '../../src/forms/schemas/ssn';
import { formatMoneyInput } from '../../src/lib/money';
import { ORG_CODES, orgInfoFor, seedOrgs } from '../../src/sandbox/orgs';
import { newApplicationRules } from '../../src/sandbox/registration';
import { errorsOf } from '../support/requestBodies';

/** Enough runs to meet every boundary the generators aim at, few enough to stay quick. */
const RUNS = { numRuns: 150 };

/** Field path -> the first message, as Formik shows a yup schema's errors. */
function formErrors(schema: AnySchema, values: object): Record<string, string> {
  try {
    validateYupSchema(values, schema, true);
    return {};
  } catch (error) {
    return flatten(yupToFormErrors(error));
  }
}

function flatten(errors: object, prefix = ''): Record<string, string> {
  return Object.entries(errors).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...all, [path]: value }
      : { ...all, ...flatten(value as object, path) };
  }, {});
}

/** Field path -> the first message the lender answers for `body` (none when it takes it). */
function lenderErrors(schema: GenericSchema<unknown, unknown>, body: object) {
  const errors: Record<string, string> = {};
  for (const { field, message } of errorsOf(schema, body as Record<string, unknown>)) {
    const key = field ?? '';
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}

interface Agreement<Values extends object, Body extends object> {
  /** The form's schema. */
  form: AnySchema;
  /** The lender's schema of the call's body. */
  lender: GenericSchema<unknown, unknown>;
  /** Answers as a borrower types them. */
  answers: fc.Arbitrary<Values>;
  /** The app's own form-to-body function (valid answers only). */
  toBody: (values: Values) => Body;
  /** Bodies the form can show (what the app could send, and near misses). */
  bodies: fc.Arbitrary<Body>;
  /** A body as the form shows it. */
  shown: (body: Body) => Values;
  /** A form path whose body field has another name (the same name otherwise). */
  fieldOf?: Record<string, string>;
}

/** Both ways round, and the words where both refuse. */
function expectAgreement<Values extends object, Body extends object>(
  agreement: Agreement<Values, Body>,
) {
  const { form, lender, toBody, shown, fieldOf = {} } = agreement;
  fc.assert(
    fc.property(agreement.answers, (values) => {
      if (Object.keys(formErrors(form, values)).length > 0) return;
      expect(lenderErrors(lender, toBody(values))).toEqual({});
    }),
    RUNS,
  );
  fc.assert(
    fc.property(agreement.bodies, (body) => {
      const lenderSays = lenderErrors(lender, body);
      const formSays = formErrors(form, shown(body));
      if (Object.keys(lenderSays).length === 0) expect(formSays).toEqual({});
      for (const [path, message] of Object.entries(formSays)) {
        const field = fieldOf[path] ?? path;
        if (field in lenderSays) expect([field, message]).toEqual([field, lenderSays[field]]);
      }
    }),
    RUNS,
  );
}

// ---- Generators: near every boundary, and some way off.

/** Integers at and around each of `edges`, and anywhere between `min` and `max`. */
const around = (edges: readonly number[], min: number, max: number) =>
  fc.oneof(
    fc.constantFrom(...edges).chain((edge) => fc.integer({ min: edge - 2, max: edge + 2 })),
    fc.integer({ min, max }),
  );

/** Amounts in cents near `edges` (some whole dollars, some not), never negative. */
const amounts = (edges: readonly number[], max: number) =>
  fc
    .tuple(around(edges, 0, max), fc.constantFrom(0, 0, 0, 1, 50, 99))
    .map(([dollars, cents]) => Math.max(0, dollars) + cents / 100)
    .map((amount) => Math.round(amount * 100) / 100);

/** An amount as people type it: "15000", "15,000", "$15,000.50". */
const typedAmount = (amount: fc.Arbitrary<number>) =>
  fc.oneof(
    amount.map(String),
    amount.map((value) => formatMoneyInput(String(value))),
    amount.map((value) => `$${formatMoneyInput(String(value))}`),
    fc.constantFrom('', '  ', 'fifty', '-100', '1.234'),
  );

/** Text of about `length` characters (at, below and over it), with spaces around some. */
const textNear = (length: number) =>
  fc.oneof(
    fc
      .tuple(
        fc.integer({ min: length - 2, max: length + 2 }),
        fc.constantFrom('', ' ', '  '),
        fc.constantFrom('a', 'Zoë', 'x y'),
      )
      .map(([size, pad, letters]) => `${pad}${letters.repeat(size).slice(0, size)}${pad}`),
    fc.constantFrom('', '   ', 'Acme Corp', 'Ada'),
  );

const digits = (min: number, max: number) =>
  fc.integer({ min, max }).chain((size) => fc.stringMatching(new RegExp(`^\\d{${size}}$`)));

/** Phone numbers as people write them, and some that are not. */
const typedPhone = fc.oneof(
  digits(9, 11),
  digits(10, 10).map((d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`),
  digits(10, 10).map((d) => `+1 ${d}`),
  fc.constantFrom('', '  ', '555-0100', 'phone'),
);

/** Routing numbers: with a good check digit (often), a bad one, or the wrong length. */
const routingNumber = fc.oneof(
  digits(8, 8).map((first) => {
    const weights = [3, 7, 1, 3, 7, 1, 3, 7];
    const sum = weights.reduce((total, weight, i) => total + weight * Number(first[i]), 0);
    return `${first}${(10 - (sum % 10)) % 10}`;
  }),
  digits(8, 10),
  fc.constantFrom('', '000000000'),
);

/** E-mail addresses, near the lender's length limit too. */
const email = fc.oneof(
  fc.emailAddress(),
  fc.integer({ min: 240, max: 250 }).map((size) => `${'a'.repeat(size)}@example.com`),
  fc.constantFrom('', '  ', 'ada@example', 'ada example.com', ' Ada@Example.com '),
);

// ---- The forms.

describe('product/select: the offer, in each seeded organisation', () => {
  const orgs = seedOrgs();
  test.each(ORG_CODES.map((code) => [code]))('%s', (code) => {
    const org = orgs.find((candidate) => candidate.code === code)!;
    const pricing = mergedPricing(orgInfoFor(org, 'http://localhost:8080'));
    const maxima = fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.constantFrom(20000.5, 85000));
    const terms = fc.constantFrom(...OFFER_TERMS_YEARS.map(String), '', '7');
    fc.assert(
      fc.property(maxima, (approvedMax) => {
        const application = { approvedApr: 8.45, uwCalculatedDrawAmount: approvedMax };
        const limits = offerLimits(application, orgOfferPricing(pricing));
        // No range, no form: the screen says the offer is not ready.
        if (limits === null) return;
        const edges = [limits.minAmount, limits.maxAmount];
        expectAgreement<OfferValues, { amount: number; term: number }>({
          form: offerSchema(limits),
          lender: offerBodyFor(application, pricing),
          answers: fc.record({ amount: typedAmount(amounts(edges, 600_000)), term: terms }),
          toBody: offerRequest,
          bodies: fc.record({
            amount: amounts(edges, 600_000),
            term: fc.constantFrom(60, 120, 180, 240, 360, 84, 0),
          }),
          shown: ({ amount, term }) => ({
            amount: formatMoneyInput(String(amount)),
            term: String(term / 12),
          }),
        });
      }),
      { numRuns: 4 },
    );
  });
});

test('product/assets: savings and investments', () => {
  expectAgreement({
    form: assetsSchema,
    lender: assetDepletionBody,
    answers: fc.record({ assets: typedAmount(amounts([0, 1, 1_000_000_000], 1_100_000_000)) }),
    toBody: assetsRequest,
    bodies: fc.record({ assets: amounts([0, 1, 1_000_000_000], 1_100_000_000) }),
    shown: ({ assets }) => ({ assets: formatMoneyInput(String(assets)) }),
  });
});

test("bpo/estimate-value: the home's value", () => {
  const edges = [10_000, 100_000_000];
  expectAgreement({
    form: homeValueSchema,
    lender: homeValueBody,
    answers: fc.record({ estimatedValue: typedAmount(amounts(edges, 120_000_000)) }),
    toBody: homeValueRequest,
    bodies: fc.record({ estimatedValue: amounts(edges, 120_000_000) }),
    shown: ({ estimatedValue }) => ({ estimatedValue: formatMoneyInput(String(estimatedValue)) }),
  });
});

test('credit/social: the SSN again', () => {
  /** What the app sends: digits, some that the SSA never issues, some too few or many. */
  const sent = fc.oneof(
    digits(9, 9),
    fc.constantFrom('000123456', '666123456', '912345678', '123004567', '123450000'),
    digits(8, 10),
    fc.constantFrom('', '  '),
  );
  const typed = fc.oneof(
    sent,
    digits(9, 9).map((d) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`),
  );
  expectAgreement({
    form: creditSocialSchema,
    lender: ssnBody,
    answers: fc.record({ ssn: typed }),
    // The screen sends the digits (through a handle: docs/journey.md#what-never-enters-the-store).
    toBody: (values) => ({ ssn: ssnDigits(values.ssn) ?? '' }),
    bodies: fc.record({ ssn: sent }),
    shown: (body) => body,
  });
});

test('income/employer-verification: the employer and their phone', () => {
  const answers = fc.record({ employerName: textNear(128), employerPhone: typedPhone });
  expectAgreement<EmployerValues, EmployerValues>({
    form: employerSchema,
    lender: employmentBody,
    answers,
    toBody: employmentOf,
    bodies: answers,
    shown: (body) => body,
  });
});

test('bank/disburse: the account', () => {
  const accountType = fc.constantFrom('CHECKING', 'SAVINGS', '');
  expectAgreement<BankAccountValues, ReturnType<typeof bankAccountInput>>({
    form: bankAccountSchema,
    lender: disburseAccountBody,
    answers: fc
      .record({ routingNumber, accountNumber: digits(2, 19), accountType })
      .map((account) => ({ ...account, confirmAccountNumber: account.accountNumber }) as never),
    toBody: bankAccountInput,
    bodies: fc.record({ routingNumber, accountNumber: digits(2, 19), accountType }) as never,
    shown: (body) => ({ ...body, confirmAccountNumber: body.accountNumber }) as never,
  });
});

test("conditions/phone-number: the borrower's phone", () => {
  const answers = fc.record({ phoneNumber: typedPhone });
  expectAgreement({
    form: phoneNumberSchema,
    lender: phoneNumberBody,
    answers,
    toBody: phoneNumberOf,
    bodies: answers,
    shown: (body) => body,
  });
});

test('the feedback to the CEO', () => {
  const topic = fc.constantFrom(...(Object.keys(CEO_FEEDBACK_TOPIC_LABELS) as never[]), '');
  const message = fc.oneof(textNear(10), textNear(1000));
  expectAgreement<CeoFeedbackValues, ReturnType<typeof feedbackOf>>({
    form: ceoFeedbackSchema,
    lender: ceoFeedbackBody,
    answers: fc.record({ topic, message, marketingConsent: fc.constantFrom('yes', 'no', '') }),
    toBody: (values) => feedbackOf(values, '/account/heloc/dashboard'),
    bodies: fc.record({ topic, message, marketingConsent: fc.boolean() }) as never,
    shown: (body) => ({
      topic: body.topic as CeoFeedbackValues['topic'],
      message: body.message,
      marketingConsent: body.marketingConsent ? 'yes' : 'no',
    }),
  });
});

test('signing/additional: the signer invited', () => {
  const answers = fc.record({ firstName: textNear(64), lastName: textNear(64), email });
  expectAgreement<SignerValues, SignerValues>({
    form: signerSchema(null),
    lender: inviteSignerBody(() => false),
    answers,
    toBody: signerBody,
    bodies: answers,
    shown: (body) => body,
  });
});

describe('register: the home, the income and the person, in each seeded organisation', () => {
  const orgs = seedOrgs();
  const TODAY = new Date();
  const REFERRER = '3f0c4b1e-5d2a-4c8e-9b7f-1a2b3c4d5e6f';
  const PASSWORD = 'correct horse battery';
  const state = fc.constantFrom(...US_STATE_CODES, '', 'XX');
  const zip = fc.oneof(digits(4, 6), digits(9, 9), fc.constantFrom('', '94103-1234', '94103 1234'));
  const income = typedAmount(amounts([0, 100_000_000], 120_000_000));
  const birth = fc
    .date({ min: new Date(1895, 0, 1), max: new Date(TODAY.getTime() + 86_400_000) })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) =>
      [date.getMonth() + 1, date.getDate(), date.getFullYear()]
        .map((part, i) => String(part).padStart(i === 2 ? 4 : 2, '0'))
        .join('/'),
    );
  const answers = fc.record({
    street1: textNear(128),
    city: textNear(64),
    state,
    zip,
    annualIncome: income,
    firstName: textNear(128),
    lastName: textNear(128),
    dateOfBirth: fc.oneof(birth, fc.constantFrom('', '02/30/1985', '13/01/1985')),
    email,
    phone: typedPhone,
  });
  type Answers = typeof answers extends fc.Arbitrary<infer A> ? A : never;
  const kept = (a: Answers): RegistrationAnswers => ({
    'property-info': {
      address: { street1: a.street1, city: a.city, state: a.state as never, zip: a.zip },
    },
    'sale-status': { planToSell: 'no' },
    'income-info': { annualIncome: a.annualIncome, employmentType: EMPLOYMENT_TYPES[0] },
    name: { firstName: a.firstName, middleName: '', lastName: a.lastName },
    birthdate: { dateOfBirth: a.dateOfBirth },
    'contact-info': { email: a.email, phone: a.phone },
  });

  test.each(ORG_CODES.map((code) => [code]))('%s', (code) => {
    const org = orgs.find((candidate) => candidate.code === code)!;
    const rules = newApplicationRules(org);
    const schemas = stepSchemas(org.licences);
    const lender = registerBody(rules, TODAY);
    const referrer = rules.referrerRequired ? REFERRER : null;
    const pages = Object.entries(schemas) as [keyof typeof schemas, AnySchema][];
    /** The answers' errors on every page, by the body's field. */
    const formSays = (a: Answers) => {
      const answered = kept(a);
      const errors: Record<string, string> = {};
      for (const [page, schema] of pages) {
        const pageErrors = formErrors(schema, answered[page] as object);
        for (const [path, message] of Object.entries(pageErrors)) errors[path] = message;
      }
      return errors;
    };
    const bodyOf = (a: Answers) =>
      registrationRequest({
        answers: kept(a),
        knownContact: null,
        password: PASSWORD,
        referrer,
      });
    expect(
      formErrors(loginInfoSchema, {
        password: PASSWORD,
        confirmPassword: PASSWORD,
        softCreditConsent: true,
        esignConsent: true,
      }),
    ).toEqual({});
    fc.assert(
      fc.property(answers, (a) => {
        const body = bodyOf(a);
        const formErrs = formSays(a);
        if (Object.keys(formErrs).length === 0) {
          // What the form takes, the lender takes.
          expect(body).not.toBeNull();
          expect(lenderErrors(lender, body!)).toEqual({});
          return;
        }
        // A body the form refuses, as it would read: the lender refuses it too, in the same words
        // for the fields both check.
        if (body === null) return;
        const lenderSays = lenderErrors(lender, body);
        expect(Object.keys(lenderSays).length).toBeGreaterThan(0);
        for (const [path, message] of Object.entries(formErrs)) {
          if (path in lenderSays) expect([path, message]).toEqual([path, lenderSays[path]]);
        }
      }),
      { numRuns: 200 },
    );
    // What the lender takes, the form takes: a body made of answers the form shows as sent.
    fc.assert(
      fc.property(answers, (a) => {
        const body = bodyOf(a);
        if (body === null || Object.keys(lenderErrors(lender, body)).length > 0) return;
        expect(formSays(a)).toEqual({});
      }),
      { numRuns: 200 },
    );
  });
});
