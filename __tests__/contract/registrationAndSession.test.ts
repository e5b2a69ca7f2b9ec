/**
 * @jest-environment node
 */
import { readRegisterAnswer, readStartApplicationAnswer } from '../../src/contract/registration';
import { readRedirectAnswer } from '../../src/contract/session';

test('the registration answer needs both ids, and keeps only them', () => {
  expect(readRegisterAnswer({ jwt: 'j', applicationUuid: 'a', extra: 1 })).toEqual({
    jwt: 'j',
    applicationUuid: 'a',
  });
  for (const answer of [{ jwt: '', applicationUuid: 'a' }, { jwt: 'j' }, [], null]) {
    expect(() => readRegisterAnswer(answer)).toThrow(
      'The registration answer was not in the expected form',
    );
  }
  expect(readStartApplicationAnswer({ applicationUuid: 'a' })).toEqual({ applicationUuid: 'a' });
  expect(() => readStartApplicationAnswer({ applicationUuid: '' })).toThrow(
    'The new application answer was not in the expected form',
  );
});

test('the sign-in answer needs its redirect (empty is one)', () => {
  expect(readRedirectAnswer({ redirectUrl: '' })).toEqual({ redirectUrl: '' });
  expect(() => readRedirectAnswer({ redirectUrl: 3 })).toThrow(
    'The sign-in answer was not in the expected form',
  );
});
