import {
  contactAlreadyKnown,
  currentMainStepIndex,
  MAIN_STEP,
  mainProgressIndex,
  mainSteps,
  registrationPosition,
  registrationSteps,
  signerProgressIndex,
} from '../../src/features/progress/progressSteps';
import { fallbackDestination } from '../../src/features/routing/destinations';
import { FORWARD_MOVES, type LocalStep } from '../../src/features/routing/localStepMachine';
import { makeStore } from '../../src/app/store';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID } from '../support/fixtures';

// The steps' routes come from the route manifest, which the app provides with its store.
beforeAll(() => makeStore(undefined, { sideEffects: false }));

describe('mainProgressIndex: route step to main step, row by row', () => {
  test.each([
    ['start/profile', MAIN_STEP.BASIC_INFO],
    ['liens', MAIN_STEP.BASIC_INFO],
    ['credit/social', MAIN_STEP.BASIC_INFO],
    ['credit/error', MAIN_STEP.BASIC_INFO],
    ['review-app/incorrect-pin', MAIN_STEP.BASIC_INFO],
    ['review-app/uw', MAIN_STEP.BASIC_INFO],
    ['review-app/datatree', MAIN_STEP.BASIC_INFO],
    ['review-app/signdocs', MAIN_STEP.SIGN_DOCUMENTS],
    ['product/select', MAIN_STEP.SELECT_OFFER],
    ['product/assets', MAIN_STEP.SELECT_OFFER],
    ['product/prequal-winback', MAIN_STEP.SELECT_OFFER],
    ['start/contact', MAIN_STEP.PROVIDE_MORE_INFO],
    ['start/hmda', MAIN_STEP.PROVIDE_MORE_INFO],
    ['start/app-summary', MAIN_STEP.PROVIDE_MORE_INFO],
    ['income/review', MAIN_STEP.LINK_INCOME_SOURCES],
    ['income/upload/MANUAL_PAYSTUB', MAIN_STEP.LINK_INCOME_SOURCES],
    ['income/employer-verification', MAIN_STEP.LINK_INCOME_SOURCES],
    ['bank/disburse', MAIN_STEP.VERIFY_IDENTITY],
    ['bank/autopay-manual', MAIN_STEP.VERIFY_IDENTITY],
    ['bpo/condition', MAIN_STEP.VERIFY_IDENTITY],
    ['bpo/estimate-value', MAIN_STEP.VERIFY_IDENTITY],
    ['payoff/hold', MAIN_STEP.LINK_INCOME_SOURCES],
    ['hold', MAIN_STEP.VERIFY_IDENTITY],
    ['identity', MAIN_STEP.VERIFY_IDENTITY],
    ['conditions', MAIN_STEP.VERIFY_IDENTITY],
    ['conditions/upload-document', MAIN_STEP.VERIFY_IDENTITY],
    ['signing/intro', MAIN_STEP.SIGN_DOCUMENTS],
    ['signing/additional', MAIN_STEP.SIGN_DOCUMENTS],
    ['document/disclosures', MAIN_STEP.SIGN_DOCUMENTS],
    ['merchant/lien-attestation', MAIN_STEP.SIGN_DOCUMENTS],
    ['notary/intro', MAIN_STEP.NOTARY],
    ['notary/reserve-manual', MAIN_STEP.NOTARY],
    ['insurance/upload', MAIN_STEP.NOTARY],
    // Funded and funding: the notary is behind the borrower, every step is done.
    ['complete', MAIN_STEP.NOTARY + 1],
    ['error/decline', null],
    ['error/timeout', null],
    ['', null],
    ['start', null],
    ['somewhere-else', null],
    ['liens-extra', null],
    ['/product/select/', MAIN_STEP.SELECT_OFFER],
  ])('%p is step %p', (step, expected) => {
    expect(mainProgressIndex(step)).toBe(expected);
  });
});

test('the panel never steps back along the local step machine: each forward move keeps or advances it', () => {
  const stepOf = (local: LocalStep) =>
    mainProgressIndex(fallbackDestination(local, null, null).step);
  const backwards = FORWARD_MOVES.flatMap((move) =>
    (move.from === 'any' ? [] : move.from).flatMap((from) => {
      const before = stepOf(from);
      const after = stepOf(move.to);
      return before !== null && after !== null && after < before
        ? [`${move.name}: ${from} (${before}) to ${move.to} (${after})`]
        : [];
    }),
  );
  expect(backwards).toEqual([]);
});

