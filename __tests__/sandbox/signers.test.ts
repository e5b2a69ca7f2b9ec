/** @jest-environment node */
/**
 * The additional signer's own part (docs/journey.md, "The additional signer"; signers.ts):
 * the borrower's write calls answer the invited signer, record the signer's progress in order,
 * never move the borrower's state until every signer has finished, and then complete the co-deed.
 */
import type { HelocApplication } from '../../src/features/application';
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import { SIGNATURE_MESSAGE } from '../../src/contract/signingRequests';
import type { SignerProgress } from '../../src/sandbox/signers';
import { makeSignerProgress } from '../support/fixtures';
import { sharedSandbox, type Who } from './helpers';
import { APP, expectErrors, stored } from './journeySupport';
import { answerOf, ESIGN_CONSENT, inviteSigner, uploadId, writeAs } from './signerSupport';
import { i18n } from '../../src/lib/i18n';

const sandbox = sharedSandbox();

const CO_DEED_STATUS = `${APP}/co-deed/status`;
const WRONG_STEP = {
  errors: [{ code: 'WRONG_STEP', message: 'This step is not open for your application.' }],
};

/** The borrower at NOTE_SIGNING (the closing documents ready). */
const borrowerAtSigning = () => sandbox.applicant({ state: 'NOTE_SIGNING' });

const write = (who: Who, method: string, step: string, body: unknown = {}) =>
  writeAs(sandbox, who, method, step, body);
const upload = (who: Who, type: string) => uploadId(sandbox, who, type);
const ok = <T = HelocApplication>(response: Response, status = 200) =>
  answerOf<T>(response, status);

async function expectWrongStep(response: Response) {
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual(WRONG_STEP);
}

/** The borrower invites a signer; the signer signs in with the password only the control API shows. */
const invite = (borrower: Who, firstName: string, lastName: string) =>
  inviteSigner(sandbox, borrower, { firstName, lastName });

/** The signer's own progress on the application, as co-deed/status answers it to them. */
async function progressOf(signer: Who): Promise<SignerProgress | null> {
  const answer = await sandbox.json<{
    applications: { applicationUuid: string; signer: SignerProgress | null }[];
  }>(CO_DEED_STATUS, { token: signer.jwt });
  return answer.applications.find((a) => a.applicationUuid === signer.applicationUuid)!.signer;
}

interface Closing {
  documents: { uuid: string; signed: boolean }[];
}

async function signAll(who: Who, signatureName: string) {
  const { documents } = await sandbox.json<Closing>(
    `${APP}/${who.applicationUuid}/closing-documents`,
    {
      token: who.jwt,
    },
  );
  return write(who, 'POST', 'sign', { signatureName, documents: documents.map((d) => d.uuid) });
}

