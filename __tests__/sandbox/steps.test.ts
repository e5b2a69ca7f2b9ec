/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { HelocApplication } from '../../src/features/application';
import type { StatusResponse } from '../../src/contract/status';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../src/contract/autopayAuthorization';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { type Applicant, sharedSandbox, startTestSandbox } from './helpers';

const sandbox = sharedSandbox();

const APP = '/service-application/api/v1/application/heloc';
const STATUS = '/service-krang-heloc/borrower/secure/api/v1';
const ACCOUNT_NUMBER = '000123456789';
/** The authorization of automatic payments, as bank/autopay-manual sends it with the account. */
const AUTHORIZED = {
  autopayAuthorization: { version: AUTOPAY_AUTHORIZATION_VERSION, accepted: true },
};

/** An applicant before any state, with the merchant's review at `condition`. */
const atMerchantReview = (condition: 'MERCHANT_REVIEW' | 'MERCHANT_REVIEWED') =>
  sandbox.applicant({ state: null, status: { condition } });
const status = (uuid: string, token: string) =>
  sandbox.json<StatusResponse>(`${STATUS}/${uuid}/status`, { token });
/** The record as the sandbox stored it on disk. */
const storedText = (uuid: string) =>
  fs.readFileSync(path.join(sandbox.dataDir, 'applications', `${uuid}.json`), 'utf8');
const stored = (uuid: string) =>
  JSON.parse(storedText(uuid)) as {
    state: string | null;
    status: Record<string, unknown>;
    application: HelocApplication;
    merchantReviewReads?: number;
  };

async function expectErrors(response: Response, status: number, fields: (string | undefined)[]) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as {
    errors: { code: string; message: string; field?: string }[];
  };
  expect(body.errors.map((e) => e.field)).toEqual(fields);
  for (const error of body.errors) {
    expect(error.code).toEqual(expect.any(String));
    expect(error.message).toEqual(expect.any(String));
  }
  return body.errors;
}

describe('POST .../{uuid}/lien-attestation', () => {
  it('records the attestation, moves to NOTE_SIGNING with the closing documents ready', async () => {
    const created = await atMerchantReview('MERCHANT_REVIEWED');
    const answer = await sandbox.json<HelocApplication>(
      `${APP}/${created.applicationUuid}/lien-attestation`,
      { token: created.jwt, body: { attested: true } },
    );
    expect(answer.uuid).toBe(created.applicationUuid);
    expect(answer.state).toBe('NOTE_SIGNING');
    expect(answer.lienAttestation).toEqual({ attested: true, at: expect.any(String) });
    expect(Number.isNaN(Date.parse(answer.lienAttestation!.at!))).toBe(false);

    // The answer is what GET answers.
    expect(await sandbox.json(`${APP}/${created.applicationUuid}`, { token: created.jwt })).toEqual(
      answer,
    );
    const read = await status(created.applicationUuid, created.jwt);
    expect(read).toMatchObject({
      state: 'NOTE_SIGNING',
      condition: 'LIEN_ATTESTED',
      disclosurelistClosingReady: true,
    });
  });

  it.each([
    [{}, 'attested'],
    [{ attested: false }, 'attested'],
    [{ attested: 'true' }, 'attested'],
    [{ attested: true, extra: 1 }, 'extra'],
  ])('refuses %j with a 400 on %s and stores nothing', async (body, field) => {
    const created = await atMerchantReview('MERCHANT_REVIEWED');
    const before = storedText(created.applicationUuid);
    const response = await sandbox.call(`${APP}/${created.applicationUuid}/lien-attestation`, {
      token: created.jwt,
      body,
    });
    await expectErrors(response, 400, [field]);
    expect(storedText(created.applicationUuid)).toBe(before);
  });

  it('is open only once the merchant has finished its review, and once', async () => {
    const reviewing = await atMerchantReview('MERCHANT_REVIEW');
    const before = storedText(reviewing.applicationUuid);
    const early = await sandbox.call(`${APP}/${reviewing.applicationUuid}/lien-attestation`, {
      token: reviewing.jwt,
      body: { attested: true },
    });
    expect((await expectErrors(early, 409, [undefined]))[0]!.code).toBe('WRONG_STEP');
    expect(storedText(reviewing.applicationUuid)).toBe(before);

    const reviewed = await atMerchantReview('MERCHANT_REVIEWED');
    const url = `${APP}/${reviewed.applicationUuid}/lien-attestation`;
    expect(
      (await sandbox.call(url, { token: reviewed.jwt, body: { attested: true } })).status,
    ).toBe(200);
    const again = await sandbox.call(url, { token: reviewed.jwt, body: { attested: true } });
    expect((await expectErrors(again, 409, [undefined]))[0]!.code).toBe('WRONG_STEP');
  });

  it('needs a session and the borrower of the application', async () => {
    const created = await sandbox.applicant();
    const url = `${APP}/${created.applicationUuid}/lien-attestation`;
    expect((await sandbox.call(url, { body: { attested: true } })).status).toBe(401);
    const other = await sandbox.applicant();
    await expectErrors(
      await sandbox.call(url, { token: other.jwt, body: { attested: true } }),
      403,
      [undefined],
    );
    const signer = await sandbox.login('signer@example.com');
    await expectErrors(
      await sandbox.call(`${APP}/${SEEDED_IDS.borrowerApp}/lien-attestation`, {
        token: signer,
        body: { attested: true },
      }),
      403,
      [undefined],
    );
  });
});

