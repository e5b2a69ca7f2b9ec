/** @jest-environment node */
import { seedOrgs } from '../../src/sandbox/orgs';
import type { RequestLogEntry } from '../../src/sandbox/requestLog';
import { sharedSandbox, startTestSandbox } from './helpers';
import { APP, PASSWORD, register, REGISTER, registrationBody, stored } from './journeySupport';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../src/contract/autopayAuthorization';

const sandbox = sharedSandbox();

const lastSeq = async () =>
  (await sandbox.json<RequestLogEntry[]>('/__sandbox/requests')).at(-1)?.seq ?? 0;
const logSince = (seq: number) =>
  sandbox.json<RequestLogEntry[]>(`/__sandbox/requests?since=${seq}`);

describe('request bodies in the request log', () => {
  it('keeps the parsed JSON with passwords, dates of birth and SSNs redacted', async () => {
    const since = await lastSeq();
    const body = registrationBody();
    await sandbox.json(REGISTER, { body, headers: { 'x-org': 'main' } }, 201);
    await sandbox.call('/identity/api/v1/login', {
      body: { email: body.email, password: PASSWORD },
    });
    const entries = await logSince(since);
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', REGISTER, 201],
      ['POST', '/identity/api/v1/login', 200],
    ]);
    expect(entries[0]?.body).toEqual({
      ...body,
      password: '[redacted]',
      dateOfBirth: '[redacted]',
    });
    expect(entries[1]?.body).toEqual({ email: body.email, password: '[redacted]' });
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
  });

  it('never keeps an account or routing number', async () => {
    const autopayAuthorization = { version: AUTOPAY_AUTHORIZATION_VERSION, accepted: true };
    const created = await sandbox.applicant({ state: 'AUTOPAY' });
    const since = await lastSeq();
    await sandbox.json(`${APP}/${created.applicationUuid}/autopay-account`, {
      method: 'PUT',
      token: created.jwt,
      body: {
        routingNumber: '121000358',
        accountNumber: '000123456789',
        accountType: 'SAVINGS',
        autopayAuthorization,
      },
    });
    const [entry] = await logSince(since);
    expect(entry?.body).toEqual({
      routingNumber: '[redacted]',
      accountNumber: '[redacted]',
      accountType: 'SAVINGS',
      autopayAuthorization,
    });
  });

  it('keeps a multipart upload as field names, file names and sizes', async () => {
    const since = await lastSeq();
    const form = new FormData();
    form.append('type', 'PAYSTUB');
    form.append(
      'file',
      new Blob([new Uint8Array(1234)], { type: 'application/pdf' }),
      'paystub.pdf',
    );
    form.append('file', new Blob(['abc'], { type: 'image/png' }), 'back.png');
    await fetch(`${sandbox.url}/service-application/api/v1/application/heloc/nowhere/documents`, {
      method: 'POST',
      body: form,
    });
    const [entry] = await logSince(since);
    expect(entry?.body).toEqual({
      fields: ['type'],
      files: [
        { field: 'file', name: 'paystub.pdf', size: 1234 },
        { field: 'file', name: 'back.png', size: 3 },
      ],
    });
    expect(JSON.stringify(entry)).not.toContain('PAYSTUB');
  });

  it('answers 400 to a multipart body that is not one', async () => {
    const response = await sandbox.call(
      '/service-application/api/v1/application/heloc/x/documents',
      {
        body: '--other\r\nnot a part',
        headers: { 'Content-Type': 'multipart/form-data; boundary=expected' },
      },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe(
      'The request body is not valid multipart/form-data',
    );
  });

  it('a request with no body has a null body', async () => {
    const since = await lastSeq();
    await sandbox.call('/service-lead-portal/api/lo/missing');
    expect((await logSince(since))[0]?.body).toBeNull();
  });
});

