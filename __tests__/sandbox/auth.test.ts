/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { SECRET_FILE, signToken, TOKEN_LIFETIME_SECONDS } from '../../src/sandbox/auth';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

const PROFILE = '/service-profile/api/v1/profile';
const now = () => Math.floor(Date.now() / 1000);
const secret = () =>
  Buffer.from(fs.readFileSync(path.join(sandbox.dataDir, SECRET_FILE), 'utf8'), 'hex');
const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

describe('POST /identity/api/v1/login', () => {
  it('answers a 12-hour HS256 jwt for the right password', async () => {
    const jwt = await sandbox.login('Borrower@Example.com');
    const [head] = jwt.split('.');
    expect(JSON.parse(Buffer.from(head ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = decode(jwt);
    expect(claims).toMatchObject({ sub: SEEDED_IDS.borrower, org: 'main' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it('refuses a wrong password or unknown e-mail with 401 INVALID_CREDENTIALS', async () => {
    for (const body of [
      { email: 'borrower@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'heloc-sandbox-1' },
    ]) {
      const response = await sandbox.call('/identity/api/v1/login', { body });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        errors: [{ code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is incorrect' }],
      });
    }
  });

  it('asks for both fields with a 400', async () => {
    const response = await sandbox.call('/identity/api/v1/login', {
      body: { email: 'borrower@example.com' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe('Enter your e-mail and password');
  });

  it('answers 400 with an errors body for a body that is not JSON', async () => {
    const response = await sandbox.call('/identity/api/v1/login', { body: '{"email":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' }],
    });
  });
});

describe('secure endpoints', () => {
  it('accept a Bearer token and a bare one', async () => {
    const jwt = await sandbox.login('borrower@example.com');
    expect((await sandbox.json<{ uuid: string }>(PROFILE, { token: jwt })).uuid).toBe(
      SEEDED_IDS.borrower,
    );
    const bare = await sandbox.json<{ uuid: string }>(PROFILE, { headers: { Authorization: jwt } });
    expect(bare.uuid).toBe(SEEDED_IDS.borrower);
  });

  it('answer 401 unauthenticated without a token, with an expired one, or a non-token', async () => {
    const expired = signToken(secret(), {
      sub: SEEDED_IDS.borrower,
      org: 'main',
      iat: now() - 13 * 3600,
      exp: now() - 3600,
    });
    const cases: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${expired}` },
      { Authorization: 'Bearer not-a-token' },
    ];
    for (const headers of cases) {
      const response = await sandbox.call(PROFILE, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'unauthenticated',
        errors: [{ code: 'UNAUTHENTICATED', message: 'unauthenticated' }],
      });
    }
  });

  it('answer 403 invalid signature for a token signed with another key', async () => {
    const forged = signToken(Buffer.alloc(32, 7), {
      sub: SEEDED_IDS.borrower,
      org: 'main',
      iat: now(),
      exp: now() + 600,
    });
    const response = await sandbox.call(PROFILE, { token: forged });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'invalid signature',
      errors: [{ code: 'INVALID_SIGNATURE', message: 'invalid signature' }],
    });
  });

  it('slide the session: past half-life a 200 carries a fresh token, before it none', async () => {
    const young = await sandbox.login('borrower@example.com');
    expect((await sandbox.call(PROFILE, { token: young })).headers.get('authorization')).toBeNull();

    const iat = now() - 7 * 3600;
    const old = signToken(secret(), {
      sub: SEEDED_IDS.borrower,
      org: 'main',
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
    });
    const response = await sandbox.call(PROFILE, { token: old });
    expect(response.status).toBe(200);
    const fresh = /^Bearer (.+)$/.exec(response.headers.get('authorization') ?? '')?.[1];
    expect(fresh).toBeDefined();
    const claims = decode(fresh ?? '');
    expect(Number(claims.exp)).toBeGreaterThan(iat + TOKEN_LIFETIME_SECONDS);
    expect((await sandbox.json<{ uuid: string }>(PROFILE, { token: fresh })).uuid).toBe(
      SEEDED_IDS.borrower,
    );

    // Not on an error answer.
    const forbidden = await sandbox.call(
      '/service-application/api/v1/application/heloc/08d2e6fa-9b7c-4dbe-9f6a-4b5c7d8e9fca',
      { token: old },
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('authorization')).toBeNull();
  });
});

describe('identity', () => {
  it('answers the identity shape on v1, v1_1 and figureinfo', async () => {
    const jwt = await sandbox.login('broker@example.com');
    for (const url of [
      '/identity/secure/api/v1/identity',
      '/identity/secure/api/v1_1/identity',
      '/identity-broker/customer/secure/api/v3/self/figureinfo',
      '/identity-broker/agent/secure/api/v3/self/figureinfo',
    ]) {
      const identity = await sandbox.json<Record<string, unknown>>(url, { token: jwt });
      expect(identity).toMatchObject({
        uuid: SEEDED_IDS.broker,
        organizationCode: 'main',
        profileType: 'BROKER',
        email: 'broker@example.com',
        isManageable: true,
        isBroker: true,
        activeLegacyCustomerOrgs: [],
        aliases: [{ type: 'EMAIL', value: 'broker@example.com' }],
        passwordExpired: false,
        twoFactorEnabled: false,
        totpVerified: false,
      });
      expect(identity.wallet).toEqual({
        accountAddress: expect.stringMatching(/^0x[0-9a-f]{40}$/),
        groupPolicyAddress: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      });
    }
    expect((await sandbox.call('/identity/secure/api/v1/identity')).status).toBe(401);
  });

  it('identity-broker login answers a redirect to the sign-in page, logout to /auth/login saying so', async () => {
    const login = await sandbox.json<{ redirectUrl: string }>(
      '/identity-broker/customer/api/v3/login?redirectUrl=%2Faccount%2Fheloc%2F&telemetryTrackingId=t1',
      { body: { applicationName: 'heloc', orgCode: 'partner', mode: 'login' } },
    );
    expect(login.redirectUrl).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2F&org=partner');
    const unsafe = await sandbox.json<{ redirectUrl: string }>(
      '/identity-broker/agent/api/v3/login?redirectUrl=%2F%2Fevil.example',
      { body: {} },
    );
    expect(unsafe.redirectUrl).toBe('/auth/login');
    const logout = await sandbox.json('/identity-broker/customer/secure/api/v3/logout', {
      body: {},
    });
    expect(logout).toEqual({ redirectUrl: '/auth/login?signedOut=1' });
    expect((await sandbox.call('/identity-broker/robot/api/v3/login', { body: {} })).status).toBe(
      404,
    );
  });
});
