/** @jest-environment node */
/**
 * The right to cancel at the lender (docs/journey.md#the-right-to-cancel): each owner's closing
 * documents carry their own notice of right to cancel; the period is recorded when the
 * transaction is complete; `POST .../rescind` is the borrower's, taken in RESCISSION before the
 * deadline (CANCELLED), refused after it (409) and in any other state.
 */
import type { HelocApplication } from '../../src/features/application';
import { rescissionPeriod } from '../../src/contract/rescissionPeriod';
import { propertyTimeZone } from '../../src/contract/timeZones';
import { formatAddress } from '../../src/lib/postalAddress';
import { deadlineInWords, formatLongDay } from '../../src/lib/rightToCancel';
import { seedOrgs } from '../../src/sandbox/orgs';
import { sharedSandbox, type Who } from './helpers';
import { APP, expectErrors, readStatus, stored } from './journeySupport';
import { answerOf, inviteSigner, uploadId, writeAs } from './signerSupport';

const sandbox = sharedSandbox();

const NOTICE = 'Notice of right to cancel';
const company = seedOrgs().find((org) => org.code === 'main')!.info.orgMetaData.companyInfo;

interface ClosingDocument {
  uuid: string;
  title: string;
  body: string;
  signed: boolean;
}

const closingDocuments = async (who: Who) =>
  (
    await sandbox.json<{ documents: ClosingDocument[] }>(
      `${APP}/${who.applicationUuid}/closing-documents`,
      { token: who.jwt },
    )
  ).documents;

const write = (who: Who, method: string, step: string, body: unknown = {}) =>
  writeAs(sandbox, who, method, step, body);

const rescind = (who: Who, body: unknown = {}) => write(who, 'POST', 'rescind', body);

const ok = (response: Response) => answerOf<HelocApplication>(response);

/** The borrower invites a signer, who signs in and gives the e-sign consent before signing. */
const invite = (borrower: Who, firstName: string, lastName: string) =>
  inviteSigner(sandbox, borrower, { firstName, lastName }, { consent: true });

const nameOf = (application: HelocApplication) =>
  `${application.name?.firstName} ${application.name?.lastName}`;

describe('the notice of right to cancel', () => {
  it('is among every owner’s closing documents, each their own, with the lender’s name and address', async () => {
    const borrower = await sandbox.applicant({ state: 'NOTE_SIGNING' });
    const signer = await invite(borrower, 'Ben', 'Okafor');
    const { application } = await stored(sandbox, borrower.applicationUuid);

    const theirs = await closingDocuments(borrower);
    const mine = await closingDocuments(signer);
    const notice = (documents: ClosingDocument[]) =>
      documents.filter((document) => document.title.startsWith(NOTICE));
    expect(notice(theirs).map((d) => d.title)).toEqual([`${NOTICE}: ${nameOf(application)}`]);
    expect(notice(mine).map((d) => d.title)).toEqual([`${NOTICE}: Ben Okafor`]);
    // The other documents are the same for both; each notice is its owner's alone.
    const others = (documents: ClosingDocument[]) =>
      documents.filter((d) => !d.title.startsWith(NOTICE)).map((d) => d.uuid);
    expect(others(mine)).toEqual(others(theirs));
    expect(notice(mine)[0]!.uuid).not.toBe(notice(theirs)[0]!.uuid);

    for (const [document, name] of [
      [notice(theirs)[0]!, nameOf(application)],
      [notice(mine)[0]!, 'Ben Okafor'],
    ] as const) {
      expect(document.body).toContain(`${NOTICE} for ${name}.`);
      expect(document.body).toContain(
        `${company.companyName}, ${formatAddress(company.companyAddress)}`,
      );
      // Before the transaction is complete, the dates the rule gives should it be completed today.
      expect(document.body).toMatch(
        /If that is today, \w+day, \w+ \d{1,2}, \d{4}, you may cancel until midnight, \w+ Time(?: \(Arizona\))?, at the end of \w+day, \w+ \d{1,2}, \d{4}\./,
      );
      expect(document.body).toContain('Sundays');
      expect(document.body).toContain('Juneteenth National Independence Day');
      expect(document.body).toContain('Within 20 calendar days');
    }
    // Only the borrower can cancel online; every owner can cancel in writing.
    expect(notice(theirs)[0]!.body).toContain('"Cancel my line of credit"');
    expect(notice(mine)[0]!.body).not.toContain('Cancel my line of credit');
  });

  it('is signed by its owner alone: each owner signs their own documents', async () => {
    const borrower = await sandbox.applicant({ state: 'NOTE_SIGNING' });
    const signer = await invite(borrower, 'Ines', 'Duarte');
    const { application } = await stored(sandbox, borrower.applicationUuid);
    const theirs = await closingDocuments(borrower);
    const mine = await closingDocuments(signer);

    // The signer cannot sign the borrower's notice in place of their own.
    for (const side of ['FRONT', 'BACK']) {
      expect((await uploadId(sandbox, signer, `DRIVERS_LICENSE_${side}`)).status).toBe(201);
    }
    await expectErrors(
      await write(signer, 'POST', 'sign', {
        signatureName: 'Ines Duarte',
        documents: theirs.map((d) => d.uuid),
      }),
      400,
      ['documents.3'],
    );
    await ok(
      await write(signer, 'POST', 'sign', {
        signatureName: 'Ines Duarte',
        documents: mine.map((d) => d.uuid),
      }),
    );
    expect((await closingDocuments(signer)).every((d) => d.signed)).toBe(true);

    await ok(
      await write(borrower, 'POST', 'sign', {
        signatureName: nameOf(application),
        documents: theirs.map((d) => d.uuid),
      }),
    );
    expect((await closingDocuments(borrower)).every((d) => d.signed)).toBe(true);
  });
});