describe('PUT .../{uuid}/autopay-account', () => {
  const put = (created: Applicant, body: unknown) =>
    sandbox.call(`${APP}/${created.applicationUuid}/autopay-account`, {
      method: 'PUT',
      token: created.jwt,
      body,
    });

  it('records the account masked, payType AUTOPAY, IDENTITY_VERIFICATION', async () => {
    const created = await sandbox.applicant({ state: 'AUTOPAY' });
    const response = await put(created, {
      routingNumber: '121000358',
      accountNumber: ACCOUNT_NUMBER,
      accountType: 'SAVINGS',
      ...AUTHORIZED,
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(ACCOUNT_NUMBER);
    const answer = JSON.parse(text) as HelocApplication;
    expect(answer.state).toBe('IDENTITY_VERIFICATION');
    expect(answer.payType).toBe('AUTOPAY');
    expect(answer.autopayAccount).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      routingNumber: '121000358',
      mask: '6789',
      accountType: 'SAVINGS',
    });
    expect(storedText(created.applicationUuid)).not.toContain(ACCOUNT_NUMBER);
    expect(stored(created.applicationUuid).state).toBe('IDENTITY_VERIFICATION');
    expect((await status(created.applicationUuid, created.jwt)).state).toBe(
      'IDENTITY_VERIFICATION',
    );
  });

  it.each([
    [
      { routingNumber: '123456789', accountNumber: ACCOUNT_NUMBER, accountType: 'CHECKING' },
      ['routingNumber'],
    ],
    [
      { routingNumber: '12100035', accountNumber: ACCOUNT_NUMBER, accountType: 'CHECKING' },
      ['routingNumber'],
    ],
    [
      { routingNumber: 121000358, accountNumber: ACCOUNT_NUMBER, accountType: 'CHECKING' },
      ['routingNumber'],
    ],
    [
      { routingNumber: '121000358', accountNumber: '123', accountType: 'CHECKING' },
      ['accountNumber'],
    ],
    [
      { routingNumber: '121000358', accountNumber: '123456789012345678', accountType: 'CHECKING' },
      ['accountNumber'],
    ],
    [
      { routingNumber: '121000358', accountNumber: '0001234x6789', accountType: 'CHECKING' },
      ['accountNumber'],
    ],
    [
      { routingNumber: '121000358', accountNumber: ACCOUNT_NUMBER, accountType: 'checking' },
      ['accountType'],
    ],
    [{}, ['routingNumber', 'accountNumber', 'accountType']],
    [
      {
        routingNumber: '121000358',
        accountNumber: ACCOUNT_NUMBER,
        accountType: 'SAVINGS',
        autopayAuthorization: undefined,
      },
      ['autopayAuthorization'],
    ],
    [
      { routingNumber: '121000358', accountNumber: ACCOUNT_NUMBER, accountType: 'SAVINGS', ssn: 1 },
      ['ssn'],
    ],
  ])('refuses %j with a 400 on %j, never echoing or storing it', async (body, fields) => {
    const created = await sandbox.applicant({ state: 'AUTOPAY' });
    const before = storedText(created.applicationUuid);
    const response = await put(created, { ...AUTHORIZED, ...body });
    const errors = await expectErrors(response, 400, fields);
    expect(JSON.stringify(errors)).not.toContain(ACCOUNT_NUMBER);
    expect(storedText(created.applicationUuid)).toBe(before);
  });

  it('is open at the autopay states, or while an account is awaited by hand; not after', async () => {
    const body = {
      routingNumber: '121000358',
      accountNumber: ACCOUNT_NUMBER,
      accountType: 'SAVINGS',
      ...AUTHORIZED,
    };
    const awaited = await sandbox.applicant({
      state: null,
      status: { giactAccountStatus: 'FAILED_VERIFICATION' },
      application: { payType: 'AUTOPAY', autopayAccount: null },
    });
    expect((await put(awaited, body)).status).toBe(200);
    // Now at IDENTITY_VERIFICATION with its account: the write has been answered.
    const again = await put(awaited, body);
    expect((await expectErrors(again, 409, [undefined]))[0]!.code).toBe('WRONG_STEP');

    const signing = await sandbox.applicant({ state: 'NOTE_SIGNING' });
    const before = storedText(signing.applicationUuid);
    expect((await expectErrors(await put(signing, body), 409, [undefined]))[0]!.code).toBe(
      'WRONG_STEP',
    );
    expect(storedText(signing.applicationUuid)).toBe(before);
  });

  it('refuses a body that is not an object, and anyone but the borrower', async () => {
    const created = await sandbox.applicant({ state: 'AUTOPAY' });
    await expectErrors(await put(created, [1, 2]), 400, [undefined]);
    const other = await sandbox.applicant();
    const response = await sandbox.call(`${APP}/${created.applicationUuid}/autopay-account`, {
      method: 'PUT',
      token: other.jwt,
      body: {
        routingNumber: '121000358',
        accountNumber: ACCOUNT_NUMBER,
        accountType: 'SAVINGS',
        ...AUTHORIZED,
      },
    });
    expect(response.status).toBe(403);
    expect(stored(created.applicationUuid).application.autopayAccount).toBeNull();
  });
});

