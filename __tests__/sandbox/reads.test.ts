/** @jest-environment node */
import type { AccountAccess, Profile } from '../../src/features/profile/types';
import type { DashboardAccount } from '../../src/features/accounts/types';
import type { HelocApplication } from '../../src/features/application';
import type { Condition } from '../../src/features/conditions';
import type { FeatureFlag } from '../../src/features/featureFlags';
import type { StateLicence } from '../../src/features/footer/types';
import type { LoanOriginator } from '../../src/features/loanOriginator';
import type { OperatingHours } from '../../src/features/operatingHours';
import type { StatusResponse } from '../../src/contract/status';
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { makeSignerProgress } from '../support/fixtures';
import { sharedSandbox } from './helpers';
import { CEO_FEEDBACK_MESSAGES } from '../../src/contract/ceoFeedback';
import { i18n } from '../../src/lib/i18n';

const sandbox = sharedSandbox();
let borrower: string;
beforeAll(async () => {
  borrower = await sandbox.login('borrower@example.com');
});

const APP = '/service-application/api/v1/application/heloc';

it('GET profile answers the Profile of the signed-in person', async () => {
  const profile = await sandbox.json<Profile>('/service-profile/api/v1/profile', {
    token: borrower,
  });
  expect(profile).toMatchObject({
    uuid: SEEDED_IDS.borrower,
    type: 'BORROWER',
    name: { firstName: 'Maria', middleName: 'Elena', lastName: 'Alvarez' },
    dob: '1979-04-18',
    email: 'borrower@example.com',
    hasSsn: true,
  });
  expect(profile.phoneNumbers[0]).toMatchObject({ number: '9165550134', type: 'MOBILE' });
  expect(profile.addresses[0]).toMatchObject({ state: 'CA', ownership: null });
  expect(JSON.stringify(profile)).not.toMatch(/ssn"\s*:\s*"|passwordHash/i);
});

it('GET wallet accounts answers DashboardAccount[] with notifications, newest first', async () => {
  const accounts = await sandbox.json<DashboardAccount[]>('/service-wallet/secure/api/v4/account', {
    token: borrower,
  });
  expect(accounts).toHaveLength(1);
  const [account] = accounts;
  expect(account?.account.name).toBe('Maria Alvarez');
  expect(account?.authorizedWallets[0]?.address).toBe(account?.account.address);
  expect(account?.authorizationType).toBe('OWNER');
  const notes = account?.notifications ?? [];
  expect(notes.length).toBeGreaterThanOrEqual(2);
  expect(notes.map((n) => n.status)).toContain('UNREAD');
  expect([...notes].sort((a, b) => b.created.localeCompare(a.created))).toEqual(notes);
  expect(notes[0]?.ctas[0]?.redirectPath).toMatch(
    new RegExp(`^/account/heloc/${SEEDED_IDS.borrowerApp}/`),
  );
});

it('GET account access answers AccountAccess; another principal is refused', async () => {
  const access = await sandbox.json<AccountAccess>('/service-wallet/secure/api/v4/account/access', {
    token: borrower,
  });
  expect(access.authorizedWallet).toEqual({
    address: access.account.address,
    authorizationType: 'OWNER',
  });
  const mine = await sandbox.json<AccountAccess>(
    `/service-wallet/secure/api/v4/account/access?principal=${access.account.address}`,
    { token: borrower },
  );
  expect(mine).toEqual(access);
  const other = await sandbox.call('/service-wallet/secure/api/v4/account/access?principal=0xabc', {
    token: borrower,
  });
  expect(other.status).toBe(403);
});