test('a signer goes ID, signature, notary in order, on their own record; the last one moves the borrower on', async () => {
  const borrower = await borrowerAtSigning();
  const uuid = borrower.applicationUuid;
  const signer = await invite(borrower, 'Ben', 'Okafor');
  const before = await stored(sandbox, uuid);

  expect(await progressOf(signer)).toEqual(makeSignerProgress({ esignConsent: null }));
  // Out of order: nothing recorded.
  await expectWrongStep(await signAll(signer, 'Ben Okafor'));
  await expectWrongStep(await write(signer, 'POST', 'notary/session'));
  await expectWrongStep(await upload(signer, 'PAYSTUB'));

  // The ID, one side at a time: the signer's, not the borrower's documents; the state kept.
  const front = await ok<{ document: { type: string }; application: HelocApplication }>(
    await upload(signer, 'DRIVERS_LICENSE_FRONT'),
    201,
  );
  expect(front.document.type).toBe('DRIVERS_LICENSE_FRONT');
  expect(front.application.state).toBe('NOTE_SIGNING');
  expect(front.application.documents).toEqual(before.application.documents);
  expect(await progressOf(signer)).toMatchObject({
    identityDocuments: 1,
    identityComplete: false,
    step: 'IDENTITY',
  });
  await ok(await upload(signer, 'DRIVERS_LICENSE_BACK'), 201);
  expect(await progressOf(signer)).toMatchObject({ identityComplete: true, step: 'SIGN' });

  // The borrower signs meanwhile: CO_DEED_REQUIRED while the signer is not done.
  const borrowerName = before.profile.name!;
  const borrowerSigned = await ok(
    await signAll(borrower, `${borrowerName.firstName} ${borrowerName.lastName}`),
  );
  expect(borrowerSigned.state).toBe('CO_DEED_REQUIRED');

  // The signer reads the documents as not yet signed by them, and signs with their own name only.
  const seen = await sandbox.json<Closing>(`${APP}/${uuid}/closing-documents`, {
    token: signer.jwt,
  });
  expect(seen.documents.length).toBeGreaterThan(0);
  expect(seen.documents.every((d) => !d.signed)).toBe(true);
  // Not before their consent to electronic documents (docs/journey.md#the-e-sign-consent).
  const unconsented = await signAll(signer, 'Ben Okafor');
  expect(unconsented.status).toBe(409);
  expect(await unconsented.json()).toEqual({
    errors: [
      {
        code: 'ESIGN_CONSENT_REQUIRED',
        message:
          'Agree to receive documents and sign electronically before you sign. You can do it on the first page of your signing.',
        field: null,
      },
    ],
  });
  const [unticked] = await expectErrors(
    await write(signer, 'POST', 'esign-consent', { ...ESIGN_CONSENT, esignConsent: false }),
    400,
    ['esignConsent'],
  );
  expect(unticked?.message).toBe('Agree to receive documents and sign electronically to continue');
  await expectErrors(
    await write(signer, 'POST', 'esign-consent', { ...ESIGN_CONSENT, esignConsentVersion: '1999' }),
    400,
    ['esignConsentVersion'],
  );
  const asked = Date.now();
  const consented = await ok(await write(signer, 'POST', 'esign-consent', ESIGN_CONSENT));
  expect(consented.state).toBe('CO_DEED_REQUIRED');
  const consent = (await progressOf(signer))?.esignConsent;
  expect(consent).toEqual({
    type: 'ESIGN',
    acceptedAt: expect.any(String),
    version: ESIGN_CONSENT_VERSION,
  });
  expect(Date.parse(consent!.acceptedAt!)).toBeGreaterThanOrEqual(asked - 1000);
  // The borrower's own consents are theirs: the signer's is not among them.
  expect(consented.consents.filter((c) => c.type === 'ESIGN')).toHaveLength(1);

  const wrongName = await signAll(signer, `${borrowerName.firstName} ${borrowerName.lastName}`);
  const [problem] = await expectErrors(wrongName, 400, ['signatureName']);
  expect(problem?.message).toBe(i18n._(SIGNATURE_MESSAGE));
  await expectErrors(
    await write(signer, 'POST', 'sign', { signatureName: 'Ben Okafor', documents: [] }),
    400,
    ['documents'],
  );
  const signed = await ok(await signAll(signer, '  ben   OKAFOR '));
  expect(signed.state).toBe('CO_DEED_REQUIRED');
  expect(signed.coDeedStatus).toBe('PENDING');
  const afterSigning = await sandbox.json<Closing>(`${APP}/${uuid}/closing-documents`, {
    token: signer.jwt,
  });
  expect(afterSigning.documents.every((d) => d.signed)).toBe(true);
  expect(await progressOf(signer)).toMatchObject({ signed: true, step: 'NOTARY' });
  // Done steps are closed.
  await expectWrongStep(await upload(signer, 'DRIVERS_LICENSE_FRONT'));
  await expectWrongStep(await signAll(signer, 'Ben Okafor'));

  // The notary session: the signer is done, the co-deed COMPLETE, the borrower at the notary.
  await expectErrors(await write(signer, 'POST', 'notary/session', { camera: true }), 400, [
    'camera',
  ]);
  const finished = await ok(await write(signer, 'POST', 'notary/session'));
  expect(finished).toMatchObject({ state: 'NOTARY_DISCLOSURE', coDeedStatus: 'COMPLETE' });
  const after = await stored(sandbox, uuid);
  expect(after.status.disclosurelistNotaryReady).toBe(true);
  expect(after.signers).toEqual([expect.objectContaining({ done: true })]);
  expect(await progressOf(signer)).toMatchObject({ notarized: true, step: 'DONE' });
  await expectWrongStep(await write(signer, 'POST', 'notary/session'));
  // The borrower's own signature and documents are as they were.
  expect(
    (after.application as { closingSignature?: { name: string } }).closingSignature?.name,
  ).toBe(`${borrowerName.firstName} ${borrowerName.lastName}`);
  expect(after.application.documents).toEqual(before.application.documents);
});

