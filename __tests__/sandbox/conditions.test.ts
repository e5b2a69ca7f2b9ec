/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { Condition } from '../../src/features/conditions';
import type { Profile } from '../../src/features/profile';
import { sharedSandbox } from './helpers';
import { APP, expectErrors, stored } from './journeySupport';
import { PHONE_MESSAGES } from '../../src/contract/contactDetails';
import { i18n } from '../../src/lib/i18n';

/**
 * The conditions service and the two ways a task is done (docs/journey.md, `conditions`):
 * each applicant is answered their own conditions; an upload naming its condition counts toward
 * that condition alone until it is satisfied; a phone number satisfies a missing phone number.
 */
const sandbox = sharedSandbox();

const CONDITIONS = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
const PHONE = '/service-profile/api/v1/profile/phone';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
/** An account number the tests look for where it must not be. */
const ACCOUNT = '000123456789';

const patchConditions = (uuid: string, conditions: Record<string, unknown>[]) =>
  sandbox.json(`/__sandbox/applications/${uuid}`, { method: 'PATCH', body: { conditions } });

const listFor = (who: { jwt: string }, uuid: string) =>
  sandbox.json<Condition[]>(CONDITIONS(uuid), { token: who.jwt });

/** One file per call, as the app sends it: `type`, `conditionUuid`, then `file`. */
function upload(
  who: { jwt: string },
  applicationUuid: string,
  type: string,
  conditionUuid: string,
  file?: { content: Buffer; mime: string },
) {
  const form = new FormData();
  form.append('type', type);
  form.append('conditionUuid', conditionUuid);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.content)], { type: file.mime }), 'scan');
  return fetch(`${sandbox.url}${APP}/${applicationUuid}/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${who.jwt}`, Accept: 'application/json' },
    body: form,
  });
}

const pdf = { content: PDF, mime: 'application/pdf' };
const png = { content: PNG, mime: 'image/png' };