it('GET application and all answer HelocApplication with an offer, co-deed and condition data', async () => {
  const all = await sandbox.json<HelocApplication[]>(`${APP}/all`, { token: borrower });
  expect(all.map((a) => a.uuid)).toEqual([SEEDED_IDS.borrowerApp]);
  const app = await sandbox.json<HelocApplication>(`${APP}/${SEEDED_IDS.borrowerApp}`, {
    token: borrower,
  });
  expect(app).toEqual(all[0]);
  expect(app).toMatchObject({
    loanNumber: '7104829351',
    state: 'OFFER_SELECTION',
    property: { state: 'CA', address: { city: 'Sacramento' } },
    term: 120,
    amount: 85000,
    // Approved at 8.45 %; the whole maximum over 10 years is priced a quarter point above.
    approvedApr: 8.45,
    rate: 8.7,
    coDeedStatus: 'PENDING',
    additionalSignerVersion: 'v1',
    helocSigners: [{ identityUuid: SEEDED_IDS.signer }],
    isCrypto: false,
  });
  expect(app.selectedPropertyUuid).toBe(app.property?.uuid);
  expect(app.consents.map((c) => c.type)).toEqual(['SOFT_CREDIT', 'ESIGN']);
});

it('GET status answers the flat StatusResponse', async () => {
  const status = await sandbox.json<StatusResponse>(
    `/service-krang-heloc/borrower/secure/api/v1/${SEEDED_IDS.borrowerApp}/status`,
    { token: borrower },
  );
  expect(Object.keys(status).slice(0, 2)).toEqual(['applicationUuid', 'state']);
  expect(status).toMatchObject({
    applicationUuid: SEEDED_IDS.borrowerApp,
    state: 'OFFER_SELECTION',
    uwSubDecision: 'UNVERIFIED_DTI_LIMITED',
  });
  const texas = await sandbox.login('texas@example.com');
  const bpo = await sandbox.json<StatusResponse>(
    `/service-krang-heloc/borrower/secure/api/v1/${SEEDED_IDS.texasApp}/status`,
    { token: texas },
  );
  expect(bpo).toMatchObject({ state: 'BPO_ORDER', bpo: 'REQUIRED' });
});

it('GET conditions answers Condition[] with a display descriptor', async () => {
  const conditions = await sandbox.json<Condition[]>(
    `/service-conditions/external/api/v1/applications/${SEEDED_IDS.borrowerApp}/conditions/external-applicants`,
    { token: borrower },
  );
  expect(conditions).toHaveLength(1);
  expect(conditions[0]).toMatchObject({
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    actionNeeded: true,
    xtraData: { numDocsRequired: 1 },
    display: { location: 'conditions/upload-document', button: 'Upload document' },
  });
});

it('GET loan originator is public and answers LoanOriginator or 404', async () => {
  const lo = await sandbox.json<LoanOriginator>(
    `/service-lead-portal/api/lo/${SEEDED_IDS.brokerLo}`,
  );
  expect(lo).toMatchObject({
    uuid: SEEDED_IDS.brokerLo,
    originatorName: 'Priya Raman',
    brokerName: 'Summit Gate Mortgage Brokers',
    nmls: '1850734',
    phoneNumber: '9495550176',
  });
  const missing = await sandbox.call(
    '/service-lead-portal/api/lo/00000000-0000-4000-8000-000000000000',
  );
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({
    errors: [
      { code: 'NOT_FOUND', message: 'No loan originator 00000000-0000-4000-8000-000000000000' },
    ],
  });
});

it('GET state licences answers 50 for main and a dozen for partner', async () => {
  const url = '/service-application/external/api/v1/heloc/state-licenses';
  const main = await sandbox.json<StateLicence[]>(`${url}?orgCode=main`);
  expect(main).toHaveLength(50);
  expect(main).toContainEqual({ abbrev: 'TX' });
  const partner = await sandbox.json<StateLicence[]>(`${url}?orgCode=partner`);
  expect(partner).toHaveLength(12);
  expect((await sandbox.call(`${url}?orgCode=nope`)).status).toBe(404);
});

