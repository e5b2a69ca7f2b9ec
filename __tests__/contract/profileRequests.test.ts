/** @jest-environment node */
import {
  brokerLoginBody,
  ceoFeedbackBody,
  phoneNumberBody,
  SIGN_IN_INCOMPLETE,
  signInBody,
} from '../../src/contract/profileRequests';
import { type BodyOptions, parseBody } from '../../src/sandbox/bodies';
import { problemOf, errorsOf } from '../support/requestBodies';
import { CEO_FEEDBACK_MESSAGES } from '../../src/contract/ceoFeedback';
import { PHONE_MESSAGES } from '../../src/contract/contactDetails';
import { i18n } from '../../src/lib/i18n';

const PROFILE: BodyOptions = { code: 'VALIDATION_ERROR' };

describe('phoneNumberBody', () => {
  test.each(['5550100123', '(555) 010-0123', '+1 555 010 0123', '15550100123'])(
    'reads %p as its 10 digits',
    (phoneNumber) => {
      expect(parseBody(phoneNumberBody, { phoneNumber }, PROFILE)).toEqual({
        phoneNumber: '5550100123',
      });
    },
  );

  test.each([
    [undefined, i18n._(PHONE_MESSAGES.required)],
    [5, i18n._(PHONE_MESSAGES.required)],
    ['  ', i18n._(PHONE_MESSAGES.required)],
    ['abc', i18n._(PHONE_MESSAGES.invalid)],
    ['555010012', i18n._(PHONE_MESSAGES.invalid)],
  ])('refuses %p', (phoneNumber, message) => {
    expect(errorsOf(phoneNumberBody, { phoneNumber }, PROFILE)).toEqual([
      { code: 'VALIDATION_ERROR', field: 'phoneNumber', message },
    ]);
  });
});

describe('ceoFeedbackBody', () => {
  const good = {
    message: 'The offer page was very clear.',
    topic: 'Give us a compliment',
    marketingConsent: false,
  };

  test('a topic by its label is read as its name; other fields are left out', () => {
    expect(parseBody(ceoFeedbackBody, { ...good, extra: 1 }, PROFILE)).toEqual({
      ...good,
      topic: 'GIVE_US_A_COMPLIMENT',
      applicationUuid: null,
      pathname: null,
      productType: null,
    });
    const sent = {
      ...good,
      topic: 'IMPROVE_OUR_PRODUCT',
      applicationUuid: '1b671a64-40d5-491e-99b0-da01ff1f3341',
      pathname: '/account/heloc/x',
      productType: 'HELOC',
    };
    expect(parseBody(ceoFeedbackBody, sent, PROFILE)).toEqual(sent);
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    ['no topic', { topic: ' ' }, 'topic', i18n._(CEO_FEEDBACK_MESSAGES.topic)],
    ['another topic', { topic: 'toString' }, 'topic', i18n._(CEO_FEEDBACK_MESSAGES.topic)],
    ['no message', { message: '   ' }, 'message', i18n._(CEO_FEEDBACK_MESSAGES.message)],
    [
      '9 characters',
      { message: '  123456789  ' },
      'message',
      i18n._(CEO_FEEDBACK_MESSAGES.tooShort),
    ],
    [
      '1001 characters',
      { message: 'x'.repeat(1001) },
      'message',
      i18n._(CEO_FEEDBACK_MESSAGES.tooLong),
    ],
    [
      'no consent answer',
      { marketingConsent: 'yes' },
      'marketingConsent',
      i18n._(CEO_FEEDBACK_MESSAGES.marketingConsent),
    ],
    [
      'an application id that is not one',
      { applicationUuid: 'x' },
      'applicationUuid',
      'Must be an application id',
    ],
    ['a path that is not text', { pathname: 5 }, 'pathname', 'Must be a path'],
    ['another product', { productType: 'HELOAN' }, 'productType', 'Must be HELOC'],
  ])('refuses %s', (_name, patch, field, message) => {
    expect(problemOf(ceoFeedbackBody, { ...good, ...patch }, PROFILE)).toEqual([field, message]);
  });

  test('every problem at once, in order, as VALIDATION_ERROR', () => {
    expect(errorsOf(ceoFeedbackBody, { message: 'too short', topic: 'Other' }, PROFILE)).toEqual([
      {
        code: 'VALIDATION_ERROR',
        field: 'topic',
        message: i18n._(CEO_FEEDBACK_MESSAGES.topic),
      },
      {
        code: 'VALIDATION_ERROR',
        field: 'message',
        message: i18n._(CEO_FEEDBACK_MESSAGES.tooShort),
      },
      {
        code: 'VALIDATION_ERROR',
        field: 'marketingConsent',
        message: i18n._(CEO_FEEDBACK_MESSAGES.marketingConsent),
      },
    ]);
  });
});

describe('signInBody', () => {
  test('an e-mail and a password; other fields are left out', () => {
    expect(parseBody(signInBody, { email: 'a@b.co', password: 'p', rememberMe: true })).toEqual({
      email: 'a@b.co',
      password: 'p',
    });
  });

  test.each([
    {},
    { email: ' ', password: 'p' },
    { email: 'a@b.co', password: '' },
    { password: 5 },
  ])('refuses %p with its one message, the password not in it', (body) => {
    const problems = errorsOf(signInBody, body);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.message === i18n._(SIGN_IN_INCOMPLETE))).toBe(true);
  });
});

test('brokerLoginBody refuses nothing: a value that is not text reads as absent', () => {
  expect(
    parseBody(brokerLoginBody, {
      applicationName: 'heloc',
      organizationCode: 'partner',
      mode: 'LOGIN',
      orgCode: 5,
      redirectUrl: ['/x'],
      telemetryTrackingId: 't1',
    }),
  ).toEqual({ applicationName: 'heloc', organizationCode: 'partner', mode: 'LOGIN' });
});