describe('PUT and DELETE /__sandbox/orgs/{code}', () => {
  const partnerSeed = () => {
    const seed = seedOrgs().find((o) => o.code === 'partner');
    if (!seed) throw new Error('no partner seed');
    return seed;
  };
  const licences = async (code: string) =>
    (
      await sandbox.json<{ abbrev: string }[]>(
        `/service-application/external/api/v1/heloc/state-licenses?orgCode=${code}`,
      )
    ).map((l) => l.abbrev);

  it('deep-merges organisation data, persisted, and DELETE restores the seed', async () => {
    const seed = partnerSeed();
    const answer = await sandbox.json<Record<string, unknown>>('/__sandbox/orgs/partner', {
      method: 'PUT',
      body: {
        orgBrand: { name: 'Harbor Test CU' },
        orgMetaData: { products: { HELOC: { requireReferringLoanOriginator: true } } },
        publicFeatureToggles: { showChat: true },
        orgPricingData: [{ minLoanAmount: 30000 }],
        // As a lender's data may hold them: any case, either shape; kept as given.
        stateLicenses: [{ abbrev: 'tx' }, 'CA'],
      },
    });
    expect(answer).toMatchObject({
      orgCode: 'partner',
      orgBrand: { ...seed.info.orgBrand, name: 'Harbor Test CU' },
      orgMetaData: {
        companyInfo: seed.info.orgMetaData.companyInfo,
        products: {
          HELOC: { ...seed.info.orgMetaData.products.HELOC, requireReferringLoanOriginator: true },
        },
      },
      publicFeatureToggles: { showNcuaLogo: true, showChat: true },
      orgPricingData: [{ minLoanAmount: 30000 }],
      stateLicenses: ['tx', 'CA'],
    });
    expect(await licences('partner')).toEqual(['tx', 'CA']);

    // The lender acts on it: a Texas home now registers, and only with a referrer.
    const texas = {
      street1: '1418 Live Oak Hollow Drive',
      city: 'Austin',
      state: 'TX',
      zip: '78745',
    };
    const refused = await sandbox.call(REGISTER, {
      body: registrationBody({ address: texas }),
      headers: { 'x-org': 'partner' },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.map((e: { field: string }) => e.field)).toEqual([
      'referrer',
    ]);
    const who = await register(
      sandbox,
      { address: texas, referrer: '4c162a3e-dfb1-4bf2-9dae-8f90b1c2d30e' },
      'partner',
    );
    expect((await stored(sandbox, who.applicationUuid)).status.bpo).toBe('REQUIRED');

    // Kept across a restart.
    const restarted = await startTestSandbox({ dataDir: sandbox.dataDir });
    try {
      const after = await restarted.json<{ abbrev: string }[]>(
        '/service-application/external/api/v1/heloc/state-licenses?orgCode=partner',
      );
      expect(after.map((l) => l.abbrev)).toEqual(['tx', 'CA']);
    } finally {
      await restarted.close();
    }

    const restored = await sandbox.json('/__sandbox/orgs/partner', { method: 'DELETE' });
    expect(restored).toEqual({ ...seed.info, stateLicenses: seed.licences });
    expect(await licences('partner')).toEqual(seed.licences);
  });

  it('refuses bad bodies and unknown organisations', async () => {
    const put = (code: string, body: unknown) =>
      sandbox.call(`/__sandbox/orgs/${code}`, { method: 'PUT', body });
    for (const [body, field] of [
      [{ orgBrand: 'red' }, 'orgBrand'],
      [{ orgPricingData: { minApr: 1 } }, 'orgPricingData'],
      [{ stateLicenses: ['XX'] }, 'stateLicenses'],
      [{ stateLicenses: [{ state: 'CA' }] }, 'stateLicenses'],
      [{ orgCode: 'other' }, 'orgCode'],
    ] as const) {
      const response = await put('main', body);
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect((await put('nowhere', {})).status).toBe(404);
    expect((await sandbox.call('/__sandbox/orgs/nowhere', { method: 'DELETE' })).status).toBe(404);
    // Nothing changed.
    expect(await licences('main')).toHaveLength(50);
  });
});