describe('operating hours', () => {
  const HOURS = '/service-operating-hours/external/api/v1/hours';

  it('answers seven days of OPS_PHONE per organisation (x-org)', async () => {
    const main = await sandbox.json<OperatingHours>(`${HOURS}/OPS_PHONE?display=true`, {
      headers: { 'x-org': 'main' },
    });
    expect(main.department).toBe('OPS_PHONE');
    expect(main.weekdays.map((d) => d.weekdayValue)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(main.weekdays[0]).toEqual({
      weekday: 'MONDAY',
      weekdayValue: 1,
      isOpen: true,
      startTime: '06:00',
      endTime: '18:00',
    });
    expect(main.weekdays[6]).toMatchObject({ isOpen: false, startTime: null, endTime: null });
    const partner = await sandbox.json<OperatingHours>(`${HOURS}/OPS_PHONE?display=true`, {
      headers: { 'x-org': 'partner' },
    });
    expect(partner.weekdays[0]).toMatchObject({ startTime: '08:00', endTime: '17:00' });
    expect((await sandbox.call(`${HOURS}/OPS_MAIL`)).status).toBe(404);
  });

  it('answers the OPS_CHAT week and an open status from the schedule', async () => {
    const week = await sandbox.json<OperatingHours>(`${HOURS}/OPS_CHAT/week?display=true`);
    expect(week.department).toBe('OPS_CHAT');
    expect(week.weekdays).toHaveLength(7);
    const status = await sandbox.json<{ open: boolean }>(`${HOURS}/OPS_CHAT/openStatus`, {
      headers: { 'x-org': 'main' },
    });
    expect(typeof status.open).toBe('boolean');
  });
});

describe('feature flags', () => {
  const FEATURE = '/service-optimize/external/api/v1/feature';

  it('answers the seeded maintenance flag, off, with its default variables', async () => {
    const flag = await sandbox.json<FeatureFlag>(FEATURE, {
      body: { featureKey: 'fe-heloc-maintenance', optimizeUser: { organization: 'main' } },
    });
    expect(flag.flagEnabled).toBe(false);
    expect(flag.variables).toMatchObject({
      routes: '[]',
      pageTitle: 'Scheduled Maintenance',
      shouldShowDashboardLink: true,
    });
    expect(JSON.parse(String(flag.variables.routes))).toEqual([]);
  });

  it('answers unknown keys as disabled with no variables, and requires a key', async () => {
    expect(
      await sandbox.json(FEATURE, { body: { featureKey: 'fe-unknown', optimizeUser: {} } }),
    ).toEqual({
      flagEnabled: false,
      variables: {},
    });
    expect((await sandbox.call(FEATURE, { body: { optimizeUser: {} } })).status).toBe(400);
  });
});

describe('records the app sends', () => {
  it('telemetry events and sessions are accepted; a session keeps its tracker', async () => {
    const event = await sandbox.json<{ uuid: string }>('/ft/external/event', {
      body: { event: 'PAGE_VIEW', pagePath: '/account/heloc/', productType: 'HELOC' },
    });
    expect(event.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const session = await sandbox.json<{ uuid: string; epoch: number; trackerUuid: string }>(
      '/ft/external/session',
      {
        body: { platform: 'WEB', libVersion: '2.2.23' },
      },
    );
    expect(session).toEqual({
      uuid: expect.any(String),
      epoch: expect.any(Number),
      trackerUuid: expect.any(String),
    });
    const again = await sandbox.json<{ trackerUuid: string }>('/ft/external/session', {
      body: { platform: 'WEB', sessionKey: session },
    });
    expect(again.trackerUuid).toBe(session.trackerUuid);
  });

  it('feedback to the CEO is validated and stored', async () => {
    const ok = await sandbox.json<{ uuid: string }>('/service-profile/api/v1/feedback/ceo', {
      token: borrower,
      body: {
        applicationUuid: SEEDED_IDS.borrowerApp,
        message: 'The offer page was very clear.',
        topic: 'Give us a compliment',
        marketingConsent: false,
        pathname: '/account/heloc/x/product/select',
        productType: 'HELOC',
      },
    });
    expect(ok.uuid).toBeDefined();
    const bad = await sandbox.call('/service-profile/api/v1/feedback/ceo', {
      body: { message: 'too short', topic: 'Other' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([
      {
        code: 'VALIDATION_ERROR',
        field: 'topic',
        message: i18n._(CEO_FEEDBACK_MESSAGES.topic),
      },
      {
        code: 'VALIDATION_ERROR',
        field: 'message',
        message: i18n._(CEO_FEEDBACK_MESSAGES.tooShort),
      },
      {
        code: 'VALIDATION_ERROR',
        field: 'marketingConsent',
        message: i18n._(CEO_FEEDBACK_MESSAGES.marketingConsent),
      },
    ]);
    const long = await sandbox.call('/service-profile/api/v1/feedback/ceo', {
      body: { message: 'x'.repeat(1001), topic: 'IMPROVE_OUR_PRODUCT', marketingConsent: true },
    });
    expect((await long.json()).errors).toEqual([
      { code: 'VALIDATION_ERROR', field: 'message', message: 'Must be at most 1000 characters' },
    ]);
  });

  it('experiments, tracker profile, co-deed status and the session-replay link', async () => {
    const patchExperiments = (experiments: unknown[]) =>
      sandbox.json<{ experiments: unknown[] }>(
        `/service-application/api/v3/application/heloc/${SEEDED_IDS.borrowerApp}/experiments`,
        { method: 'PATCH', token: borrower, body: { experiments } },
      );
    // A second PATCH replaces the experiments the first one kept.
    for (const variation of ['control', 'variation']) {
      const experiments = [{ experimentName: 'offer-layout', variation }];
      expect((await patchExperiments(experiments)).experiments).toEqual(experiments);
    }

    const tracker = '/service-application/api/v3/application/heloc/optermizerly-profile';
    expect(await sandbox.json(tracker, { token: borrower })).toEqual({
      identityUuid: SEEDED_IDS.borrower,
      optimizelyProfileUuid: null,
    });
    await sandbox.json(`${tracker}?identityUuid=${SEEDED_IDS.borrower}`, {
      method: 'PATCH',
      token: borrower,
      body: { optimizelyProfileUuid: 'tracker-123' },
    });
    expect(await sandbox.json(tracker, { token: borrower })).toEqual({
      identityUuid: SEEDED_IDS.borrower,
      optimizelyProfileUuid: 'tracker-123',
    });
    const profile = await sandbox.json<Profile>('/service-profile/api/v1/profile', {
      token: borrower,
    });
    expect(profile.optimizelyProfileUuid).toBe('tracker-123');
    const someoneElse = await sandbox.call(`${tracker}?identityUuid=${SEEDED_IDS.texas}`, {
      method: 'PATCH',
      token: borrower,
      body: { optimizelyProfileUuid: 'x' },
    });
    expect(someoneElse.status).toBe(403);

    const signer = await sandbox.login('signer@example.com');
    const coDeed = await sandbox.json(`${APP}/co-deed/status`, { token: signer });
    expect(coDeed).toEqual({
      isCoDeeder: true,
      applications: [
        {
          applicationUuid: SEEDED_IDS.borrowerApp,
          loanNumber: '7104829351',
          coDeedStatus: 'PENDING',
          isSigner: true,
          // The signer's own progress (signers.ts), which their resume page follows: nothing yet
          // but their consent to electronic documents.
          signer: makeSignerProgress({
            esignConsent: {
              type: 'ESIGN',
              acceptedAt: expect.any(String) as string,
              version: ESIGN_CONSENT_VERSION,
            },
          }),
        },
      ],
    });

    const link = await sandbox.json(`${APP}/${SEEDED_IDS.borrowerApp}/full-story-link`, {
      method: 'PUT',
      token: borrower,
      body: { link: 'https://replay.example/session/42' },
    });
    expect(link).toEqual({
      applicationUuid: SEEDED_IDS.borrowerApp,
      link: 'https://replay.example/session/42',
    });
    const noLink = await sandbox.call(`${APP}/${SEEDED_IDS.borrowerApp}/full-story-link`, {
      method: 'PUT',
      token: borrower,
      body: {},
    });
    expect(noLink.status).toBe(400);
  });
});

it('unknown API paths answer 404 with an errors body', async () => {
  const response = await sandbox.call('/service-nothing/api/v1/thing');
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    errors: [
      { code: 'NOT_FOUND', message: 'The sandbox lender has no GET /service-nothing/api/v1/thing' },
    ],
  });
});
