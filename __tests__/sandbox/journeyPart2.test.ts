/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { HelocApplication } from '../../src/features/application';
import { notarySlots } from '../../src/sandbox/closing';
import { MAX_FILE_BYTES } from '../../src/sandbox/documents';
import type { RequestLogEntry } from '../../src/sandbox/requestLog';
import { SIGNATURE_MESSAGE } from '../../src/contract/signingRequests';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../src/contract/autopayAuthorization';
import { sharedSandbox, type Who } from './helpers';
import {
  acceptDisclosures,
  allRecordsText,
  APP,
  expectErrors,
  expectTwoWaitingReads,
  localStep,
  readStatus,
  recordText,
  stored,
  walk,
} from './journeySupport';
import { ROUTING_NUMBER_MESSAGES } from '../../src/contract/routingNumber';
import { i18n } from '../../src/lib/i18n';

const sandbox = sharedSandbox();

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** A routing number that passes the ABA checksum, and one that does not. */
const ROUTING = '011000015';
const BAD_ROUTING = '011000016';
/** An account number the tests look for everywhere it must not be. */
const ACCOUNT = '4829173650';

const WRONG_STEP = {
  errors: [{ code: 'WRONG_STEP', message: 'This step is not open for your application.' }],
};

const write = (who: Who, method: string, step: string, body: unknown = {}) =>
  sandbox.call(`${APP}/${who.applicationUuid}/${step}`, { method, token: who.jwt, body });

async function ok(response: Response): Promise<HelocApplication> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status} ${text}`);
  return JSON.parse(text) as HelocApplication;
}

async function expectWrongStep(response: Response) {
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual(WRONG_STEP);
}

/** One file per call, as the app sends it: `type` first, then `file`. */
function upload(
  who: Who,
  type: string | null,
  file: { content: Buffer; mime: string; name?: string } | null,
  token = who.jwt,
) {
  const form = new FormData();
  if (type !== null) form.append('type', type);
  if (file) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.content)], { type: file.mime }),
      file.name ?? 'scan',
    );
  }
  return fetch(`${sandbox.url}${APP}/${who.applicationUuid}/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
}

interface Uploaded {
  document: { uuid: string; type: string; uploadedAt: string };
  application: HelocApplication;
}

async function uploaded(response: Response): Promise<Uploaded> {
  const text = await response.text();
  if (response.status !== 201) throw new Error(`expected 201, got ${response.status} ${text}`);
  return JSON.parse(text) as Uploaded;
}

const pdf = { content: PDF, mime: 'application/pdf', name: 'paystub.pdf' };
const png = { content: PNG, mime: 'image/png', name: 'front.png' };
const jpg = { content: JPG, mime: 'image/jpeg', name: 'back.jpg' };

const documentsDir = () => path.join(sandbox.dataDir, 'documents');
const storedFiles = () =>
  fs.existsSync(documentsDir()) ? fs.readdirSync(documentsDir()).sort() : [];

/** A generated borrower at NOTE_SIGNING whose home is owned jointly (another owner must sign). */
async function jointOwnerAtSigning() {
  const who = await sandbox.applicant({ state: 'NOTE_SIGNING' });
  const { profile } = await stored(sandbox, who.applicationUuid);
  await sandbox.json(`/__sandbox/applications/${who.applicationUuid}`, {
    method: 'PATCH',
    body: { profile: { addresses: profile.addresses.map((a) => ({ ...a, ownership: 'JOINT' })) } },
  });
  return who;
}