test('the main steps end with the notary step named by the notary kind', () => {
  expect(mainSteps(false).map((s) => i18n._(s.label))).toEqual([
    'Basic Info',
    'Select Offer',
    'Provide More Info',
    'Link Income Sources',
    'Verify Identity',
    'Sign Documents',
    'Talk to eNotary',
  ]);
  expect(i18n._(mainSteps(true).at(-1)!.label)).toBe('Schedule Notary Session');
});

test('currentMainStepIndex: the decision for this application first, else the page', () => {
  const decision = (step: string | null, applicationUuid = APPLICATION_UUID) => ({
    applicationUuid,
    step,
  });
  const current = (lastDecision: ReturnType<typeof decision> | null, pageStep: string | null) =>
    currentMainStepIndex({ applicationUuid: APPLICATION_UUID, lastDecision, pageStep });
  expect(current(null, 'liens')).toBe(MAIN_STEP.BASIC_INFO);
  expect(current(decision('identity'), 'liens')).toBe(MAIN_STEP.VERIFY_IDENTITY);
  expect(current(decision('error/decline'), 'liens')).toBeNull();
  expect(current(decision(null), 'liens')).toBe(MAIN_STEP.BASIC_INFO);
  expect(current(decision('identity', 'other'), 'liens')).toBe(MAIN_STEP.BASIC_INFO);
  expect(current(null, null)).toBeNull();
});

describe('registration', () => {
  test('Contact Info is omitted only with both an e-mail and a phone number', () => {
    expect(contactAlreadyKnown(null)).toBe(false);
    expect(contactAlreadyKnown({ email: 'a@example.com', phoneNumbers: [] })).toBe(false);
    expect(contactAlreadyKnown({ email: '', phoneNumbers: [{ number: '9165550142' }] })).toBe(
      false,
    );
    expect(
      contactAlreadyKnown({ email: 'a@example.com', phoneNumbers: [{ number: '9165550142' }] }),
    ).toBe(true);
    expect(contactAlreadyKnown({ email: 'a@example.com', phoneNumber: '9165550142' })).toBe(true);
  });

  test.each([
    ['?step=property-info', 0, 0],
    ['?step=sale-status', 0, 1],
    ['?step=income-info', 1, null],
    ['?step=name', 2, 0],
    ['?step=birthdate', 2, 1],
    ['?step=contact-info', 3, null],
    ['?step=login-info', 4, null],
    ['', 0, 0],
    ['?step=unknown', null, null],
  ])('%p marks step %p, sub-step %p', (search, current, currentSubStep) => {
    expect(registrationPosition(search, registrationSteps(false))).toEqual({
      current,
      currentSubStep,
    });
  });

  test('without Contact Info, login-info is the fourth step and contact-info marks none', () => {
    const steps = registrationSteps(true);
    expect(registrationPosition('?step=login-info', steps)).toEqual({
      current: 3,
      currentSubStep: null,
    });
    expect(registrationPosition('?step=contact-info', steps)).toEqual({
      current: null,
      currentSubStep: null,
    });
  });
});

test.each([
  ['/account/heloc/heloc-signer', 0],
  ['/account/heloc/heloc-signer/login', 0],
  ['/account/heloc/heloc-signer/resume', 0],
  ['/account/heloc/heloc-signer/identity', 0],
  ['/account/heloc/heloc-signer/conditions/identity', 0],
  ['/account/heloc/heloc-signer/intro', 0],
  ['/account/heloc/heloc-signer/sign', 1],
  ['/account/heloc/heloc-signer/documents', 2],
  ['/account/heloc/heloc-signer/conditions', 1],
  ['/account/heloc/heloc-signer/conditions/upload-document', 1],
  ['/account/heloc/heloc-signer/cancelled', null],
  ['/account/heloc/heloc-signer/error', null],
  [`/account/heloc/${APPLICATION_UUID}/identity`, null],
])('signer route %p marks step %p', (pathname, expected) => {
  expect(signerProgressIndex(pathname)).toBe(expected);
});
