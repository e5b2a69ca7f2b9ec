/** @jest-environment node */
import type { HelocApplication } from '../../src/features/application';
import type { Profile } from '../../src/features/profile';
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import { newApplicationBody, registerBody } from '../../src/contract/registrationRequests';
import { parseBody } from '../../src/sandbox/bodies';
import { seedOrgs } from '../../src/sandbox/orgs';
import { newApplicationRules } from '../../src/sandbox/registration';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { homeValueOf } from '../../src/sandbox/underwriting';
import { errorsOf } from '../support/requestBodies';
import { sharedSandbox } from './helpers';
import {
  APP,
  expectErrors,
  PASSWORD,
  readStatus,
  recordCounts,
  register,
  REGISTER,
  registrationBody,
  stored,
  uniqueEmail,
} from './journeySupport';

const sandbox = sharedSandbox();

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    org: string;
  };

describe('POST /identity/api/v1/registration/register', () => {
  it('creates the borrower and the application, answers 201 { jwt, applicationUuid }', async () => {
    const body = registrationBody({ email: `Mixed.${uniqueEmail()}` });
    const response = await sandbox.call(REGISTER, { body, headers: { 'x-org': 'main' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toMatch(/sandbox_org=main/);
    const created = (await response.json()) as { jwt: string; applicationUuid: string };
    expect(Object.keys(created).sort()).toEqual(['applicationUuid', 'jwt']);

    // The same kind of jwt as sign-in issues: it opens the secure endpoints.
    const profile = await sandbox.json<Profile>('/service-profile/api/v1/profile', {
      token: created.jwt,
    });
    expect(claimsOf(created.jwt)).toMatchObject({ sub: profile.uuid, org: 'main' });
    const email = (body.email as string).toLowerCase();
    expect(profile).toMatchObject({
      type: 'BORROWER',
      name: { firstName: 'Ada', middleName: 'May', lastName: 'Lovelace' },
      dob: '1985-03-27',
      email,
      phoneNumbers: [{ number: '4155550123', type: 'MOBILE' }],
      addresses: [
        {
          street1: '88 Quarry Hill Road',
          city: 'Pasadena',
          state: 'CA',
          zip: '91104',
          ownership: null,
        },
      ],
      hasSsn: false,
    });

    const app = await sandbox.json<HelocApplication & { planToSell?: boolean }>(
      `${APP}/${created.applicationUuid}`,
      { token: created.jwt },
    );
    const address = {
      street1: '88 Quarry Hill Road',
      city: 'Pasadena',
      state: 'CA' as const,
      zip: '91104',
    };
    expect(app).toMatchObject({
      uuid: created.applicationUuid,
      state: 'OFFER_GENERATION',
      property: { state: 'CA', address: { ...address, street2: null } },
      adjustedHomeAmount: homeValueOf(address),
      selectedPropertyUuid: profile.addresses[0]?.uuid,
      incomeSources: [{ employmentType: 'FULL_TIME', annualIncome: 120000 }],
      // The consents given: the soft credit pull, and electronic documents to the text's version.
      consents: [
        { type: 'SOFT_CREDIT', acceptedAt: expect.any(String) },
        { type: 'ESIGN', acceptedAt: expect.any(String), version: ESIGN_CONSENT_VERSION },
      ],
      referrer: null,
      amount: 0,
      term: 0,
      planToSell: false,
      email,
    });
    expect(app.property?.uuid).toBe(app.selectedPropertyUuid);
    expect(app.loanNumber).toMatch(/^\d{10}$/);
    expect(app.liens?.length).toBeGreaterThanOrEqual(1);
    expect(app.liens?.length).toBeLessThanOrEqual(2);
    expect(app.liens?.[0]).toEqual({
      uuid: expect.any(String),
      lender: expect.any(String),
      balance: expect.any(Number),
      open: null,
    });

    // The same address, another registration: the same home value and liens' balances.
    const again = await register(sandbox, {
      address: { ...address, street1: '88 quarry hill road' },
    });
    const second = await sandbox.json<HelocApplication>(`${APP}/${again.applicationUuid}`, {
      token: again.jwt,
    });
    expect(second.adjustedHomeAmount).toBe(app.adjustedHomeAmount);
    expect(second.liens?.map((l) => l.balance)).toEqual(app.liens?.map((l) => l.balance));

    // Waiting: two reads of OFFER_GENERATION, then LIEN_VERIFICATION.
    const states = [];
    for (let i = 0; i < 4; i += 1) {
      states.push((await readStatus(sandbox, created.applicationUuid, created.jwt)).state);
    }
    expect(states).toEqual([
      'OFFER_GENERATION',
      'OFFER_GENERATION',
      'LIEN_VERIFICATION',
      'LIEN_VERIFICATION',
    ]);
    const status = await readStatus(sandbox, created.applicationUuid, created.jwt);
    expect(status).toMatchObject({ liensComplete: false, uwDecision: null, bpo: 'NOT_REQUIRED' });
  });

  it('signs in afterwards with the same e-mail and password', async () => {
    const who = await register(sandbox);
    const jwt = await sandbox.login(who.email, PASSWORD);
    expect(claimsOf(jwt).sub).toBe(claimsOf(who.jwt).sub);
    expect(
      (
        await sandbox.call('/identity/api/v1/login', {
          body: { email: who.email, password: `${PASSWORD}!` },
        })
      ).status,
    ).toBe(401);
    // The password is kept only hashed.
    const record = await stored(sandbox, who.applicationUuid);
    expect(JSON.stringify(record)).not.toContain(PASSWORD);
  });

  it('takes the organisation from x-org, else from the page cookie, else main', async () => {
    const partner = await register(sandbox, {}, 'partner');
    expect(claimsOf(partner.jwt).org).toBe('partner');
    const fromCookie = await sandbox.json<{ jwt: string }>(
      REGISTER,
      { body: registrationBody(), headers: { cookie: 'sandbox_org=partner' } },
      201,
    );
    expect(claimsOf(fromCookie.jwt).org).toBe('partner');
    const fallback = await sandbox.json<{ jwt: string }>(
      REGISTER,
      { body: registrationBody(), headers: { 'x-org': 'nowhere' } },
      201,
    );
    expect(claimsOf(fallback.jwt).org).toBe('main');
  });

  it.each(['wholesale', 'lo-required'])('needs a referrer in the %s organisation', async (org) => {
    const before = recordCounts(sandbox);
    await expectErrors(
      await sandbox.call(REGISTER, { body: registrationBody(), headers: { 'x-org': org } }),
      400,
      ['referrer'],
    );
    expect(recordCounts(sandbox)).toEqual(before);
    const referred = await register(sandbox, { referrer: SEEDED_IDS.loLo }, org);
    const app = await sandbox.json<HelocApplication>(`${APP}/${referred.applicationUuid}`, {
      token: referred.jwt,
    });
    expect(app.referrer).toEqual({ referrerUuid: SEEDED_IDS.loLo });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing first name', { firstName: '  ' }, 'firstName'],
    ['a first name over 128 characters', { firstName: 'a'.repeat(129) }, 'firstName'],
    ['a middle name over 128 characters', { middleName: 'm'.repeat(129) }, 'middleName'],
    ['a missing last name', { lastName: undefined }, 'lastName'],
    ['an e-mail without a domain', { email: 'ada@example' }, 'email'],
    ['a date of birth not as yyyy-MM-dd', { dateOfBirth: '03/27/1985' }, 'dateOfBirth'],
    ['a date that does not exist', { dateOfBirth: '1985-02-30' }, 'dateOfBirth'],
    ['a date of birth in the future', { dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
    ['someone under 18', { dateOfBirth: `${new Date().getFullYear() - 17}-01-01` }, 'dateOfBirth'],
    ['a phone number of 9 digits', { phone: '415555012' }, 'phone'],
    ['a formatted phone number', { phone: '(415) 555-0123' }, 'phone'],
    [
      'a state that is not a US code',
      { address: { street1: '1 Main St', city: 'Reno', state: 'ZZ', zip: '89501' } },
      'address.state',
    ],
    [
      'a ZIP code of 4 digits',
      { address: { street1: '1 Main St', city: 'Reno', state: 'NV', zip: '8950' } },
      'address.zip',
    ],
    [
      'a missing street',
      { address: { city: 'Reno', state: 'NV', zip: '89501' } },
      'address.street1',
    ],
    ['a negative income', { annualIncome: -1 }, 'annualIncome'],
    ['an income sent as text', { annualIncome: '120000' }, 'annualIncome'],
    ['an unknown employment type', { employmentType: 'CONTRACTOR' }, 'employmentType'],
    ['a password of 11 characters', { password: 'a'.repeat(11) }, 'password'],
    ['no soft-credit consent', { softCreditConsent: false }, 'softCreditConsent'],
    ['no e-sign consent', { esignConsent: undefined }, 'esignConsent'],
    ['the e-sign consent not given', { esignConsent: false }, 'esignConsent'],
    ['no version of the e-sign consent', { esignConsentVersion: undefined }, 'esignConsentVersion'],
    [
      'a version of the e-sign consent there never was',
      { esignConsentVersion: '2020-01-01' },
      'esignConsentVersion',
    ],
    ['a sale plan that is not yes or no', { planToSell: 'no' }, 'planToSell'],
    ['a referrer that is not an id', { referrer: 'lo-42' }, 'referrer'],
    ['an unknown field', { ssn: '123456789' }, 'ssn'],
    [
      'an unknown address field',
      { address: { street1: '1 Main St', city: 'Reno', state: 'NV', zip: '89501', county: 'W' } },
      'address.county',
    ],
  ])('refuses %s with a 400 on that field and stores nothing', async (_name, patch, field) => {
    const before = recordCounts(sandbox);
    const body = registrationBody(patch);
    const errors = await expectErrors(
      await sandbox.call(REGISTER, { body, headers: { 'x-org': 'main' } }),
      400,
      [field],
    );
    expect(JSON.stringify(errors)).not.toContain(PASSWORD);
    expect(recordCounts(sandbox)).toEqual(before);
  });

  it('refuses a registration without the consent to electronic documents, in the words the app uses', async () => {
    const before = recordCounts(sandbox);
    const [problem] = await expectErrors(
      await sandbox.call(REGISTER, {
        body: registrationBody({ esignConsent: undefined, esignConsentVersion: undefined }),
        headers: { 'x-org': 'main' },
      }),
      400,
      ['esignConsent', 'esignConsentVersion'],
    );
    expect(problem?.message).toBe('Agree to receive documents and sign electronically to continue');
    expect(recordCounts(sandbox)).toEqual(before);
  });

  it('accepts ZIP+4, no middle name and a zero income', async () => {
    const who = await register(sandbox, {
      middleName: undefined,
      annualIncome: 0,
      employmentType: 'RETIRED',
      address: {
        street1: '940 Prairie Wind Circle',
        city: 'Naperville',
        state: 'IL',
        zip: '60540-1234',
      },
    });
    const app = await sandbox.json<HelocApplication>(`${APP}/${who.applicationUuid}`, {
      token: who.jwt,
    });
    expect(app.property?.address.zip).toBe('60540-1234');
    expect(app.incomeSources[0]).toMatchObject({ employmentType: 'RETIRED', annualIncome: 0 });
  });

  it('reads the body with the contract’s schema: 400 with every problem it finds, at once', async () => {
    const main = seedOrgs().find((o) => o.code === 'main')!;
    const problems = errorsOf(registerBody(newApplicationRules(main)), {});
    expect(problems.length).toBeGreaterThan(1);
    const response = await sandbox.call(REGISTER, { body: {}, headers: { 'x-org': 'main' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: problems });
  });

  it('refuses a home in a state the organisation is not licensed in, in the words the app uses', async () => {
    const texas = {
      street1: '1418 Live Oak Hollow Drive',
      city: 'Austin',
      state: 'TX',
      zip: '78745',
    };
    const dc = {
      street1: '1400 Fairmont Street NW',
      city: 'Washington',
      state: 'DC',
      zip: '20009',
    };
    const before = recordCounts(sandbox);
    for (const [org, address, name] of [
      ['partner', texas, 'Texas'],
      ['main', dc, 'District of Columbia'],
    ] as const) {
      const errors = await expectErrors(
        await sandbox.call(REGISTER, {
          body: registrationBody({ address }),
          headers: { 'x-org': org },
        }),
        400,
        ['address.state'],
      );
      expect(errors[0]?.message).toBe(
        `We do not offer lines of credit in ${name} yet. Choose a home in a state we serve.`,
      );
    }
    expect(recordCounts(sandbox)).toEqual(before);
  });

  it('answers 409 on the e-mail for an address already registered, in any case', async () => {
    const who = await register(sandbox);
    const before = recordCounts(sandbox);
    const errors = await expectErrors(
      await sandbox.call(REGISTER, {
        body: registrationBody({ email: who.email.toUpperCase() }),
        headers: { 'x-org': 'main' },
      }),
      409,
      ['email'],
    );
    expect(errors[0]?.message).toBe(
      'An account already exists for this email address. Sign in instead.',
    );
    expect(recordCounts(sandbox)).toEqual(before);
  });
});

describe('POST /service-application/api/v1/application/heloc', () => {
  const body = {
    address: { street1: '12 Dogwood Court', city: 'Raleigh', state: 'NC', zip: '27609' },
    planToSell: true,
    annualIncome: 98000,
    employmentType: 'PART_TIME',
    softCreditConsent: true,
    esignConsent: true,
    esignConsentVersion: ESIGN_CONSENT_VERSION,
  };

  it('opens an application for a signed-in borrower without one', async () => {
    const token = await sandbox.login('new@example.com');
    const created = await sandbox.json<{ applicationUuid: string }>(APP, { body, token }, 201);
    expect(Object.keys(created)).toEqual(['applicationUuid']);
    const record = await stored(sandbox, created.applicationUuid);
    expect(record.state).toBe('OFFER_GENERATION');
    const property = record.profile.addresses.find((a) => a.street1 === '12 Dogwood Court');
    expect(property).toMatchObject({ city: 'Raleigh', ownership: null });
    expect(record.application).toMatchObject({
      selectedPropertyUuid: property?.uuid,
      property: { uuid: property?.uuid, state: 'NC' },
      incomeSources: [{ employmentType: 'PART_TIME', annualIncome: 98000 }],
      consents: [{ type: 'SOFT_CREDIT' }, { type: 'ESIGN', version: ESIGN_CONSENT_VERSION }],
      planToSell: true,
      name: { firstName: 'Samuel', lastName: 'Haddad' },
    });
    expect(record.profile.name?.firstName).toBe('Samuel');
    expect((await waitOut3(created.applicationUuid, token)).map((s) => s.state)).toEqual([
      'OFFER_GENERATION',
      'OFFER_GENERATION',
      'LIEN_VERIFICATION',
    ]);

    // Now that there is one, another is refused.
    await expectErrors(await sandbox.call(APP, { body, token }), 409, [undefined]);
  });

  const waitOut3 = async (uuid: string, token: string) => {
    const reads = [];
    for (let i = 0; i < 3; i += 1) reads.push(await readStatus(sandbox, uuid, token));
    return reads;
  };

  it('needs no referrer in an organisation that asks one at registration', () => {
    const org = seedOrgs().find((o) => o.code === 'lo-required');
    if (!org) throw new Error('no lo-required seed');
    const home = { ...body, address: { ...body.address, state: 'CA' } };
    const atRegistration = errorsOf(newApplicationBody(newApplicationRules(org)), home);
    expect(atRegistration.map((e) => e.field)).toEqual(['referrer']);
    const signedIn = parseBody(newApplicationBody(newApplicationRules(org, false)), home);
    expect(signedIn).toMatchObject({ referrer: null });
  });

  it('validates the answers, needs a session and a borrower', async () => {
    const token = await sandbox.login('new@example.com');
    const before = recordCounts(sandbox);
    await expectErrors(
      await sandbox.call(APP, {
        body: { ...body, annualIncome: -5, softCreditConsent: false, esignConsent: false },
        token,
      }),
      400,
      ['annualIncome', 'softCreditConsent', 'esignConsent'],
    );
    await expectErrors(await sandbox.call(APP, { body: { ...body, email: 'x' }, token }), 400, [
      'email',
    ]);
    // The main lender does not serve the District of Columbia.
    const dc = {
      street1: '1400 Fairmont Street NW',
      city: 'Washington',
      state: 'DC',
      zip: '20009',
    };
    const [refused] = await expectErrors(
      await sandbox.call(APP, { body: { ...body, address: dc }, token }),
      400,
      ['address.state'],
    );
    expect(refused?.message).toBe(
      'We do not offer lines of credit in District of Columbia yet. Choose a home in a state we serve.',
    );
    expect(recordCounts(sandbox)).toEqual(before);
    expect((await sandbox.call(APP, { body })).status).toBe(401);
    const signer = await sandbox.login('signer@example.com');
    await expectErrors(await sandbox.call(APP, { body, token: signer }), 403, [undefined]);
  });
});