const storedFiles = () => {
  const dir = path.join(sandbox.dataDir, 'documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

const byCategory = (list: Condition[], category: string) =>
  list.find((condition) => condition.categoryEnum === category);

/**
 * A borrower at DISBURSEMENT_ACCOUNT (no document step open) with an additional signer, and
 * conditions for each: the borrower's bank statements (2), phone number and bank account; the
 * signer's ID and phone number.
 */
async function borrowerWithSigner() {
  const borrower = await sandbox.applicant({ state: 'DISBURSEMENT_ACCOUNT' });
  // A co-deeder account (its own generated application aside) made a signer on this one.
  const signer = await sandbox.applicant({ role: 'co-deeder' });
  await sandbox.json(`/__sandbox/applications/${borrower.applicationUuid}`, {
    method: 'PATCH',
    body: {
      application: {
        additionalSignerVersion: 'v1',
        helocSigners: [{ identityUuid: signer.profileUuid }],
      },
    },
  });
  await patchConditions(borrower.applicationUuid, [
    { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', xtraData: { numDocsRequired: 2 } },
    { categoryEnum: 'MISSING_PHONE_NUMBER' },
    { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', xtraData: { accountNumber: ACCOUNT } },
    { categoryEnum: 'ID_VERIFICATION_FAILURE', identityUuid: signer.profileUuid },
    { categoryEnum: 'MISSING_PHONE_NUMBER', identityUuid: signer.profileUuid },
  ]);
  const conditions = (await stored(sandbox, borrower.applicationUuid)).conditions as Condition[];
  const uuidOf = (category: string, owner?: string) =>
    (conditions as (Condition & { identityUuid?: string })[]).find(
      (c) => c.categoryEnum === category && (c.identityUuid ?? undefined) === owner,
    )!.uuid;
  return {
    borrower,
    signer,
    generic: uuidOf('GENERIC_DOCUMENT_REQUEST'),
    phone: uuidOf('MISSING_PHONE_NUMBER'),
    bank: uuidOf('BANK_ACCOUNT_FRAUD_REVIEW'),
    signerId: uuidOf('ID_VERIFICATION_FAILURE', signer.profileUuid),
    signerPhone: uuidOf('MISSING_PHONE_NUMBER', signer.profileUuid),
  };
}

test('each applicant is answered their own conditions: the borrower the borrower’s, a signer theirs', async () => {
  const { borrower, signer, generic, phone, bank, signerId, signerPhone } =
    await borrowerWithSigner();
  const borrowers = await listFor(borrower, borrower.applicationUuid);
  expect(borrowers.map((c) => c.uuid).sort()).toEqual([generic, phone, bank].sort());
  // As the lender's service does, the bank-account condition carries the account (the app
  // keeps its last 4 digits only).
  expect(byCategory(borrowers, 'BANK_ACCOUNT_FRAUD_REVIEW')?.xtraData).toMatchObject({
    accountNumber: ACCOUNT,
  });
  const signers = await listFor(signer, borrower.applicationUuid);
  expect(signers.map((c) => c.uuid).sort()).toEqual([signerId, signerPhone].sort());
  expect(JSON.stringify(signers)).not.toContain(ACCOUNT);
  // No bookkeeping is answered.
  expect(JSON.stringify([...borrowers, ...signers])).not.toContain('receivedDocuments');
});

test('an upload naming its condition counts toward it alone, and the second of two satisfies it', async () => {
  const { borrower, generic, bank } = await borrowerWithSigner();
  const before = await stored(sandbox, borrower.applicationUuid);

  // BANK_STATEMENT has no step open at DISBURSEMENT_ACCOUNT: the condition opens it.
  const first = await upload(borrower, borrower.applicationUuid, 'BANK_STATEMENT', generic, pdf);
  expect(first.status).toBe(201);
  const { document } = (await first.json()) as { document: { uuid: string; type: string } };
  expect(document.type).toBe('BANK_STATEMENT');
  let list = await listFor(borrower, borrower.applicationUuid);
  expect(list.find((c) => c.uuid === generic)?.xtraData).toEqual({
    numDocsRequired: 2,
    numDocsReceived: 1,
  });
  // The bank-account condition asks for a bank statement too, but this one was not for it.
  expect(list.some((c) => c.uuid === bank)).toBe(true);

  const second = await upload(borrower, borrower.applicationUuid, 'BANK_STATEMENT', generic, png);
  expect(second.status).toBe(201);
  list = await listFor(borrower, borrower.applicationUuid);
  expect(list.some((c) => c.uuid === generic)).toBe(false);
  expect(list.some((c) => c.uuid === bank)).toBe(true);

  const after = await stored(sandbox, borrower.applicationUuid);
  expect(after.application.documents.map((d) => d.type)).toEqual([
    ...before.application.documents.map((d) => d.type),
    'BANK_STATEMENT',
    'BANK_STATEMENT',
  ]);
  // The workflow does not move for a condition.
  expect(after.state).toBe(before.state);

  // Then the bank account's own statement satisfies it (numDocsRequired defaults to 1).
  expect(
    (await upload(borrower, borrower.applicationUuid, 'BANK_STATEMENT', bank, pdf)).status,
  ).toBe(201);
  list = await listFor(borrower, borrower.applicationUuid);
  expect(list.map((c) => c.categoryEnum)).toEqual(['MISSING_PHONE_NUMBER']);
});

test('a bad conditionUuid, another applicant’s condition or a type it does not ask for is a clear 400, and nothing is kept', async () => {
  const { borrower, generic, signerId } = await borrowerWithSigner();
  const files = storedFiles();
  const before = await stored(sandbox, borrower.applicationUuid);

  const unknown = await expectErrors(
    await upload(
      borrower,
      borrower.applicationUuid,
      'BANK_STATEMENT',
      '3f1e0000-0000-4000-8000-000000000000',
      pdf,
    ),
    400,
    ['conditionUuid'],
  );
  expect(unknown[0]?.message).toBe(
    'There is no open task 3f1e0000-0000-4000-8000-000000000000 for you on this application',
  );
  // The signer's condition is not the borrower's to answer.
  await expectErrors(
    await upload(borrower, borrower.applicationUuid, 'PASSPORT_FRONT', signerId, png),
    400,
    ['conditionUuid'],
  );
  const wrongType = await expectErrors(
    await upload(borrower, borrower.applicationUuid, 'PAYSTUB', generic, pdf),
    400,
    ['type'],
  );
  expect(wrongType[0]?.message).toBe('This task asks for BANK_STATEMENT, not PAYSTUB');
  // Every problem of the upload at once.
  await expectErrors(
    await upload(borrower, borrower.applicationUuid, 'PAYSTUB', generic, {
      content: Buffer.from('plain text'),
      mime: 'text/plain',
    }),
    400,
    ['type', 'file'],
  );
  await expectErrors(
    await upload(borrower, borrower.applicationUuid, 'BANK_STATEMENT', generic),
    400,
    ['file'],
  );

  expect(storedFiles()).toEqual(files);
  const after = await stored(sandbox, borrower.applicationUuid);
  expect(after.conditions).toEqual(before.conditions);
  expect(after.application.documents).toEqual(before.application.documents);
});

test('a signer sends their ID for their own condition; the borrower’s documents and state are untouched', async () => {
  const { borrower, signer, signerId } = await borrowerWithSigner();
  const before = await stored(sandbox, borrower.applicationUuid);
  // Any ID will do for an ID condition: a passport is complete on its own.
  const response = await upload(signer, borrower.applicationUuid, 'PASSPORT_FRONT', signerId, png);
  expect(response.status).toBe(201);
  expect((await listFor(signer, borrower.applicationUuid)).map((c) => c.categoryEnum)).toEqual([
    'MISSING_PHONE_NUMBER',
  ]);
  const after = await stored(sandbox, borrower.applicationUuid);
  expect(after.application.documents).toEqual(before.application.documents);
  expect(after.state).toBe(before.state);
  expect(after.conditions).toHaveLength(before.conditions.length - 1);
});

test('a driver’s license satisfies an ID condition once both sides are in', async () => {
  const { borrower, signer, signerId } = await borrowerWithSigner();
  const send = (type: string) => upload(signer, borrower.applicationUuid, type, signerId, png);
  // Not an ID: refused for an ID condition.
  const refused = await expectErrors(await send('BANK_STATEMENT'), 400, ['type']);
  expect(refused[0]?.message).toBe(
    'This task asks for the front and back of an ID, or a passport, not BANK_STATEMENT',
  );
  expect((await send('DRIVERS_LICENSE_FRONT')).status).toBe(201);
  expect(
    (await listFor(signer, borrower.applicationUuid)).find((c) => c.uuid === signerId)?.xtraData,
  ).toMatchObject({ numDocsReceived: 1 });
  expect((await send('DRIVERS_LICENSE_BACK')).status).toBe(201);
  expect((await listFor(signer, borrower.applicationUuid)).some((c) => c.uuid === signerId)).toBe(
    false,
  );
});

describe('PUT /service-profile/api/v1/profile/phone', () => {
  test('validates the number as the app formats it, and keeps nothing refused', async () => {
    const { borrower } = await borrowerWithSigner();
    const profileBefore = await sandbox.json<Profile>('/service-profile/api/v1/profile', {
      token: borrower.jwt,
    });
    for (const phoneNumber of ['555-0100', '+44 20 7946 0958', '25550100123', '', 5550100123]) {
      const errors = await expectErrors(
        await sandbox.call(PHONE, { method: 'PUT', token: borrower.jwt, body: { phoneNumber } }),
        400,
        ['phoneNumber'],
      );
      expect(errors[0]?.message).toBe(
        typeof phoneNumber === 'string' && phoneNumber.trim() !== ''
          ? i18n._(PHONE_MESSAGES.invalid)
          : i18n._(PHONE_MESSAGES.required),
      );
    }
    await expectErrors(
      await sandbox.call(PHONE, {
        method: 'PUT',
        token: borrower.jwt,
        body: { phoneNumber: '4155550199', extension: '12' },
      }),
      400,
      ['extension'],
    );
    expect(
      (await sandbox.call(PHONE, { method: 'PUT', body: { phoneNumber: '4155550199' } })).status,
    ).toBe(401);
    expect(
      await sandbox.json<Profile>('/service-profile/api/v1/profile', { token: borrower.jwt }),
    ).toEqual(profileBefore);
  });

  test('stores the number first on the profile and satisfies the person’s own missing phone number only', async () => {
    const { borrower, signer, phone, signerPhone } = await borrowerWithSigner();
    const profile = await sandbox.json<Profile>(PHONE, {
      method: 'PUT',
      token: borrower.jwt,
      body: { phoneNumber: '+1 (415) 555-0199' },
    });
    expect(profile.phoneNumbers[0]).toMatchObject({ number: '4155550199', type: 'MOBILE' });
    expect(
      (await sandbox.json<Profile>('/service-profile/api/v1/profile', { token: borrower.jwt }))
        .phoneNumbers[0]?.number,
    ).toBe('4155550199');
    expect((await listFor(borrower, borrower.applicationUuid)).some((c) => c.uuid === phone)).toBe(
      false,
    );
    // The signer's own is still theirs to do.
    expect(
      (await listFor(signer, borrower.applicationUuid)).some((c) => c.uuid === signerPhone),
    ).toBe(true);

    await sandbox.json(PHONE, {
      method: 'PUT',
      token: signer.jwt,
      body: { phoneNumber: '14155550142' },
    });
    expect(
      (await listFor(signer, borrower.applicationUuid)).some((c) => c.uuid === signerPhone),
    ).toBe(false);
  });
});
