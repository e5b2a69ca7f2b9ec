/** @jest-environment node */
import type { HelocApplication } from '../../src/features/application';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

const APP = '/service-application/api/v1/application/heloc';
/** A PNG's signature and a few bytes: a file the lender would take. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const reads = (uuid: string) => [
  `${APP}/${uuid}`,
  `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`,
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
];

async function allOf(email: string): Promise<string[]> {
  const token = await sandbox.login(email);
  return (await sandbox.json<HelocApplication[]>(`${APP}/all`, { token })).map((a) => a.uuid);
}

it('each person lists their own, signed-for and referred applications', async () => {
  expect(await allOf('borrower@example.com')).toEqual([SEEDED_IDS.borrowerApp]);
  expect(await allOf('signer@example.com')).toEqual([SEEDED_IDS.borrowerApp]);
  expect(await allOf('broker@example.com')).toEqual([SEEDED_IDS.texasApp]);
  expect(await allOf('texas@example.com')).toEqual([SEEDED_IDS.texasApp]);
  expect(await allOf('partner-borrower@example.com')).toEqual([SEEDED_IDS.partnerApp]);
  expect(await allOf('new@example.com')).toEqual([]);
});

it('a co-deeder reads the application they sign for', async () => {
  const token = await sandbox.login('signer@example.com');
  for (const url of reads(SEEDED_IDS.borrowerApp)) {
    expect((await sandbox.call(url, { token })).status).toBe(200);
  }
});

it('a broker reads the application they referred', async () => {
  const token = await sandbox.login('broker@example.com');
  for (const url of reads(SEEDED_IDS.texasApp)) {
    expect((await sandbox.call(url, { token })).status).toBe(200);
  }
  expect((await sandbox.call(`${APP}/${SEEDED_IDS.borrowerApp}`, { token })).status).toBe(403);
});

it("anyone else gets 403 on another person's application, and 404 on none", async () => {
  const token = await sandbox.login('new@example.com');
  for (const url of reads(SEEDED_IDS.borrowerApp)) {
    const response = await sandbox.call(url, { token });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [{ code: 'FORBIDDEN', message: 'You do not have access to this application' }],
    });
  }
  const missing = '00000000-0000-4000-8000-000000000000';
  for (const url of reads(missing)) {
    const response = await sandbox.call(url, { token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ code: 'NOT_FOUND', message: `No application ${missing}` }],
    });
  }
});

it('the application endpoints need a session', async () => {
  for (const url of [`${APP}/all`, ...reads(SEEDED_IDS.borrowerApp)]) {
    expect((await sandbox.call(url)).status).toBe(401);
  }
});

describe("a broker's token and the acts only the borrower may do", () => {
  // docs/sandbox.md#who-may-do-what: consents, fees, the SSN, bank accounts, signing and identity.
  const json = (method: string, path: string, body: unknown = {}) => ({ method, path, body });
  const ACTS = [
    // Consents (the SSN and the hard credit pull with them).
    json('PUT', 'more-info', { ownership: 'SOLE', ssn: '287654321', hardCreditConsent: true }),
    json('POST', 'disclosures/accept', { documents: [] }),
    json('POST', 'esign-consent', { esignConsentVersion: '2024-01' }),
    // The SSN again.
    json('PUT', 'ssn', { ssn: '287654321' }),
    json('POST', 'credit/retry'),
    // Fees: the valuation, a manual notary.
    json('POST', 'bpo'),
    json('PUT', 'notary', { mode: 'MANUAL' }),
    json('PUT', 'notary/manual', { requestedManualNotaryTime: '2030-01-07T16:00:00.000Z' }),
    // Bank accounts and the authorization of automatic payments.
    json('PUT', 'disburse-account', {
      routingNumber: '123456780',
      accountNumber: '000482716543',
      accountType: 'CHECKING',
    }),
    json('POST', 'disburse-account/confirm'),
    json('PUT', 'autopay', { payType: 'AUTOPAY', autopayAuthorization: true }),
    json('PUT', 'autopay-account', { routingNumber: '123456780', accountNumber: '000482716543' }),
    // Signing.
    json('POST', 'sign', { signatureName: 'James Okafor', documents: [] }),
    json('POST', 'signers', { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com' }),
    json('POST', 'notary/session'),
    // Cancelling the line.
    json('POST', 'rescind'),
  ];

  const upload = (token: string, uuid: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'id.png');
    return fetch(`${sandbox.url}${APP}/${uuid}/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      body: form,
    });
  };

  it('answers 403 to every one of them from the referring broker, and changes nothing', async () => {
    const token = await sandbox.login('broker@example.com');
    const uuid = SEEDED_IDS.texasApp;
    const before = await sandbox.json(`/__sandbox/applications/${uuid}`);
    for (const act of ACTS) {
      const response = await sandbox.call(`${APP}/${uuid}/${act.path}`, {
        method: act.method,
        body: act.body,
        token,
      });
      expect([act.path, response.status]).toEqual([act.path, 403]);
      expect(await response.json()).toMatchObject({ errors: [{ code: 'FORBIDDEN' }] });
    }
    // Identity: a side of an ID, and an upload for a condition.
    for (const fields of <Record<string, string>[]>[
      { type: 'DRIVERS_LICENSE_FRONT' },
      { type: 'BANK_STATEMENT', conditionUuid: '00000000-0000-4000-8000-000000000001' },
    ]) {
      expect((await upload(token, uuid, fields)).status).toBe(403);
    }
    // The valuation was open to the borrower, and still is: nothing was ordered.
    expect(await sandbox.json(`/__sandbox/applications/${uuid}`)).toEqual(before);
    const borrower = await sandbox.login('texas@example.com');
    const ordered = await sandbox.call(`${APP}/${uuid}/bpo`, { body: {}, token: borrower });
    expect(ordered.status).toBe(200);
  });

  it('answers 403 to a broker the control API makes, at the step that is open', async () => {
    const broker = await sandbox.applicant({ role: 'broker', state: 'DISBURSEMENT_ACCOUNT' });
    const response = await sandbox.call(`${APP}/${broker.applicationUuid}/disburse-account`, {
      method: 'PUT',
      body: ACTS.find((a) => a.path === 'disburse-account')?.body,
      token: broker.jwt,
    });
    expect(response.status).toBe(403);
  });
});