describe('part 2 of the journey, through HTTP', () => {
  it('from INCOME_VERIFICATION to RESCISSION, the routing agreeing at every step', async () => {
    const since = (await sandbox.json<RequestLogEntry[]>('/__sandbox/requests')).at(-1)?.seq ?? 0;
    const who = await walk(sandbox, 'APP_SUBMISSION');
    const uuid = who.applicationUuid;
    await acceptDisclosures(sandbox, who);
    expect((await ok(await write(who, 'POST', 'submit'))).state).toBe('INCOME_VERIFICATION');
    expect(await localStep(sandbox, uuid)).toBe('incomeReview');

    // income/upload/PAYSTUB: one paystub (no condition asks for more).
    const paystub = await uploaded(await upload(who, 'PAYSTUB', pdf));
    expect(paystub.document).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'PAYSTUB',
      uploadedAt: expect.any(String),
    });
    expect(paystub.application.state).toBe('DISBURSEMENT_ACCOUNT');
    expect(paystub.application.documents).toEqual([paystub.document]);
    expect(fs.readFileSync(path.join(documentsDir(), paystub.document.uuid))).toEqual(PDF);
    expect(await readStatus(sandbox, uuid, who.jwt)).toMatchObject({
      state: 'DISBURSEMENT_ACCOUNT',
      uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
    });
    expect(await localStep(sandbox, uuid)).toBe('ach');

    // bank/disburse: a bad routing number refused; then recorded with the last 4 digits only.
    const badAccount = { routingNumber: BAD_ROUTING, accountNumber: ACCOUNT, accountType: 'X' };
    const refused = await write(who, 'PUT', 'disburse-account', badAccount);
    const errors = await expectErrors(refused.clone(), 400, ['routingNumber', 'accountType']);
    expect(errors[0]?.message).toBe(i18n._(ROUTING_NUMBER_MESSAGES.checksum));
    expect(await refused.text()).not.toContain(ACCOUNT);
    expect((await stored(sandbox, uuid)).application.disburseAccount).toBeNull();
    await expectErrors(
      await write(who, 'PUT', 'disburse-account', {
        routingNumber: ROUTING,
        accountNumber: '123',
        accountType: 'CHECKING',
      }),
      400,
      ['accountNumber'],
    );
    await expectErrors(
      await write(who, 'PUT', 'disburse-account', {
        routingNumber: ROUTING,
        accountNumber: ACCOUNT,
        accountType: 'CHECKING',
        nickname: 'pay',
      }),
      400,
      ['nickname'],
    );
    // Confirming before there is an account is the wrong time.
    await expectWrongStep(await write(who, 'POST', 'disburse-account/confirm'));
    const disburseResponse = await write(who, 'PUT', 'disburse-account', {
      routingNumber: ROUTING,
      accountNumber: ACCOUNT,
      accountType: 'CHECKING',
    });
    const disburseText = await disburseResponse.clone().text();
    expect(disburseText).not.toContain(ACCOUNT);
    const afterDisburse = await ok(disburseResponse);
    expect(afterDisburse.state).toBe('DISBURSEMENT_ACCOUNT');
    expect(afterDisburse.disburseAccount).toEqual({
      uuid: expect.any(String),
      routingNumber: ROUTING,
      mask: '3650',
      accountType: 'CHECKING',
    });
    expect(await localStep(sandbox, uuid)).toBe('ach');
    const confirmed = await ok(await write(who, 'POST', 'disburse-account/confirm'));
    expect(confirmed.state).toBe('AUTOPAY');
    // The account is answered once confirmed; it cannot be changed any more.
    await expectWrongStep(
      await write(who, 'PUT', 'disburse-account', {
        routingNumber: ROUTING,
        accountNumber: ACCOUNT,
        accountType: 'SAVINGS',
      }),
    );

    // bank/autopay.
    await expectErrors(await write(who, 'PUT', 'autopay', { payType: 'SOMETIMES' }), 400, [
      'payType',
    ]);
    const afterAutopay = await ok(
      await write(who, 'PUT', 'autopay', {
        payType: 'AUTOPAY',
        autopayAuthorization: { version: AUTOPAY_AUTHORIZATION_VERSION, accepted: true },
      }),
    );
    expect(afterAutopay).toMatchObject({
      state: 'IDENTITY_VERIFICATION',
      payType: 'AUTOPAY',
      autopayAccount: afterDisburse.disburseAccount,
    });
    expect(await localStep(sandbox, uuid)).toBe('docVerify');

    // identity: a driver's licence, front then back; then the closing documents are generated.
    const front = await uploaded(await upload(who, 'DRIVERS_LICENSE_FRONT', png));
    expect(front.application.state).toBe('IDENTITY_VERIFICATION');
    const back = await uploaded(await upload(who, 'DRIVERS_LICENSE_BACK', jpg));
    expect(back.application.state).toBe('NOTE_SIGNING_GENERATION');
    expect(await localStep(sandbox, uuid)).toBe('waitSign');
    await expectTwoWaitingReads(sandbox, uuid, who.jwt, 'NOTE_SIGNING_GENERATION', 'NOTE_SIGNING');
    expect((await stored(sandbox, uuid)).status.disclosurelistClosingReady).toBe(true);
    expect(await localStep(sandbox, uuid)).toBe('sign');

    // signing/sign: the three documents and the borrower's notice of right to cancel, signed with
    // the borrower's name.
    const { documents } = await sandbox.json<{
      documents: { uuid: string; title: string; body: string; signed: boolean }[];
    }>(`${APP}/${uuid}/closing-documents`, { token: who.jwt });
    expect(documents.map((d) => d.title)).toEqual([
      'Home equity line of credit agreement',
      'Truth in Lending disclosure',
      'Deed of trust',
      'Notice of right to cancel: Ada Lovelace',
    ]);
    for (const doc of documents) {
      expect(doc.signed).toBe(false);
      expect(doc.body).not.toMatch(/[<>]/);
      expect(doc.body.split('\n\n').length).toBeGreaterThan(3);
    }
    const all = documents.map((d) => d.uuid);
    const wrongName = await expectErrors(
      await write(who, 'POST', 'sign', { signatureName: 'Grace Hopper', documents: all }),
      400,
      ['signatureName'],
    );
    expect(wrongName[0]?.message).toBe(i18n._(SIGNATURE_MESSAGE));
    await expectErrors(
      await write(who, 'POST', 'sign', { signatureName: 'Ada Lovelace', documents: all.slice(1) }),
      400,
      ['documents'],
    );
    expect((await stored(sandbox, uuid)).status.disclosurelistClosingComplete).toBe(false);
    // The notary is not open before the signature.
    await expectWrongStep(await write(who, 'PUT', 'notary', { mode: 'REMOTE' }));
    const signed = await ok(
      await write(who, 'POST', 'sign', { signatureName: '  ada   LOVELACE ', documents: all }),
    );
    expect(signed).toMatchObject({ state: 'NOTARY_DISCLOSURE', coDeedStatus: 'NOT_REQUIRED' });
    expect(await readStatus(sandbox, uuid, who.jwt)).toMatchObject({
      disclosurelistClosingComplete: true,
      disclosurelistNotaryReady: true,
    });
    expect(await localStep(sandbox, uuid)).toBe('notary');
    const afterSign = await sandbox.json<{ documents: { signed: boolean }[] }>(
      `${APP}/${uuid}/closing-documents`,
      { token: who.jwt },
    );
    expect(afterSign.documents.every((d) => d.signed)).toBe(true);

    // notary/intro, then the eNotary session: RESCISSION (no insurance asked for).
    await expectWrongStep(await write(who, 'POST', 'notary/session'));
    await expectErrors(await write(who, 'PUT', 'notary', { mode: 'BY_POST' }), 400, ['mode']);
    expect((await ok(await write(who, 'PUT', 'notary', { mode: 'REMOTE' }))).state).toBe(
      'NOTARY_DISCLOSURE',
    );
    const done = await ok(await write(who, 'POST', 'notary/session'));
    expect(done).toMatchObject({ state: 'RESCISSION', insurance: { complete: true } });
    expect(await readStatus(sandbox, uuid, who.jwt)).toMatchObject({
      state: 'RESCISSION',
      primaryParticipantAcceptComplete: true,
      checklistStatus: 'RESCISSION',
    });
    expect(await localStep(sandbox, uuid)).toBe('waitFund');
    // Forward only: the session is answered once.
    await expectWrongStep(await write(who, 'POST', 'notary/session'));

    // The full account number is in no answer, no record and not in the request log.
    expect(allRecordsText(sandbox)).not.toContain(ACCOUNT);
    const log = await sandbox.json<RequestLogEntry[]>(`/__sandbox/requests?since=${since}`);
    const disburseWrites = log.filter((e) => e.path.endsWith('/disburse-account'));
    expect(disburseWrites.length).toBeGreaterThan(0);
    expect(JSON.stringify(log)).not.toContain(ACCOUNT);
    expect(disburseWrites.at(-1)?.body).toMatchObject({ accountNumber: '[redacted]' });
    // Uploads are logged by their field names, file names and sizes only.
    const uploads = log.filter((e) => e.path.endsWith('/documents'));
    expect(uploads[0]?.body).toEqual({
      fields: ['type'],
      files: [{ field: 'file', name: 'paystub.pdf', size: PDF.length }],
    });
  });

  it('refuses a file of the wrong type, too large, unnamed or missing, storing nothing', async () => {
    const who = await sandbox.applicant({ state: 'INCOME_VERIFICATION' });
    const uuid = who.applicationUuid;
    const before = recordText(sandbox, uuid);
    const files = storedFiles();

    const text = await upload(who, 'PAYSTUB', {
      content: Buffer.from('hello'),
      mime: 'text/plain',
      name: 'notes.txt',
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      errors: [{ code: 'FILE_TYPE', field: 'file', message: 'The file must be a PDF, JPG or PNG' }],
    });
    // Declared a PDF, but not one.
    const renamed = await upload(who, 'PAYSTUB', { content: PNG, mime: 'application/pdf' });
    expect((await expectErrors(renamed, 400, ['file']))[0]?.code).toBe('FILE_TYPE');

    const large = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20);
    PDF.copy(large);
    const tooLarge = await upload(who, 'PAYSTUB', { content: large, mime: 'application/pdf' });
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toEqual({
      errors: [
        { code: 'FILE_TOO_LARGE', field: 'file', message: 'The file must be smaller than 10 MB' },
      ],
    });

    const unnamed = await upload(who, 'PAYCHECK', pdf);
    expect(await unnamed.json()).toEqual({
      errors: [{ code: 'DOCUMENT_TYPE', field: 'type', message: 'Choose what this document is' }],
    });
    const missing = await upload(who, null, null);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.map((e: { code: string }) => e.code)).toEqual([
      'DOCUMENT_TYPE',
      'FILE_MISSING',
    ]);
    const noFile = await upload(who, 'PAYSTUB', null);
    expect(await noFile.json()).toEqual({
      errors: [{ code: 'FILE_MISSING', field: 'file', message: 'Choose a file to upload' }],
    });

    // Not the step for it: an ID while the income is verified; insurance before it is asked.
    await expectWrongStep(await upload(who, 'PASSPORT_FRONT', png));
    await expectWrongStep(await upload(who, 'HAZARD_INSURANCE', pdf));
    // Someone else's application.
    const other = await sandbox.applicant({ state: 'INCOME_VERIFICATION' });
    const forbidden = await upload(who, 'PAYSTUB', pdf, other.jwt);
    expect(forbidden.status).toBe(403);

    expect(recordText(sandbox, uuid)).toBe(before);
    expect(storedFiles()).toEqual(files);
    // Every file kept is within the limit.
    for (const name of storedFiles()) {
      expect(fs.statSync(path.join(documentsDir(), name)).size).toBeLessThanOrEqual(MAX_FILE_BYTES);
    }
  });

  it('counts the paystubs an open condition asks for, and satisfies it', async () => {
    const who = await sandbox.applicant({ state: 'INCOME_VERIFICATION' });
    const uuid = who.applicationUuid;
    await sandbox.json(`/__sandbox/applications/${uuid}`, {
      method: 'PATCH',
      body: {
        conditions: [{ categoryEnum: 'MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 2 } }],
      },
    });
    const first = await uploaded(await upload(who, 'PAYSTUB', pdf));
    expect(first.application.state).toBe('INCOME_VERIFICATION');
    expect((await stored(sandbox, uuid)).conditions).toHaveLength(1);
    const second = await uploaded(await upload(who, 'PAYSTUB', jpg));
    expect(second.application.state).toBe('DISBURSEMENT_ACCOUNT');
    const record = await stored(sandbox, uuid);
    expect(record.conditions).toEqual([]);
    expect(record.status.uwSubDecision).toBe('VERIFIED_INCOME_MATCHED_OFFER');
  });

  it('employer verification returns to INCOME_VERIFICATION', async () => {
    const who = await sandbox.applicant({ state: 'EMPLOYMENT_VERIFICATION' });
    await expectErrors(
      await write(who, 'PUT', 'employment', { employerName: '', employerPhone: '555' }),
      400,
      ['employerName', 'employerPhone'],
    );
    const after = await ok(
      await write(who, 'PUT', 'employment', {
        employerName: 'Harbor Freight Lines',
        employerPhone: '4155550199',
      }),
    );
    expect(after.state).toBe('INCOME_VERIFICATION');
    expect(after.incomeSources[0]?.employerName).toBe('Harbor Freight Lines');
    expect((await stored(sandbox, who.applicationUuid)).status.employmentVerificationNeeded).toBe(
      false,
    );
    await expectWrongStep(
      await write(who, 'PUT', 'employment', {
        employerName: 'Harbor Freight Lines',
        employerPhone: '4155550199',
      }),
    );
  });

  it('Texas: a passport alone completes the ID, then a valuation is ordered', async () => {
    const who = await sandbox.applicant({
      state: 'IDENTITY_VERIFICATION',
      status: { bpo: 'REQUIRED' },
      application: { property: { state: 'TX' } },
    });
    await expectWrongStep(await write(who, 'POST', 'bpo'));
    const passport = await uploaded(await upload(who, 'PASSPORT_FRONT', jpg));
    expect(passport.application.state).toBe('BPO_ORDER');
    expect(await localStep(sandbox, who.applicationUuid)).toBe('bpo');
    await expectErrors(await write(who, 'POST', 'bpo', { rush: true }), 400, ['rush']);
    const ordered = await ok(await write(who, 'POST', 'bpo'));
    expect(ordered.state).toBe('BPO_PROCESSING');
    expect((await stored(sandbox, who.applicationUuid)).status.bpo).toBe('ORDERED');
  });

  it('an estimate of the home value leads to a valuation', async () => {
    const who = await sandbox.applicant({ state: 'NO_AVM' });
    await expectErrors(await write(who, 'PUT', 'home-value', { estimatedValue: 12.5 }), 400, [
      'estimatedValue',
    ]);
    const after = await ok(await write(who, 'PUT', 'home-value', { estimatedValue: 640000 }));
    expect(after.state).toBe('BPO_ORDER');
    const record = await stored(sandbox, who.applicationUuid);
    expect(record.status.bpo).toBe('REQUIRED');
    expect((record.application as { estimatedHomeValue?: number }).estimatedHomeValue).toBe(640000);
  });

  it('an invited additional signer is a real account, pending until they finish', async () => {
    const who = await sandbox.applicant({ state: 'NOTE_SIGNING' });
    const uuid = who.applicationUuid;
    await expectErrors(
      await write(who, 'POST', 'signers', { firstName: 'Ben', lastName: '', email: 'nope' }),
      400,
      ['lastName', 'email'],
    );
    await expectErrors(
      await write(who, 'POST', 'signers', {
        firstName: 'Ben',
        lastName: 'Okafor',
        email: who.email,
      }),
      400,
      ['email'],
    );
    const email = `ben.${Date.now()}@example.com`;
    const invited = await ok(
      await write(who, 'POST', 'signers', { firstName: 'Ben', lastName: 'Okafor', email }),
    );
    expect(invited).toMatchObject({ coDeedStatus: 'PENDING', additionalSignerVersion: 'v1' });
    expect(invited.helocSigners?.at(-1)?.name).toEqual({ firstName: 'Ben', lastName: 'Okafor' });
    const record = await stored(sandbox, uuid);
    const signer = record.signers.at(-1) as { email: string; password: string; done: boolean };
    expect(signer).toEqual({ email, password: expect.any(String), done: false });
    expect(JSON.stringify(invited)).not.toContain(signer.password);
    // The signer signs in with it and sees the application.
    const signerJwt = await sandbox.login(email, signer.password);
    const seen = await sandbox.json<HelocApplication>(`${APP}/${uuid}`, { token: signerJwt });
    expect(seen.uuid).toBe(uuid);
    // ...but cannot make the borrower's changes.
    expect(
      (await write({ jwt: signerJwt, applicationUuid: uuid }, 'POST', 'signers', {})).status,
    ).toBe(403);

    // The borrower signs: CO_DEED_REQUIRED while the signer is pending.
    const name = record.profile.name;
    const { documents } = await sandbox.json<{ documents: { uuid: string }[] }>(
      `${APP}/${uuid}/closing-documents`,
      { token: who.jwt },
    );
    const signed = await ok(
      await write(who, 'POST', 'sign', {
        signatureName: `${name?.firstName} ${name?.lastName}`,
        documents: documents.map((d) => d.uuid),
      }),
    );
    expect(signed.state).toBe('CO_DEED_REQUIRED');
    expect(await localStep(sandbox, uuid)).toBe('codeed');
  });

  it('a home owned jointly needs an additional signer after the signature', async () => {
    const who = await jointOwnerAtSigning();
    const uuid = who.applicationUuid;
    const { profile } = await stored(sandbox, uuid);
    const { documents } = await sandbox.json<{ documents: { uuid: string }[] }>(
      `${APP}/${uuid}/closing-documents`,
      { token: who.jwt },
    );
    const signed = await ok(
      await write(who, 'POST', 'sign', {
        signatureName: `${profile.name?.firstName}${profile.name?.lastName}`,
        documents: documents.map((d) => d.uuid),
      }),
    );
    expect(signed).toMatchObject({ state: 'CO_DEED_REQUIRED', coDeedStatus: 'PENDING' });
    expect(await localStep(sandbox, uuid)).toBe('codeed');
    // The invitation is still open there; the signature is not.
    const email = `joint.${Date.now()}@example.com`;
    const invited = await ok(
      await write(who, 'POST', 'signers', { firstName: 'Ines', lastName: 'Duarte', email }),
    );
    expect(invited.state).toBe('CO_DEED_REQUIRED');
    await expectWrongStep(await write(who, 'POST', 'sign', { signatureName: 'x', documents: [] }));
  });

  it('insurance asked for after the notary; a manual notary reserves a slot', async () => {
    const who = await sandbox.applicant({
      state: 'NOTARY_DISCLOSURE',
      status: { insuranceRequired: true, floodInsuranceRequired: true },
    });
    await ok(await write(who, 'PUT', 'notary', { mode: 'REMOTE' }));
    const notarized = await ok(await write(who, 'POST', 'notary/session'));
    expect(notarized.state).toBe('INSURANCE_REQUIRED');
    expect(await localStep(sandbox, who.applicationUuid)).toBe('insurance');
    await expectErrors(await write(who, 'POST', 'insurance/complete'), 400, [
      'HAZARD_INSURANCE',
      'FLOOD_INSURANCE',
    ]);
    await uploaded(await upload(who, 'HAZARD_INSURANCE', pdf));
    await expectErrors(await write(who, 'POST', 'insurance/complete'), 400, ['FLOOD_INSURANCE']);
    await uploaded(await upload(who, 'FLOOD_INSURANCE', png));
    const complete = await ok(await write(who, 'POST', 'insurance/complete'));
    expect(complete).toMatchObject({ state: 'RESCISSION', insurance: { complete: true } });
    expect(await localStep(sandbox, who.applicationUuid)).toBe('waitFund');

    const manual = await sandbox.applicant({
      state: 'NOTARY_DISCLOSURE',
      application: { property: { state: 'CO' } },
    });
    const slots = await sandbox.json<{ timeZone: string; slots: string[] }>(
      `${APP}/${manual.applicationUuid}/notary/slots`,
      { token: manual.jwt },
    );
    expect(slots.timeZone).toBe('America/Denver');
    expect(slots.slots).toEqual(notarySlots('America/Denver'));
    expect(slots.slots.length).toBeGreaterThanOrEqual(48);
    for (const slot of slots.slots) {
      expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T(09|1[0-6]):00:00-0[67]:00$/);
      const weekday = new Date(`${slot.slice(0, 10)}T12:00:00Z`).getUTCDay();
      expect(weekday).not.toBe(0);
      expect(weekday).not.toBe(6);
    }
    const slot = slots.slots[3] ?? '';
    // Not before MANUAL is chosen; not a time off the list.
    await expectWrongStep(
      await write(manual, 'PUT', 'notary/manual', { requestedManualNotaryTime: slot }),
    );
    await ok(await write(manual, 'PUT', 'notary', { mode: 'MANUAL' }));
    await expectErrors(
      await write(manual, 'PUT', 'notary/manual', {
        requestedManualNotaryTime: slot.replace(':00:00-', ':30:00-'),
      }),
      400,
      ['requestedManualNotaryTime'],
    );
    const reserved = await ok(
      await write(manual, 'PUT', 'notary/manual', { requestedManualNotaryTime: slot }),
    );
    expect(reserved).toMatchObject({
      state: 'MANUAL_DEED_SIGNING',
      requestedManualNotaryTime: slot,
    });
    expect((await stored(sandbox, manual.applicationUuid)).status.manualNotary).toBe(true);
  });

  it('the reset removes stored uploads', async () => {
    const who = await sandbox.applicant({ state: 'INCOME_VERIFICATION' });
    await uploaded(await upload(who, 'PAYSTUB', pdf));
    expect(storedFiles().length).toBeGreaterThan(0);
    await sandbox.json('/__sandbox/reset', { method: 'POST' });
    expect(storedFiles()).toEqual([]);
  });
});