describe('the period, once the transaction is complete', () => {
  it('is recorded from the latest signature or notarization, and the notice states it', async () => {
    const borrower = await sandbox.applicant({ state: 'RESCISSION' });
    const { application } = await stored(sandbox, borrower.applicationUuid);
    const record = application as HelocApplication & {
      closingSignature: { at: string };
      notarizedAt: string;
    };
    // Counted in the property's time zone (its state's).
    const zone = propertyTimeZone(application.property?.state);
    expect(zone).not.toBeNull();
    const expected = rescissionPeriod([record.closingSignature.at, record.notarizedAt], zone!);
    expect(application.rescission).toEqual({ ...expected, cancelledAt: null });

    const notice = (await closingDocuments(borrower)).find((d) => d.title.startsWith(NOTICE))!;
    expect(notice.body).toContain(
      `The date of the transaction is ${formatLongDay(expected.transactionDate)}. You may cancel until ${deadlineInWords(expected)}.`,
    );
    expect(deadlineInWords(expected)).toMatch(
      /^midnight, \w+ Time(?: \(Arizona\))?, at the end of /,
    );
  });

  it('is recorded when the state is set to RESCISSION from outside, too', async () => {
    const borrower = await sandbox.applicant({ state: 'NOTARY_DISCLOSURE' });
    expect((await stored(sandbox, borrower.applicationUuid)).application.rescission).toBeNull();
    await sandbox.json(`/__sandbox/applications/${borrower.applicationUuid}`, {
      method: 'PATCH',
      body: { state: 'RESCISSION' },
    });
    const { application } = await stored(sandbox, borrower.applicationUuid);
    const signedAt = (application as { closingSignature?: { at: string } }).closingSignature!.at;
    expect(application.rescission).toEqual({
      ...rescissionPeriod([signedAt], propertyTimeZone(application.property?.state)!),
      cancelledAt: null,
    });
  });
});

describe('POST .../rescind', () => {
  it('cancels the line in RESCISSION before the deadline: CANCELLED, the time recorded', async () => {
    const borrower = await sandbox.applicant({ state: 'RESCISSION' });
    const before = Date.now();
    const cancelled = await ok(await rescind(borrower));
    expect(cancelled.state).toBe('CANCELLED');
    expect(Date.parse(cancelled.rescission!.cancelledAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await readStatus(sandbox, borrower.applicationUuid, borrower.jwt)).state).toBe(
      'CANCELLED',
    );
    // Once cancelled there is nothing left to cancel.
    const again = await rescind(borrower);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ errors: [{ code: 'WRONG_STEP' }] });
  });

  it('is refused after the deadline with 409 and a clear message, the state kept', async () => {
    const borrower = await sandbox.applicant({ state: 'RESCISSION' });
    // A period that ended (its zone the lender's, whatever the generated home's state).
    const past = rescissionPeriod(['2026-03-09T18:00:00Z'], 'America/Los_Angeles');
    await sandbox.json(`/__sandbox/applications/${borrower.applicationUuid}`, {
      method: 'PATCH',
      body: { application: { rescission: { ...past, cancelledAt: null } } },
    });
    const response = await rescind(borrower);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      errors: [
        {
          code: 'RESCISSION_PERIOD_ENDED',
          message:
            'Your right to cancel ended at midnight, Pacific Time, at the end of Thursday, March 12, 2026.',
          field: null,
        },
      ],
    });
    expect((await stored(sandbox, borrower.applicationUuid)).state).toBe('RESCISSION');

    // Asked in Spanish, the lender says so in Spanish, the deadline's day and zone too.
    const spanish = await sandbox.call(`${APP}/${borrower.applicationUuid}/rescind`, {
      method: 'POST',
      token: borrower.jwt,
      body: {},
      headers: { 'Accept-Language': 'es-US, es;q=0.9' },
    });
    expect(spanish.status).toBe(409);
    const [said] = ((await spanish.json()) as { errors: { message: string }[] }).errors;
    expect(said?.message).toMatch(
      /^Su derecho de cancelación terminó .*hora del Pacífico.*jueves, 12 de marzo de 2026/,
    );
  });

  it('is refused in any other state, with a body, and to anyone but the borrower', async () => {
    const recording = await sandbox.applicant({ state: 'RECORDING' });
    const wrong = await rescind(recording);
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({ errors: [{ code: 'WRONG_STEP' }] });

    const borrower = await sandbox.applicant({ state: 'RESCISSION' });
    await expectErrors(await rescind(borrower, { reason: 'changed my mind' }), 400, ['reason']);

    const broker = await sandbox.applicant({ role: 'broker', state: 'RESCISSION' });
    const refused = await rescind(broker);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errors: [{ code: 'FORBIDDEN' }] });
    const signer = await sandbox.applicant({ role: 'co-deeder', state: 'RESCISSION' });
    expect((await rescind(signer)).status).toBe(403);
    for (const who of [broker, signer]) {
      expect((await stored(sandbox, who.applicationUuid)).state).toBe('RESCISSION');
    }
  });
});
