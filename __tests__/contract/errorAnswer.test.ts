/** @jest-environment node */
import fc from 'fast-check';
import { answeredFailure } from '../../src/api/errors';
import { ERROR_CODES, type ErrorAnswered, readErrorAnswer } from '../../src/contract/errorAnswer';
import { mapServerErrors } from '../../src/forms/serverErrors';
import { UNEXPECTED_ERROR_MESSAGE } from '../../src/lib/errorMessages';
import { errorAnswerShortfalls } from '../support/conformance';

const NONE = { errors: [], message: null };

describe("the lender's error answer, read leniently", () => {
  test('each problem reads as its code, message and field; the field a dotted path', () => {
    expect(
      readErrorAnswer({
        errors: [
          { code: 'BAD_REQUEST', message: 'Say whether it is open', field: 'liens[0].open' },
          { code: 'WRONG_STEP', message: 'This step is not open for your application.' },
          { code: 'ESIGN_CONSENT_REQUIRED', message: 'Agree to sign electronically', field: null },
        ],
      }),
    ).toEqual({
      errors: [
        { code: 'BAD_REQUEST', message: 'Say whether it is open', field: 'liens.0.open' },
        { code: 'WRONG_STEP', message: 'This step is not open for your application.', field: null },
        { code: 'ESIGN_CONSENT_REQUIRED', message: 'Agree to sign electronically', field: null },
      ],
      message: null,
    });
  });

  test('a code the contract does not list reads as it came: its message and field still count', () => {
    expect(
      readErrorAnswer({
        errors: [{ code: 'SOMETHING_NEW', message: 'Try later', field: 'amount' }],
      }),
    ).toEqual({
      errors: [{ code: 'SOMETHING_NEW', message: 'Try later', field: 'amount' }],
      message: null,
    });
    expect(ERROR_CODES).not.toContain('SOMETHING_NEW');
  });

  test('parts of the wrong type read as none; texts are trimmed; a bare text is a message', () => {
    expect(
      readErrorAnswer({
        errors: [
          { code: 5, message: 7, field: 9 },
          { code: 'FILE_TYPE', message: '  The file must be a PDF, JPG or PNG ', field: '  ' },
          '  Account locked. ',
          {},
        ],
        message: 'unauthenticated',
        extra: true,
      }),
    ).toEqual({
      errors: [
        { code: null, message: '', field: null },
        { code: 'FILE_TYPE', message: 'The file must be a PDF, JPG or PNG', field: null },
        { code: null, message: 'Account locked.', field: null },
        { code: null, message: '', field: null },
      ],
      message: 'unauthenticated',
    });
  });

  test.each<[string, unknown, unknown]>([
    ['no body', undefined, NONE],
    ['null', null, NONE],
    ['a number', 42, NONE],
    ['a list', [{ code: 'BAD_REQUEST', message: 'x' }], NONE],
    ['an object without errors', { status: 500 }, NONE],
    ['errors that are not a list', { errors: { code: 'BAD_REQUEST', message: 'x' } }, NONE],
    ['entries that are not problems', { errors: [42, null, [], true] }, NONE],
    ['a message of the wrong type', { message: 403 }, NONE],
    ['plain text (the gateway)', 'invalid signature', { errors: [], message: 'invalid signature' }],
  ])('a malformed answer (%s) names no problem', (_, body, read) => {
    expect(readErrorAnswer(body)).toEqual(read);
  });

  test('whatever the body, reading it never throws, and the failure is one a form can show', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.anything(), (status, body) => {
        const { error } = answeredFailure(status, '', body);
        expect(typeof error.message).toBe('string');
        expect(error.message.length).toBeGreaterThan(0);
        expect(() => mapServerErrors(error, ['amount', 'liens.0.open'])).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const { error } = answeredFailure(400, '', { errors: [body] });
        expect(error.problems.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  test('a failure without usable messages says "Something unexpected happened"', () => {
    for (const body of [null, {}, { errors: [] }, { errors: [{ code: 'BAD_REQUEST' }] }]) {
      expect(answeredFailure(400, '', body).error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    }
  });
});

describe('the failure the request layer hands on', () => {
  test('carries the problems in order and the first message of each field', () => {
    const { error } = answeredFailure(400, 'Bad Request', {
      errors: [
        { code: 'BAD_REQUEST', message: 'First', field: 'routingNumber' },
        { code: 'BAD_REQUEST', message: 'Second', field: 'routingNumber' },
        { code: 'BAD_REQUEST', message: 'Open?', field: 'liens[1].open' },
        { code: 'BAD_REQUEST', message: '', field: 'accountNumber' },
        { code: 'WRONG_STEP', message: 'Not now' },
      ],
    });
    expect(error.fieldErrors).toEqual({ routingNumber: 'First', 'liens.1.open': 'Open?' });
    expect(error.problems.map(({ code }) => code)).toEqual([
      'BAD_REQUEST',
      'BAD_REQUEST',
      'BAD_REQUEST',
      'BAD_REQUEST',
      'WRONG_STEP',
    ]);
    expect(error.message).toBe('First, Second, Open?, Not now.');
  });
});

describe('what the sandbox lender answers', () => {
  test('an answer built as the contract types it conforms to the schema the app reads it with', () => {
    const answers: ErrorAnswered[] = [
      { errors: [{ code: 'BAD_REQUEST', message: 'Enter an amount', field: 'amount' }] },
      { errors: [{ code: 'WRONG_STEP', message: 'This step is not open for your application.' }] },
      { errors: [{ code: 'CREDIT_STILL_FROZEN', message: 'Still frozen', field: null }] },
      {
        message: 'unauthenticated',
        errors: [{ code: 'UNAUTHENTICATED', message: 'unauthenticated' }],
      },
    ];
    for (const answer of answers) expect(errorAnswerShortfalls(answer)).toEqual([]);
  });

  test('the check catches what the app would read otherwise, and a code not listed', () => {
    expect(errorAnswerShortfalls({ errors: [{ code: 'SOMETHING_NEW', message: 'm' }] })).toEqual([
      'a code the contract does not list: "SOMETHING_NEW"',
    ]);
    expect(errorAnswerShortfalls({ errors: ['Bare text'] })).not.toEqual([]);
    expect(errorAnswerShortfalls({ errors: [{ code: 'X', message: 5 }] })).not.toEqual([]);
    expect(
      errorAnswerShortfalls({
        errors: [{ code: 'BAD_REQUEST', message: 'm', field: 'liens[0].open' }],
      }),
    ).not.toEqual([]);
  });
});
