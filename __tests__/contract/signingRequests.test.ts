/** @jest-environment node */
import {
  inviteSignerBody,
  notarySessionBody,
  SIGNATURE_MESSAGE,
  signBody,
} from '../../src/contract/signingRequests';
import { parseBody } from '../../src/sandbox/bodies';
import { problemOf, errorsOf } from '../support/requestBodies';
import { EMAIL_MESSAGES } from '../../src/contract/contactDetails';
import { SIGNATURE_MESSAGES, SIGNER_MESSAGES } from '../../src/contract/signature';
import { i18n } from '../../src/lib/i18n';

const DOCS = ['0a3e0c4e-8a5b-4c1e-9d1a-2f1b6f3c7d01', '0a3e0c4e-8a5b-4c1e-9d1a-2f1b6f3c7d02'];
const sign = signBody({
  isSignature: (typed) => typed.replace(/\s+/g, '').toLowerCase() === 'adalovelace',
  documents: DOCS,
});

describe('signBody', () => {
  test('the name as typed and every document (any case) are read', () => {
    expect(
      parseBody(sign, {
        signatureName: ' ada  Lovelace ',
        documents: DOCS.map((d) => d.toUpperCase()),
      }),
    ).toEqual({ signatureName: ' ada  Lovelace ', documents: DOCS });
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    [
      'another name',
      { signatureName: 'Nobody', documents: DOCS },
      'signatureName',
      i18n._(SIGNATURE_MESSAGE),
    ],
    [
      'a name that is not text',
      { signatureName: 5, documents: DOCS },
      'signatureName',
      i18n._(SIGNATURE_MESSAGES.required),
    ],
    [
      'a name over 256 characters',
      { signatureName: `Ada Lovelace${' '.repeat(250)}`, documents: DOCS },
      'signatureName',
      i18n._(SIGNATURE_MESSAGES.tooLong),
    ],
    [
      'no documents',
      { signatureName: 'Ada Lovelace' },
      'documents',
      'Read and sign every document',
    ],
    [
      'some of the documents',
      { signatureName: 'Ada Lovelace', documents: [DOCS[0], DOCS[0]] },
      'documents',
      'Read and sign every document',
    ],
    [
      'a document that is not one of them',
      { signatureName: 'Ada Lovelace', documents: [DOCS[0], 'nope'] },
      'documents.1',
      'This is not one of your closing documents',
    ],
    [
      'an unknown field',
      { signatureName: 'Ada Lovelace', documents: DOCS, x: 1 },
      'x',
      'Unknown field x; allowed: signatureName, documents',
    ],
  ])('refuses %s', (_name, body, field, message) => {
    expect(problemOf(sign, body)).toEqual([field, message]);
  });

  test('an unknown document is said, not "every document"', () => {
    expect(
      errorsOf(sign, { signatureName: 'x', documents: [7, DOCS[0]] }).map((p) => [
        p.field,
        p.message,
      ]),
    ).toEqual([
      ['signatureName', i18n._(SIGNATURE_MESSAGE)],
      ['documents.0', 'This is not one of your closing documents'],
    ]);
  });
});

describe('inviteSignerBody', () => {
  const invite = inviteSignerBody((email) => email === 'taken@example.com');
  const good = { firstName: ' Sam ', lastName: ' Haddad ', email: ' Sam@Example.com ' };

  test('names trimmed, the e-mail in lower case', () => {
    expect(parseBody(invite, good)).toEqual({
      firstName: 'Sam',
      lastName: 'Haddad',
      email: 'sam@example.com',
    });
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    ['no first name', { firstName: ' ' }, 'firstName', i18n._(SIGNER_MESSAGES.firstName)],
    [
      'a first name over 64 characters',
      { firstName: 'f'.repeat(65) },
      'firstName',
      'First name must be 64 characters or fewer',
    ],
    ['no last name', { lastName: undefined }, 'lastName', i18n._(SIGNER_MESSAGES.lastName)],
    [
      'a last name over 64 characters',
      { lastName: 'l'.repeat(65) },
      'lastName',
      'Last name must be 64 characters or fewer',
    ],
    ['no e-mail', { email: 3 }, 'email', i18n._(SIGNER_MESSAGES.email.required)],
    [
      'an e-mail in the wrong format',
      { email: 'sam@example' },
      'email',
      i18n._(EMAIL_MESSAGES.invalid),
    ],
    [
      'an e-mail with an account',
      { email: 'Taken@example.com' },
      'email',
      'This email address already has an account. Enter another one',
    ],
  ])('refuses %s', (_name, patch, field, message) => {
    expect(problemOf(invite, { ...good, ...patch })).toEqual([field, message]);
  });
});

test('notarySessionBody takes nothing but the call', () => {
  expect(parseBody(notarySessionBody, {})).toEqual({});
  expect(problemOf(notarySessionBody, { x: 1 })).toEqual(['x', 'Unknown field x; allowed: ']);
});
