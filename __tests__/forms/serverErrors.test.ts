import { answeredFailure } from '../../src/api/errors';
import { fieldPathOf } from '../../src/contract/errorAnswer';
import { fieldPathsOf, mapServerErrors } from '../../src/forms/serverErrors';
import { errorItems } from '../../src/forms/errorItems';

const FIELDS = fieldPathsOf({
  routingNumber: '',
  accountNumber: '',
  liens: [{ uuid: 'l-1', open: null }],
});

/** A failed call as the request layer hands it on. */
const answered = (status: number, body: unknown) => answeredFailure(status, '', body).error;
const badRequest = (errors: unknown) => answered(400, { errors });

describe('mapServerErrors', () => {
  it('puts each 400 error that names a form field on that field', () => {
    expect(
      mapServerErrors(
        badRequest([
          { code: 'BAD_REQUEST', message: 'Enter a valid routing number', field: 'routingNumber' },
          { code: 'BAD_REQUEST', message: 'Account number is too short', field: 'accountNumber' },
        ]),
        FIELDS,
      ),
    ).toEqual({
      fieldErrors: {
        routingNumber: 'Enter a valid routing number',
        accountNumber: 'Account number is too short',
      },
      formMessages: [],
      validation: true,
    });
  });

  it('keeps the first message of a field, and reads nested paths in either notation', () => {
    const mapped = mapServerErrors(
      badRequest([
        { message: 'First', field: 'routingNumber' },
        { message: 'Second', field: 'routingNumber' },
        { message: 'Say whether it is open', field: 'liens[0].open' },
      ]),
      FIELDS,
    );
    expect(mapped.fieldErrors).toEqual({
      routingNumber: 'First',
      'liens.0.open': 'Say whether it is open',
    });
  });

  it('leaves errors without a field, or with a field the form lacks, to the whole form', () => {
    const mapped = mapServerErrors(
      badRequest([
        { code: 'BAD_REQUEST', message: 'Unknown field ssn', field: 'ssn' },
        { code: 'CONFLICT', message: 'The application has moved on' },
        'A bare message',
        { code: 'X' },
        { message: '   ' },
      ]),
      FIELDS,
    );
    expect(mapped).toEqual({
      fieldErrors: {},
      formMessages: ['Unknown field ssn', 'The application has moved on', 'A bare message'],
      validation: true,
    });
  });

  it.each([
    ['a 500', answered(500, { errors: [{ message: 'Boom', field: 'routingNumber' }] })],
    ['a timeout', { status: 'TIMEOUT_ERROR', data: null, message: 'Response was not defined' }],
    ['a 400 without errors', answered(400, { message: 'Bad' })],
    ['a 400 with an empty list', badRequest([])],
    ['a thrown Error', new Error('No application is open')],
    ['nothing', undefined],
  ])('maps nothing onto fields for %s', (_name, error) => {
    expect(mapServerErrors(error, FIELDS)).toEqual({
      fieldErrors: {},
      formMessages: [],
      validation: false,
    });
  });
});

describe('paths', () => {
  it('lists every path of the values, parents included', () => {
    expect(FIELDS).toEqual([
      'routingNumber',
      'accountNumber',
      'liens',
      'liens.0',
      'liens.0.uuid',
      'liens.0.open',
    ]);
  });

  it.each([
    ['liens[0].open', 'liens.0.open'],
    ['liens.0.open', 'liens.0.open'],
    [' accountNumber ', 'accountNumber'],
    ['[1].x', '1.x'],
  ])('normalises %s to %s', (path, expected) => {
    expect(fieldPathOf(path)).toBe(expected);
  });
});

describe('errorItems', () => {
  it('lists nested errors in the order of the form, unknown names last', () => {
    expect(
      errorItems(
        {
          zebra: 'Z',
          accountType: 'Select one',
          liens: [undefined, { open: 'Say' }],
          routingNumber: 'R',
        },
        ['routingNumber', 'liens', 'accountType'],
      ),
    ).toEqual([
      { name: 'routingNumber', message: 'R' },
      { name: 'liens.1.open', message: 'Say' },
      { name: 'accountType', message: 'Select one' },
      { name: 'zebra', message: 'Z' },
    ]);
  });

  it('reads a list of errors with holes, as formik builds it when an earlier entry is valid', () => {
    // eslint-disable-next-line no-sparse-arrays
    const liens = [, { open: 'Select yes if the loan is still open' }];
    expect(errorItems({ liens }, ['liens'])).toEqual([
      { name: 'liens.1.open', message: 'Select yes if the loan is still open' },
    ]);
  });
});
