import type { SignerProgress } from '../../src/features/signer/signerApi';
import {
  isAhead,
  signerPageOpen,
  signerPlace,
  type SignerStep,
  signerStepPath,
} from '../../src/features/signer/signerPlace';
import {
  APPLICATION_UUID,
  makeApplication,
  makeSignerProgress,
  PROFILE_UUID,
} from '../support/fixtures';

const OTHER = '0c0c0c0c-0c0c-4c0c-8c0c-0c0c0c0c0c0c';
const signedFor = (overrides: Parameters<typeof makeApplication>[0] = {}) =>
  makeApplication({
    additionalSignerVersion: 'v1',
    helocSigners: [{ identityUuid: PROFILE_UUID, name: null }],
    coDeedStatus: 'PENDING',
    ...overrides,
  });

/** The co-deed status answer with the signer's own progress on the application. */
const withProgress = (progress: Partial<SignerProgress>, applicationUuid = APPLICATION_UUID) => ({
  isCoDeeder: true,
  applications: [
    {
      applicationUuid,
      coDeedStatus: 'PENDING' as const,
      isSigner: true,
      signer: makeSignerProgress(progress),
    },
  ],
});

test('a signing not started is at intro, on the application that lists the signer', () => {
  const notTheirs = makeApplication({ uuid: OTHER, coDeedStatus: 'COMPLETE' });
  expect(signerPlace([notTheirs, signedFor()], PROFILE_UUID)).toEqual({
    step: 'intro',
    applicationUuid: APPLICATION_UUID,
    rule: 'signing not started',
  });
  expect(signerPlace([notTheirs, signedFor()], PROFILE_UUID, withProgress({})).step).toBe('intro');
});

test('a CO_DEEDER account that is not listed takes the first application it sees', () => {
  const seen = makeApplication({ uuid: OTHER, coDeedStatus: 'PENDING' });
  expect(signerPlace([seen], PROFILE_UUID)).toMatchObject({
    step: 'intro',
    applicationUuid: OTHER,
  });
});

test.each<[string, Partial<SignerProgress>, SignerStep]>([
  ['part of the ID sent', { identityDocuments: 1 }, 'identity'],
  ['the ID complete', { identityDocuments: 2, identityComplete: true, step: 'SIGN' }, 'sign'],
  [
    'signed: the notary session on the sign page',
    { identityComplete: true, signed: true, step: 'NOTARY' },
    'sign',
  ],
  [
    'notarized',
    { identityComplete: true, signed: true, notarized: true, step: 'DONE' },
    'documents',
  ],
  ['closed by the lender', { step: 'CLOSED' }, 'cancelled'],
  // The consent to electronic documents comes before any document (the intro asks for it).
  [
    'the ID complete, no consent to electronic documents yet',
    { identityDocuments: 2, identityComplete: true, step: 'SIGN', esignConsent: null },
    'intro',
  ],
  ['part of the ID sent, no consent yet', { identityDocuments: 1, esignConsent: null }, 'intro'],
  [
    'signed (before the consent was asked for)',
    { identityComplete: true, signed: true, step: 'NOTARY', esignConsent: null },
    'sign',
  ],
])('the signer’s own progress: %s goes to %s', (_name, progress, step) => {
  expect(signerPlace([signedFor()], PROFILE_UUID, withProgress(progress)).step).toBe(step);
});

test('progress on another application does not count', () => {
  const progress = withProgress({ identityComplete: true, signed: true }, OTHER);
  expect(signerPlace([signedFor()], PROFILE_UUID, progress).step).toBe('intro');
});

test('a finished co-deed goes to documents; a cancelled application to cancelled', () => {
  expect(signerPlace([signedFor({ coDeedStatus: 'COMPLETE' })], PROFILE_UUID).step).toBe(
    'documents',
  );
  expect(
    signerPlace([signedFor({ state: 'CANCELLED', coDeedStatus: 'COMPLETE' })], PROFILE_UUID).step,
  ).toBe('cancelled');
  expect(
    signerPlace(
      [signedFor({ state: 'CANCELLED' })],
      PROFILE_UUID,
      withProgress({ notarized: true, step: 'DONE' }),
    ).step,
  ).toBe('cancelled');
});

test('no application is the signer error page', () => {
  expect(signerPlace([], PROFILE_UUID)).toEqual({
    step: 'error',
    applicationUuid: null,
    rule: 'no application to sign',
  });
});

test('which pages are open at each place; the intro stays readable while the ID is under way', () => {
  const at = (step: SignerStep) => ({ step, applicationUuid: APPLICATION_UUID, rule: '' });
  expect(signerPageOpen('intro', at('identity'))).toBeNull();
  expect(signerPageOpen('identity', at('intro'))).toBeNull();
  expect(signerPageOpen('sign', at('intro'))).toBe('intro');
  expect(signerPageOpen('identity', at('sign'))).toBe('sign');
  expect(signerPageOpen('sign', at('sign'))).toBeNull();
  expect(signerPageOpen('sign', at('documents'))).toBe('documents');
  expect(signerPageOpen('documents', at('sign'))).toBe('sign');
  expect(signerPageOpen('cancelled', at('intro'))).toBe('intro');
  expect(signerPageOpen('sign', at('cancelled'))).toBe('cancelled');
  expect(isAhead('sign', 'identity')).toBe(true);
  expect(isAhead('identity', 'sign')).toBe(false);
  expect(isAhead('cancelled', 'intro')).toBe(false);
  expect(signerStepPath('sign')).toBe('/account/heloc/heloc-signer/sign');
});