describe('the merchant review', () => {
  it('finishes after exactly 2 status reads: the third finds MERCHANT_REVIEWED', async () => {
    const created = await atMerchantReview('MERCHANT_REVIEW');
    const reads: (string | null | undefined)[] = [];
    for (let i = 0; i < 4; i += 1) {
      reads.push((await status(created.applicationUuid, created.jwt)).condition);
    }
    expect(reads).toEqual([
      'MERCHANT_REVIEW',
      'MERCHANT_REVIEW',
      'MERCHANT_REVIEWED',
      'MERCHANT_REVIEWED',
    ]);
    expect(stored(created.applicationUuid).status.condition).toBe('MERCHANT_REVIEWED');
    expect(stored(created.applicationUuid).merchantReviewReads).toBeUndefined();
  });

  it('keeps its count in the stored record, across a restart', async () => {
    const created = await atMerchantReview('MERCHANT_REVIEW');
    expect((await status(created.applicationUuid, created.jwt)).condition).toBe('MERCHANT_REVIEW');
    expect(stored(created.applicationUuid).merchantReviewReads).toBe(1);

    const restarted = await startTestSandbox({ dataDir: sandbox.dataDir });
    try {
      const read = () =>
        restarted.json<StatusResponse>(`${STATUS}/${created.applicationUuid}/status`, {
          token: created.jwt,
        });
      expect((await read()).condition).toBe('MERCHANT_REVIEW');
      expect((await read()).condition).toBe('MERCHANT_REVIEWED');
    } finally {
      await restarted.close();
    }
  });

  it('starts afresh when the control API sets the condition again; a script still answers', async () => {
    const created = await atMerchantReview('MERCHANT_REVIEW');
    await status(created.applicationUuid, created.jwt);
    await status(created.applicationUuid, created.jwt);
    await sandbox.json(`/__sandbox/applications/${created.applicationUuid}`, {
      method: 'PATCH',
      body: { status: { condition: 'MERCHANT_REVIEW' } },
    });
    await sandbox.json(`/__sandbox/applications/${created.applicationUuid}/script`, {
      method: 'PUT',
      body: { states: ['WAITING_FOR_SUMMARY', null] },
    });
    const reads = [];
    for (let i = 0; i < 3; i += 1) reads.push(await status(created.applicationUuid, created.jwt));
    expect(reads.map((r) => [r.state, r.condition])).toEqual([
      ['WAITING_FOR_SUMMARY', 'MERCHANT_REVIEW'],
      [null, 'MERCHANT_REVIEW'],
      [null, 'MERCHANT_REVIEWED'],
    ]);
  });

  it('is left alone by reads of applications without a review', async () => {
    const created = await sandbox.applicant();
    const before = storedText(created.applicationUuid);
    await status(created.applicationUuid, created.jwt);
    expect(storedText(created.applicationUuid)).toBe(before);
  });
});
