/** @jest-environment node */
import type { HelocApplication } from '../../src/features/application';
import type { Condition } from '../../src/features/conditions';
import type { LoanOriginator } from '../../src/features/loanOriginator';
import type { Profile } from '../../src/features/profile';
import type { StatusResponse } from '../../src/contract/status';
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import { truthInLending } from '../../src/contract/payments';
import { isOpenAt } from '../../src/sandbox/hours';
import { seedOrgs } from '../../src/sandbox/orgs';
import type { RequestLogEntry } from '../../src/sandbox/requestLog';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { type Applicant, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

const APP = '/service-application/api/v1/application/heloc';
const status = (uuid: string, token: string) =>
  sandbox.json<StatusResponse>(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, {
    token,
  });

describe('POST /__sandbox/applicants', () => {
  it('creates a signed-in borrower with a realistic application', async () => {
    const created = await sandbox.applicant({});
    expect(created).toEqual({
      email: expect.stringMatching(/@example\.com$/),
      password: expect.any(String),
      jwt: expect.any(String),
      applicationUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      profileUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const app = await sandbox.json<HelocApplication>(`${APP}/${created.applicationUuid}`, {
      token: created.jwt,
    });
    expect(app.loanNumber).toMatch(/^\d{10}$/);
    expect(app.state).toBe('OFFER_SELECTION');
    // Registered as the page registers: the consent to electronic documents given, to its text.
    expect(app.consents).toContainEqual({
      type: 'ESIGN',
      acceptedAt: expect.any(String),
      version: ESIGN_CONSENT_VERSION,
    });
    const profile = await sandbox.json<Profile>('/service-profile/api/v1/profile', {
      token: created.jwt,
    });
    expect(profile).toMatchObject({
      uuid: created.profileUuid,
      type: 'BORROWER',
      email: created.email,
    });
    // The answered password signs in.
    expect(await sandbox.login(created.email, created.password)).toEqual(expect.any(String));
  });

  it('deep-merges state, status, application and profile over the generated applicant', async () => {
    const created = await sandbox.applicant({
      org: 'partner',
      state: 'BPO_ORDER',
      status: { bpo: 'REQUIRED' },
      application: { property: { state: 'TX' }, isCrypto: true },
      profile: { name: { firstName: 'Zed' }, hasSsn: false },
    });
    const s = await status(created.applicationUuid, created.jwt);
    expect(s).toMatchObject({
      state: 'BPO_ORDER',
      bpo: 'REQUIRED',
      // What the walk left there: the income verified.
      uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
    });
    const app = await sandbox.json<HelocApplication>(`${APP}/${created.applicationUuid}`, {
      token: created.jwt,
    });
    expect(app.property?.state).toBe('TX');
    expect(app.property?.address.street1).toEqual(expect.any(String));
    expect(app.isCrypto).toBe(true);
    const profile = await sandbox.json<Profile>('/service-profile/api/v1/profile', {
      token: created.jwt,
    });
    expect(profile.name?.firstName).toBe('Zed');
    expect(profile.name?.lastName).toEqual(expect.any(String));
    expect(profile.hasSsn).toBe(false);
    const identity = await sandbox.json<{ organizationCode: string }>(
      '/identity/secure/api/v1/identity',
      { token: created.jwt },
    );
    expect(identity.organizationCode).toBe('partner');
  });

  it('creates a co-deeder with the borrower and application they sign for', async () => {
    const created = await sandbox.applicant({ role: 'co-deeder' });
    const profile = await sandbox.json<Profile>('/service-profile/api/v1/profile', {
      token: created.jwt,
    });
    expect(profile.type).toBe('CO_DEEDER');
    const app = await sandbox.json<HelocApplication>(`${APP}/${created.applicationUuid}`, {
      token: created.jwt,
    });
    expect(app).toMatchObject({
      additionalSignerVersion: 'v1',
      coDeedStatus: 'PENDING',
      state: 'CO_DEED_REQUIRED',
    });
    expect(app.helocSigners?.map((s) => s.identityUuid)).toEqual([created.profileUuid]);
    expect(app.email).not.toBe(created.email);
  });

  it('creates a broker with a loan-originator record and a referred application', async () => {
    const created = await sandbox.applicant({ role: 'broker' });
    const profile = await sandbox.json<Profile>('/service-profile/api/v1/profile', {
      token: created.jwt,
    });
    expect(profile).toMatchObject({ type: 'BROKER', isBroker: true });
    const app = await sandbox.json<HelocApplication>(`${APP}/${created.applicationUuid}`, {
      token: created.jwt,
    });
    const referrer = app.referrer?.referrerUuid ?? '';
    const lo = await sandbox.json<LoanOriginator>(`/service-lead-portal/api/lo/${referrer}`);
    expect(lo).toMatchObject({
      uuid: referrer,
      email: created.email,
      nmls: expect.stringMatching(/^\d+$/),
    });
  });

  it('with application: null, creates a borrower who has not applied yet', async () => {
    const created = await sandbox.json<
      Omit<Applicant, 'applicationUuid'> & { applicationUuid: null }
    >('/__sandbox/applicants', {
      body: { application: null, profile: { name: { firstName: 'Noor' } } },
    });
    expect(created.applicationUuid).toBeNull();
    const profile = await sandbox.json<Profile>('/service-profile/api/v1/profile', {
      token: created.jwt,
    });
    expect(profile).toMatchObject({ uuid: created.profileUuid, type: 'BORROWER' });
    expect(profile.name?.firstName).toBe('Noor');
    // Account setup's call then opens their first application.
    const started = await sandbox.json<{ applicationUuid: string }>(
      APP,
      {
        token: created.jwt,
        body: {
          address: { street1: '12 Dogwood Court', city: 'Raleigh', state: 'NC', zip: '27609' },
          planToSell: false,
          annualIncome: 98000,
          employmentType: 'FULL_TIME',
          softCreditConsent: true,
          esignConsent: true,
          esignConsentVersion: ESIGN_CONSENT_VERSION,
        },
      },
      201,
    );
    expect(started.applicationUuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bad bodies with 400 and a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ application: null, role: 'co-deeder' }, 'application: null is a borrower'],
      [{ application: null, state: 'OFFER_SELECTION' }, 'application: null is a borrower'],
      [{ role: 'notary' }, 'role must be one of borrower, co-deeder, broker'],
      [{ org: 'nowhere' }, 'org must be one of'],
      [{ status: 'bad' }, 'status must be an object'],
      [{ state: 42 }, 'state must be a server state name'],
      [{ state: 'ALMOST_DONE' }, 'state must be a server state (OFFER_GENERATION, '],
      [{ colour: 'red' }, 'Unknown field colour'],
      [[1, 2], 'The request body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const response = await sandbox.call('/__sandbox/applicants', { body });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: { code: string; message: string }[] };
      expect(answer.errors[0]?.code).toBe('BAD_REQUEST');
      expect(answer.errors[0]?.message).toContain(message);
    }
  });
});

describe('a funded line (docs/sandbox.md#a-funded-line)', () => {
  it('an applicant made at COMPLETE has its funding recorded: the time, the amount financed, the account', async () => {
    const created = await sandbox.applicant({ state: 'COMPLETE' });
    const app = await sandbox.json<HelocApplication>(`${APP}/${created.applicationUuid}`, {
      token: created.jwt,
    });
    expect(app.funding).toEqual({
      fundedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      amount: truthInLending(app).amountFinanced,
      accountLast4: app.disburseAccount!.mask,
    });
    expect(app.funding!.amount).toBeLessThan(app.amount);
  });

  it('COMPLETE set from outside records the funding once; before, there is none', async () => {
    const created = await sandbox.applicant({ state: 'FUNDING_DECISION' });
    const read = () =>
      sandbox.json<HelocApplication>(`${APP}/${created.applicationUuid}`, { token: created.jwt });
    expect((await read()).funding).toBeUndefined();
    const patch = (body: object) =>
      sandbox.json(`/__sandbox/applications/${created.applicationUuid}`, { method: 'PATCH', body });
    await patch({ state: 'COMPLETE' });
    const first = (await read()).funding;
    expect(first).toMatchObject({ amount: expect.any(Number) });
    await patch({ state: 'COMPLETE' });
    expect((await read()).funding).toEqual(first);
  });
});

describe('PATCH /__sandbox/applications/{uuid}', () => {
  it('deep-merges state, status, application and profile, and replaces conditions', async () => {
    const created = await sandbox.applicant({});
    const answer = await sandbox.json<{
      state: string;
      application: HelocApplication;
      profile: Profile;
      conditions: Condition[];
    }>(`/__sandbox/applications/${created.applicationUuid}`, {
      method: 'PATCH',
      body: {
        state: 'DEED_SIGNING',
        status: { primaryParticipantAcceptComplete: true },
        application: { insurance: { complete: true }, payType: 'MANUAL' },
        profile: { phoneNumbers: [] },
        conditions: [
          { categoryEnum: 'MISSING_PHONE_NUMBER' },
          { categoryEnum: 'MANUAL_PAYSTUB_UPLOAD', notes: 'two stubs' },
        ],
      },
    });
    expect(answer.state).toBe('DEED_SIGNING');
    expect(answer.profile.phoneNumbers).toEqual([]);
    const s = await status(created.applicationUuid, created.jwt);
    expect(s).toMatchObject({
      state: 'DEED_SIGNING',
      primaryParticipantAcceptComplete: true,
      liensComplete: true,
    });
    const app = await sandbox.json<HelocApplication>(`${APP}/${created.applicationUuid}`, {
      token: created.jwt,
    });
    expect(app).toMatchObject({
      state: 'DEED_SIGNING',
      payType: 'MANUAL',
      insurance: { complete: true },
    });
    expect(app.uwCalculatedDrawAmount).toBeGreaterThan(0);
    const conditions = await sandbox.json<Condition[]>(
      `/service-conditions/external/api/v1/applications/${created.applicationUuid}/conditions/external-applicants`,
      { token: created.jwt },
    );
    expect(conditions.map((c) => c.categoryEnum)).toEqual([
      'MISSING_PHONE_NUMBER',
      'MANUAL_PAYSTUB_UPLOAD',
    ]);
    expect(conditions[0]?.display.location).toBe('conditions/phone-number');
    expect(conditions[1]?.notes).toBe('two stubs');

    await sandbox.json(`/__sandbox/applications/${created.applicationUuid}`, {
      method: 'PATCH',
      body: { conditions: [] },
    });
    expect(
      await sandbox.json(
        `/service-conditions/external/api/v1/applications/${created.applicationUuid}/conditions/external-applicants`,
        { token: created.jwt },
      ),
    ).toEqual([]);
  });

  it('answers 404 for an unknown application and 400 for bad fields', async () => {
    const missing = await sandbox.call(
      '/__sandbox/applications/00000000-0000-4000-8000-000000000000',
      {
        method: 'PATCH',
        body: { state: 'COMPLETE' },
      },
    );
    expect(missing.status).toBe(404);
    const bad = await sandbox.call(`/__sandbox/applications/${SEEDED_IDS.borrowerApp}`, {
      method: 'PATCH',
      body: { conditions: 'none' },
    });
    expect(bad.status).toBe(400);
    const uuid = await sandbox.call(`/__sandbox/applications/${SEEDED_IDS.borrowerApp}`, {
      method: 'PATCH',
      body: { application: { uuid: 'other' } },
    });
    expect(uuid.status).toBe(400);
  });
});

describe('PUT /__sandbox/applications/{uuid}/script', () => {
  it('answers the states in order, then repeats the last, with the stored status fields', async () => {
    const created = await sandbox.applicant({ status: { bpo: 'ORDERED' } });
    const answer = await sandbox.json(`/__sandbox/applications/${created.applicationUuid}/script`, {
      method: 'PUT',
      body: { states: ['WAITING_FOR_CREDIT', 'OFFER_GENERATION', 'OFFER_SELECTION'] },
    });
    expect(answer).toEqual({
      applicationUuid: created.applicationUuid,
      states: ['WAITING_FOR_CREDIT', 'OFFER_GENERATION', 'OFFER_SELECTION'],
      position: 0,
    });
    const seen: (string | null)[] = [];
    for (let i = 0; i < 5; i += 1) {
      const s = await status(created.applicationUuid, created.jwt);
      expect(s.bpo).toBe('ORDERED');
      seen.push(s.state);
    }
    expect(seen).toEqual([
      'WAITING_FOR_CREDIT',
      'OFFER_GENERATION',
      'OFFER_SELECTION',
      'OFFER_SELECTION',
      'OFFER_SELECTION',
    ]);

    // An empty list removes the script.
    await sandbox.json(`/__sandbox/applications/${created.applicationUuid}/script`, {
      method: 'PUT',
      body: { states: [] },
    });
    expect((await status(created.applicationUuid, created.jwt)).state).toBe('OFFER_SELECTION');
    const bad = await sandbox.call(`/__sandbox/applications/${created.applicationUuid}/script`, {
      method: 'PUT',
      body: { states: 'OFFER_SELECTION' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('GET /__sandbox/requests', () => {
  it('lists requests after a sequence number, leaving out the control API and pages', async () => {
    const before = await sandbox.json<RequestLogEntry[]>('/__sandbox/requests?since=0');
    const last = before.at(-1)?.seq ?? 0;
    const started = Date.now();
    await sandbox.call('/service-lead-portal/api/lo/missing?x=1');
    await sandbox.call('/ft/external/event', { body: { event: 'PAGE_VIEW' } });
    await sandbox.call('/terms', { headers: { Accept: 'text/html' } });
    await sandbox.call('/sandbox-assets/pages.css');
    await sandbox.call('/__sandbox/faults');
    const entries = await sandbox.json<RequestLogEntry[]>(`/__sandbox/requests?since=${last}`);
    expect(entries).toEqual([
      {
        seq: last + 1,
        method: 'GET',
        path: '/service-lead-portal/api/lo/missing',
        status: 404,
        at: expect.any(Number),
        body: null,
      },
      {
        seq: last + 2,
        method: 'POST',
        path: '/ft/external/event',
        status: 200,
        at: expect.any(Number),
        body: { event: 'PAGE_VIEW' },
      },
    ]);
    expect(entries[0]?.at).toBeGreaterThanOrEqual(started - 5);
    expect(entries[0]?.at).toBeLessThanOrEqual(Date.now());
    expect(await sandbox.json(`/__sandbox/requests?since=${last + 2}`)).toEqual([]);
    expect((await sandbox.call('/__sandbox/requests?since=-1')).status).toBe(400);
  });
});

describe('PUT /__sandbox/flags/{key}', () => {
  it('sets a flag the feature endpoint then answers', async () => {
    const variables = {
      routes: '["product/select"]',
      message: 'Back at noon',
      pageTitle: 'Scheduled Maintenance',
      shouldShowDashboardLink: true,
    };
    expect(
      await sandbox.json('/__sandbox/flags/fe-heloc-maintenance', {
        method: 'PUT',
        body: { flagEnabled: true, variables },
      }),
    ).toEqual({ featureKey: 'fe-heloc-maintenance', flagEnabled: true, variables });
    expect(
      await sandbox.json('/service-optimize/external/api/v1/feature', {
        body: { featureKey: 'fe-heloc-maintenance', optimizeUser: {} },
      }),
    ).toEqual({ flagEnabled: true, variables });
    const bad = await sandbox.call('/__sandbox/flags/x', {
      method: 'PUT',
      body: { flagEnabled: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].message).toBe('flagEnabled must be true or false');
  });
});

describe('PUT /__sandbox/hours', () => {
  it('forces chat open or closed, and null returns to the schedule', async () => {
    const url = '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus';
    for (const chatOpen of [true, false]) {
      expect(await sandbox.json('/__sandbox/hours', { method: 'PUT', body: { chatOpen } })).toEqual(
        { chatOpen },
      );
      expect(await sandbox.json(url)).toEqual({ open: chatOpen });
    }
    await sandbox.json('/__sandbox/hours', { method: 'PUT', body: { chatOpen: null } });
    const main = seedOrgs().find((o) => o.code === 'main');
    if (!main) throw new Error('no main org');
    const before = isOpenAt(main, 'OPS_CHAT', new Date());
    const { open } = await sandbox.json<{ open: boolean }>(url);
    const after = isOpenAt(main, 'OPS_CHAT', new Date());
    expect([before, after]).toContain(open);
    expect(
      (await sandbox.call('/__sandbox/hours', { method: 'PUT', body: { chatOpen: 'sometimes' } }))
        .status,
    ).toBe(400);
  });

  it('the schedule is read in Pacific time, daylight saving included', () => {
    const main = seedOrgs().find((o) => o.code === 'main');
    if (!main) throw new Error('no main org');
    // Monday 2025-01-06 05:59 and 06:00 PST (UTC-8); chat opens at 06:00.
    expect(isOpenAt(main, 'OPS_CHAT', new Date('2025-01-06T13:59:00Z'))).toBe(false);
    expect(isOpenAt(main, 'OPS_CHAT', new Date('2025-01-06T14:00:00Z'))).toBe(true);
    // Monday 2025-07-07 19:59 and 20:00 PDT (UTC-7); chat closes at 20:00.
    expect(isOpenAt(main, 'OPS_CHAT', new Date('2025-07-08T02:59:00Z'))).toBe(true);
    expect(isOpenAt(main, 'OPS_CHAT', new Date('2025-07-08T03:00:00Z'))).toBe(false);
    // Sunday 2025-07-06 noon PDT: the main phone line is closed on Sundays.
    expect(isOpenAt(main, 'OPS_PHONE', new Date('2025-07-06T19:00:00Z'))).toBe(false);
  });
});

describe('POST /__sandbox/reset', () => {
  it('brings every record back to the seed and ends sessions of people who are gone', async () => {
    const created = await sandbox.applicant({});
    await sandbox.json(`/__sandbox/applications/${SEEDED_IDS.borrowerApp}`, {
      method: 'PATCH',
      body: { state: 'COMPLETE' },
    });
    await sandbox.json('/__sandbox/flags/fe-heloc-maintenance', {
      method: 'PUT',
      body: { flagEnabled: true },
    });
    await sandbox.json('/__sandbox/faults', { body: { path: '/nowhere', kind: '500' } });

    const reset = await sandbox.json<{ seededAt: string; accounts: { email: string }[] }>(
      '/__sandbox/reset',
      { body: {} },
    );
    expect(Date.parse(reset.seededAt)).toBeLessThanOrEqual(Date.now());
    expect(reset.accounts.map((a) => a.email)).toContain('borrower@example.com');

    expect(
      (await sandbox.call('/service-profile/api/v1/profile', { token: created.jwt })).status,
    ).toBe(401);
    const borrower = await sandbox.login('borrower@example.com');
    expect((await status(SEEDED_IDS.borrowerApp, borrower)).state).toBe('OFFER_SELECTION');
    const flag = await sandbox.json<{ flagEnabled: boolean }>(
      '/service-optimize/external/api/v1/feature',
      {
        body: { featureKey: 'fe-heloc-maintenance' },
      },
    );
    expect(flag.flagEnabled).toBe(false);
    expect(await sandbox.json('/__sandbox/faults')).toEqual([]);
  });
});

describe('GET /__sandbox/applications/{uuid}', () => {
  it('answers the records as stored: state, status, application, profile, conditions, signers', async () => {
    const created = await sandbox.applicant({
      state: 'NOTE_SIGNING',
      status: { floodInsuranceRequired: true },
      profile: { name: { firstName: 'Rosa', lastName: 'Diaz' } },
    });
    const stored = await sandbox.json<{
      state: string;
      status: { floodInsuranceRequired?: boolean };
      application: HelocApplication;
      profile: Profile;
      conditions: Condition[];
      signers: { email: string; password: string | null; done: boolean }[];
    }>(`/__sandbox/applications/${created.applicationUuid}`);
    expect(Object.keys(stored)).toEqual([
      'state',
      'status',
      'application',
      'profile',
      'conditions',
      'signers',
    ]);
    expect(stored.state).toBe('NOTE_SIGNING');
    expect(stored.status.floodInsuranceRequired).toBe(true);
    expect(stored.application.uuid).toBe(created.applicationUuid);
    expect(stored.profile.name).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz' });
    expect(stored.signers).toEqual([]);
  });

  it('lists an additional signer of the application', async () => {
    const signer = await sandbox.applicant({ role: 'co-deeder' });
    const stored = await sandbox.json<{ signers: { email: string; done: boolean }[] }>(
      `/__sandbox/applications/${signer.applicationUuid}`,
    );
    expect(stored.signers).toEqual([{ email: signer.email, password: null, done: false }]);
  });

  it('answers 404 for an application it does not hold', async () => {
    const response = await sandbox.call(
      '/__sandbox/applications/00000000-0000-4000-8000-000000000000',
    );
    expect(response.status).toBe(404);
  });
});
