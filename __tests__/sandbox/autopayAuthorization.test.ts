/** @jest-environment node */
/**
 * The authorization of automatic payments, as the lender takes and records it
 * (docs/sandbox.md#the-authorization-of-automatic-payments): AUTOPAY only with it, recorded with
 * its time, its text's version and the terms it named, so that its text can be made again.
 */
import {
  AUTOPAY_AUTHORIZATION_VERSION,
  AUTOPAY_AUTHORIZATION_VERSION_ES,
  autopayAuthorizationText,
} from '../../src/contract/autopayAuthorization';
import type { DocumentCopy } from '../../src/contract/documents';
import { AUTOPAY_AUTHORIZATION_MESSAGES as MESSAGES } from '../../src/contract/requests';
import { i18n } from '../../src/lib/i18n';
import type { HelocApplication } from '../../src/features/application';
import { monthlyPayment } from '../../src/features/progress';
import { seedOrgs } from '../../src/sandbox/orgs';
import { type Applicant, sharedSandbox } from './helpers';
import { APP, expectErrors, recordText, stored } from './journeySupport';

const sandbox = sharedSandbox();

/** The lender's answers about the authorization, in English (the requests ask for no language). */
const AUTOPAY_AUTHORIZATION_MESSAGES = {
  missing: i18n._(MESSAGES.missing),
  version: i18n._(MESSAGES.version),
  notWanted: i18n._(MESSAGES.notWanted),
};

const AUTHORIZATION = { version: AUTOPAY_AUTHORIZATION_VERSION, accepted: true };
const ACCOUNT_NUMBER = '000123454321';

const put = (who: Applicant, step: string, body: unknown) =>
  sandbox.call(`${APP}/${who.applicationUuid}/${step}`, { method: 'PUT', token: who.jwt, body });

/** The main organisation's contact, as its data states it (every applicant here is its own). */
const MAIN = seedOrgs().find((org) => org.code === 'main')!.info.orgMetaData.companyInfo;

/** The monthly payment the app shows for the application's line (the offer figures). */
const shownPayment = (application: HelocApplication) =>
  monthlyPayment({
    amount: application.amount,
    rate: application.rate,
    termMonths: application.term,
    isAgeRestrictedInterestOnly: application.isAgeRestrictedInterestOnly,
  });

/** A read answer's application, with what was recorded of the authorization checked. */
function expectAuthorized(
  application: HelocApplication,
  accountMask: string,
  from: number,
  version: string = AUTOPAY_AUTHORIZATION_VERSION,
) {
  const recorded = application.autopayAuthorization!;
  expect(recorded).toEqual({
    version,
    acceptedAt: expect.any(String),
    terms: {
      lenderName: MAIN.companyName,
      lenderPhone: MAIN.phoneFormatted,
      lenderEmail: MAIN.email,
      accountMask,
      monthlyPayment: shownPayment(application),
    },
  });
  expect(Date.parse(recorded.acceptedAt)).toBeGreaterThanOrEqual(from);
  expect(Date.parse(recorded.acceptedAt)).toBeLessThanOrEqual(Date.now());
  expect(application.consents.filter((consent) => consent.type === 'AUTOPAY')).toEqual([
    { type: 'AUTOPAY', acceptedAt: recorded.acceptedAt, version },
  ]);
  if (version !== AUTOPAY_AUTHORIZATION_VERSION) return;
  // Its copy: the same text the borrower ticked, made again from what was recorded.
  expect(autopayAuthorizationText(recorded.terms).label).toBe(
    `I authorize ${MAIN.companyName} to take my monthly payment of ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(shownPayment(application))} from my account ending in ${accountMask} on my payment due date each month, until I cancel this authorization.`,
  );
}