test('with two signers the co-deed waits for both; a signer who finishes first does not move the borrower', async () => {
  const borrower = await borrowerAtSigning();
  const first = await invite(borrower, 'Ines', 'Duarte');
  const second = await invite(borrower, 'Tomas', 'Reyes');
  const finish = async (signer: Who, name: string) => {
    await ok(await write(signer, 'POST', 'esign-consent', ESIGN_CONSENT));
    await ok(await upload(signer, 'PASSPORT_FRONT'), 201);
    await ok(await signAll(signer, name));
    return ok(await write(signer, 'POST', 'notary/session'));
  };
  // Before the borrower signs: the signer's part only.
  const firstDone = await finish(first, 'Ines Duarte');
  expect(firstDone).toMatchObject({ state: 'NOTE_SIGNING', coDeedStatus: 'PENDING' });
  const secondDone = await finish(second, 'Tomas Reyes');
  expect(secondDone).toMatchObject({ state: 'NOTE_SIGNING', coDeedStatus: 'COMPLETE' });
  // The borrower signs after them: nobody is pending, so straight to the notary.
  const { profile } = await stored(sandbox, borrower.applicationUuid);
  const signed = await ok(
    await signAll(borrower, `${profile.name!.firstName} ${profile.name!.lastName}`),
  );
  expect(signed.state).toBe('NOTARY_DISCLOSURE');
});

test('a co-deeder made by the control API (no invitation) has their consent, and their progress recorded too', async () => {
  const made = await sandbox.applicant({
    role: 'co-deeder',
    state: 'CO_DEED_REQUIRED',
    profile: { name: { firstName: 'Rosa', lastName: 'Lind' } },
  });
  expect(await progressOf(made)).toMatchObject({
    step: 'IDENTITY',
    esignConsent: { type: 'ESIGN', acceptedAt: expect.any(String), version: ESIGN_CONSENT_VERSION },
  });
  await ok(await upload(made, 'ID_CARD_FRONT'), 201);
  await ok(await upload(made, 'ID_CARD_BACK'), 201);
  await ok(await signAll(made, 'Rosa Lind'));
  const done = await ok(await write(made, 'POST', 'notary/session'));
  expect(done).toMatchObject({ state: 'NOTARY_DISCLOSURE', coDeedStatus: 'COMPLETE' });
  expect((await stored(sandbox, made.applicationUuid)).signers).toEqual([
    expect.objectContaining({ password: null, done: true }),
  ]);
});

test('a cancelled application closes the signer’s steps; someone else cannot use them', async () => {
  const borrower = await borrowerAtSigning();
  const signer = await invite(borrower, 'Kai', 'Moreno');
  const stranger = await sandbox.applicant();
  const asStranger = { jwt: stranger.jwt, applicationUuid: borrower.applicationUuid };
  expect((await upload(asStranger, 'PASSPORT_FRONT')).status).toBe(403);
  expect((await write(asStranger, 'POST', 'sign', {})).status).toBe(403);
  expect((await write(asStranger, 'POST', 'notary/session')).status).toBe(403);
  expect((await write(asStranger, 'POST', 'esign-consent', ESIGN_CONSENT)).status).toBe(403);
  // The borrower gave theirs at registration: this call is the signer's.
  expect((await write(borrower, 'POST', 'esign-consent', ESIGN_CONSENT)).status).toBe(403);
  // The signer still cannot make the borrower's other changes.
  expect((await write(signer, 'PUT', 'notary', { mode: 'REMOTE' })).status).toBe(403);

  await sandbox.json(`/__sandbox/applications/${borrower.applicationUuid}`, {
    method: 'PATCH',
    body: { state: 'CANCELLED' },
  });
  expect(await progressOf(signer)).toMatchObject({ step: 'CLOSED' });
  await expectWrongStep(await upload(signer, 'PASSPORT_FRONT'));
  await expectWrongStep(await write(signer, 'POST', 'esign-consent', ESIGN_CONSENT));
});
