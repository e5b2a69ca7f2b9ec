import { signerPlace } from '../../src/features/signer/signerPlace';
import { APPLICATION_UUID, makeApplication, PROFILE_UUID } from '../support/fixtures';

const OTHER = '0c0c0c0c-0c0c-4c0c-8c0c-0c0c0c0c0c0c';
const signedFor = (overrides: Parameters<typeof makeApplication>[0] = {}) =>
  makeApplication({
    additionalSignerVersion: 'v1',
    helocSigners: [{ identityUuid: PROFILE_UUID }],
    coDeedStatus: 'PENDING',
    ...overrides,
  });

test('a signing not finished starts at intro, on the application that lists the signer', () => {
  const notTheirs = makeApplication({ uuid: OTHER, coDeedStatus: 'COMPLETE' });
  expect(signerPlace([notTheirs, signedFor()], PROFILE_UUID)).toEqual({
    step: 'intro',
    applicationUuid: APPLICATION_UUID,
    rule: 'signing not finished',
  });
});

test('a CO_DEEDER account that is not listed takes the first application it sees', () => {
  const seen = makeApplication({ uuid: OTHER, coDeedStatus: 'PENDING' });
  expect(signerPlace([seen], PROFILE_UUID)).toMatchObject({
    step: 'intro',
    applicationUuid: OTHER,
  });
});

test('a finished co-deed goes to documents; a cancelled application to cancelled', () => {
  expect(signerPlace([signedFor({ coDeedStatus: 'COMPLETE' })], PROFILE_UUID).step).toBe(
    'documents',
  );
  expect(
    signerPlace([signedFor({ state: 'CANCELLED', coDeedStatus: 'COMPLETE' })], PROFILE_UUID).step,
  ).toBe('cancelled');
});

test('no application is the signer error page', () => {
  expect(signerPlace([], PROFILE_UUID)).toEqual({
    step: 'error',
    applicationUuid: null,
    rule: 'no application to sign',
  });
});