describe('PUT .../autopay', () => {
  it.each([
    [{ payType: 'AUTOPAY' }, 'autopayAuthorization', AUTOPAY_AUTHORIZATION_MESSAGES.missing],
    [
      { payType: 'AUTOPAY', autopayAuthorization: true },
      'autopayAuthorization',
      AUTOPAY_AUTHORIZATION_MESSAGES.missing,
    ],
    [
      { payType: 'AUTOPAY', autopayAuthorization: { ...AUTHORIZATION, accepted: false } },
      'autopayAuthorization.accepted',
      AUTOPAY_AUTHORIZATION_MESSAGES.missing,
    ],
    [
      { payType: 'AUTOPAY', autopayAuthorization: { ...AUTHORIZATION, version: 'autopay-0' } },
      'autopayAuthorization.version',
      AUTOPAY_AUTHORIZATION_MESSAGES.version,
    ],
    [
      { payType: 'MANUAL', autopayAuthorization: AUTHORIZATION },
      'autopayAuthorization',
      AUTOPAY_AUTHORIZATION_MESSAGES.notWanted,
    ],
  ])('refuses %j with a 400 on %s and stores nothing', async (body, field, message) => {
    const who = await sandbox.applicant({ state: 'AUTOPAY' });
    const before = recordText(sandbox, who.applicationUuid);
    const [error] = await expectErrors(await put(who, 'autopay', body), 400, [field]);
    expect(error!.message).toBe(message);
    expect(recordText(sandbox, who.applicationUuid)).toBe(before);
  });

  it.each([
    ['autopay', { payType: 'AUTOPAY' }],
    [
      'autopay-account',
      { routingNumber: '121000358', accountNumber: ACCOUNT_NUMBER, accountType: 'CHECKING' },
    ],
  ])(
    'PUT .../%s refuses a field the authorization does not have, naming it',
    async (step, body) => {
      const who = await sandbox.applicant({ state: 'AUTOPAY' });
      const authorization = { ...AUTHORIZATION, amount: 1 };
      const [error] = await expectErrors(
        await put(who, step, { ...body, autopayAuthorization: authorization }),
        400,
        ['autopayAuthorization.amount'],
      );
      expect(error!.message).toBe(
        'Unknown field autopayAuthorization.amount; allowed: version, accepted',
      );
    },
  );

  it('AUTOPAY with the authorization: recorded with its time, version and terms, and as a consent', async () => {
    const who = await sandbox.applicant({ state: 'AUTOPAY' });
    const from = Date.now();
    const response = await put(who, 'autopay', {
      payType: 'AUTOPAY',
      autopayAuthorization: AUTHORIZATION,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as HelocApplication;
    const mask = answer.disburseAccount!.mask!;
    expect(answer).toMatchObject({ payType: 'AUTOPAY', autopayAccount: { mask } });
    expectAuthorized(answer, mask, from);
    // Read again as the app reads it (the contract's schema: the helper checks conformance).
    const read = await sandbox.json<HelocApplication>(`${APP}/${who.applicationUuid}`, {
      token: who.jwt,
    });
    expect(read.autopayAuthorization).toEqual(answer.autopayAuthorization);
  });

  it('MANUAL needs no authorization, and records none', async () => {
    const who = await sandbox.applicant({ state: 'AUTOPAY' });
    const answer = (await (
      await put(who, 'autopay', { payType: 'MANUAL' })
    ).json()) as HelocApplication;
    expect(answer).toMatchObject({ state: 'IDENTITY_VERIFICATION', payType: 'MANUAL' });
    expect(answer.autopayAuthorization).toBeNull();
    expect(answer.consents.map((consent) => consent.type)).not.toContain('AUTOPAY');
  });
});

describe('PUT .../autopay-account', () => {
  const account = {
    routingNumber: '121000358',
    accountNumber: ACCOUNT_NUMBER,
    accountType: 'CHECKING',
  };

  it('refuses the account without its authorization, storing nothing', async () => {
    const who = await sandbox.applicant({ state: 'AUTOPAY' });
    const before = recordText(sandbox, who.applicationUuid);
    const [error] = await expectErrors(await put(who, 'autopay-account', account), 400, [
      'autopayAuthorization',
    ]);
    expect(error!.message).toBe(AUTOPAY_AUTHORIZATION_MESSAGES.missing);
    expect(recordText(sandbox, who.applicationUuid)).toBe(before);
  });

  it('records the authorization of payments from the account typed, by its last 4 digits', async () => {
    const who = await sandbox.applicant({ state: 'AUTOPAY' });
    const from = Date.now();
    const response = await put(who, 'autopay-account', {
      ...account,
      autopayAuthorization: AUTHORIZATION,
    });
    expect(response.status).toBe(200);
    expectAuthorized((await response.json()) as HelocApplication, '4321', from);
  });
});

describe('an applicant made by the control API', () => {
  it('past AUTOPAY has the authorization recorded, as the walk gave it; at AUTOPAY, none yet', async () => {
    const from = Date.now();
    const past = await sandbox.applicant({ state: 'IDENTITY_VERIFICATION' });
    const { application } = await stored(sandbox, past.applicationUuid);
    expect(application.payType).toBe('AUTOPAY');
    expectAuthorized(application, application.autopayAccount!.mask!, from);

    const at = await sandbox.applicant({ state: 'AUTOPAY' });
    const before = (await stored(sandbox, at.applicationUuid)).application;
    expect(before.autopayAuthorization).toBeNull();
    expect(before.consents.map((consent) => consent.type)).not.toContain('AUTOPAY');
  });
});

describe('the Spanish version', () => {
  const SPANISH = { version: AUTOPAY_AUTHORIZATION_VERSION_ES, accepted: true };

  const copyOf = async (who: Applicant) =>
    (
      await sandbox.json<{ documents: DocumentCopy[] }>(
        `${APP}/${who.applicationUuid}/document-copies`,
        { token: who.jwt },
      )
    ).documents.find((copy) => copy.kind === 'AUTOPAY_AUTHORIZATION')!;

  it('PUT .../autopay takes it and records it as given; the copy is made in it', async () => {
    const who = await sandbox.applicant({ state: 'AUTOPAY' });
    const from = Date.now();
    const response = await put(who, 'autopay', {
      payType: 'AUTOPAY',
      autopayAuthorization: SPANISH,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as HelocApplication;
    expectAuthorized(answer, answer.disburseAccount!.mask!, from, AUTOPAY_AUTHORIZATION_VERSION_ES);
    const text = autopayAuthorizationText(
      answer.autopayAuthorization!.terms,
      AUTOPAY_AUTHORIZATION_VERSION_ES,
    );
    expect(text.label).toMatch(
      new RegExp(
        `^Autorizo a ${MAIN.companyName.replace(/[.,]/g, '\\$&')} a cobrar mi pago mensual de \\$`,
      ),
    );
    const copy = await copyOf(who);
    expect(copy).toMatchObject({ title: 'Autorización de pagos automáticos' });
    expect(copy.body).toContain(text.label);
    expect(copy.body).not.toContain('I authorize');
  });

  it('PUT .../autopay-account takes it and records it as given', async () => {
    const who = await sandbox.applicant({ state: 'AUTOPAY' });
    const from = Date.now();
    const response = await put(who, 'autopay-account', {
      routingNumber: '121000358',
      accountNumber: ACCOUNT_NUMBER,
      accountType: 'CHECKING',
      autopayAuthorization: SPANISH,
    });
    expect(response.status).toBe(200);
    expectAuthorized(
      (await response.json()) as HelocApplication,
      '4321',
      from,
      AUTOPAY_AUTHORIZATION_VERSION_ES,
    );
  });
});
