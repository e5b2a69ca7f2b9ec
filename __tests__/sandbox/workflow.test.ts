/** @jest-environment node */
import { readApplication } from '../../src/contract/application';
import type { HelocApplication } from '../../src/features/application';
import { OFFER_MESSAGES, offerApr } from '../../src/contract/offerPricing';
import type { RequestLogEntry } from '../../src/sandbox/requestLog';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { approvedMaximum } from '../../src/sandbox/underwriting';
import { sharedSandbox, startTestSandbox } from './helpers';
import {
  acceptDisclosures,
  allRecordsText,
  APP,
  confirmLiens,
  expectErrors,
  expectTwoWaitingReads,
  localStep,
  readStatus,
  recordText,
  register,
  type Registered,
  SSN,
  stored,
  walk,
} from './journeySupport';
import { i18n } from '../../src/lib/i18n';

const sandbox = sharedSandbox();

const write = (
  who: { jwt: string; applicationUuid: string },
  method: string,
  step: string,
  body: unknown,
) => sandbox.call(`${APP}/${who.applicationUuid}/${step}`, { method, token: who.jwt, body });

const ok = async (response: Response) => {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status} ${text}`);
  return JSON.parse(text) as HelocApplication;
};

const WRONG_STEP = {
  errors: [{ code: 'WRONG_STEP', message: 'This step is not open for your application.' }],
};

async function expectWrongStep(response: Response) {
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual(WRONG_STEP);
}

describe('part 1 of the journey, through HTTP', () => {
  it('register, wait, liens, wait, offer, more-info, hmda, wait, submit: INCOME_VERIFICATION', async () => {
    const since = (await sandbox.json<RequestLogEntry[]>('/__sandbox/requests')).at(-1)?.seq ?? 0;
    const answers: string[] = [];
    const keep = async (response: Response) => {
      const text = await response.clone().text();
      answers.push(text);
      return ok(response);
    };

    const who = await register(sandbox);
    const uuid = who.applicationUuid;
    expect(await localStep(sandbox, uuid)).toBe('liens');
    await expectTwoWaitingReads(sandbox, uuid, who.jwt, 'OFFER_GENERATION', 'LIEN_VERIFICATION');

    // liens: every lien answered; the first one closed.
    const before = await sandbox.json<HelocApplication>(`${APP}/${uuid}`, { token: who.jwt });
    const liens = before.liens ?? [];
    const closed = liens[0]?.uuid ?? '';
    const afterLiens = await keep(
      await write(who, 'PUT', 'liens', {
        liens: liens.map((l) => ({ uuid: l.uuid, open: l.uuid !== closed })),
      }),
    );
    expect(afterLiens.state).toBe('OFFER_GENERATION');
    expect(afterLiens.liens?.find((l) => l.uuid === closed)?.open).toBe(false);
    const max = approvedMaximum(before.adjustedHomeAmount ?? 0, afterLiens.liens ?? []);
    expect(afterLiens.uwCalculatedDrawAmount).toBe(max);
    expect(max).toBeGreaterThanOrEqual(15000);
    expect(max).toBeLessThanOrEqual(250000);
    expect(afterLiens.approvedApr).toBeGreaterThanOrEqual(7.6);
    expect(afterLiens.approvedApr).toBeLessThanOrEqual(17.2);
    expect(await localStep(sandbox, uuid)).toBe('product');
    await expectTwoWaitingReads(sandbox, uuid, who.jwt, 'OFFER_GENERATION', 'OFFER_SELECTION');
    expect(await readStatus(sandbox, uuid, who.jwt)).toMatchObject({
      state: 'OFFER_SELECTION',
      liensComplete: true,
      uwDecision: 'APPROVED',
    });

    // offer: priced with offerApr from the approved APR.
    const amount = Math.min(max, 40000);
    const afterOffer = await keep(await write(who, 'PUT', 'offer', { amount, term: 180 }));
    expect(afterOffer).toMatchObject({ state: 'COLLECT_ADDITIONAL_INFO', amount, term: 180 });
    expect(afterOffer.rate).toBe(
      offerApr(amount, 15, {
        approvedApr: afterLiens.approvedApr ?? 0,
        maxAmount: max,
        minApr: 7.6,
        maxApr: 17.2,
      }),
    );
    expect(await localStep(sandbox, uuid)).toBe('moreProfile');

    // more-info: ownership, SSN (never kept), hard-credit consent.
    const afterMore = await keep(
      await write(who, 'PUT', 'more-info', {
        ownership: 'JOINT',
        ssn: SSN,
        hardCreditConsent: true,
      }),
    );
    expect(afterMore.state).toBe('HMDA');
    expect(afterMore.consents.map((c) => c.type)).toEqual(['SOFT_CREDIT', 'ESIGN', 'HARD_CREDIT']);
    const record = await stored(sandbox, uuid);
    expect(record.profile.hasSsn).toBe(true);
    expect(
      record.profile.addresses.find((a) => a.uuid === record.application.selectedPropertyUuid)
        ?.ownership,
    ).toBe('JOINT');
    expect(await localStep(sandbox, uuid)).toBe('hmda');

    // hmda, then the summary is generated.
    const afterHmda = await keep(
      await write(who, 'PUT', 'hmda', {
        ethnicity: ['NOT_HISPANIC_OR_LATINO'],
        race: ['DECLINED'],
        sex: ['MALE'],
      }),
    );
    expect(afterHmda).toMatchObject({
      state: 'WAITING_FOR_SUMMARY',
      hasHmda: true,
      hmda: { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['DECLINED'], sex: ['MALE'] },
    });
    expect(await localStep(sandbox, uuid)).toBe('waitSummary');
    await expectTwoWaitingReads(sandbox, uuid, who.jwt, 'WAITING_FOR_SUMMARY', 'APP_SUBMISSION');
    expect((await stored(sandbox, uuid)).status.disclosurelistSummaryReady).toBe(true);
    expect(await localStep(sandbox, uuid)).toBe('appSummary');

    // submit: refused, with no field and the state kept, until the disclosures are accepted.
    const refused = await expectErrors(await write(who, 'POST', 'submit', {}), 409, [null]);
    expect(refused).toEqual([
      {
        code: 'DISCLOSURES_NOT_ACCEPTED',
        message: 'Read and accept your disclosures before you submit your application.',
        field: null,
      },
    ]);
    expect((await stored(sandbox, uuid)).state).toBe('APP_SUBMISSION');
    await acceptDisclosures(sandbox, who);
    expect((await stored(sandbox, uuid)).state).toBe('APP_SUBMISSION');
    const afterSubmit = await keep(await write(who, 'POST', 'submit', {}));
    expect(afterSubmit.state).toBe('INCOME_VERIFICATION');
    // The app reads the answers as they are.
    expect(readApplication(afterSubmit)).toMatchObject({
      state: 'INCOME_VERIFICATION',
      amount,
      term: 180,
      rate: afterOffer.rate,
      approvedApr: afterLiens.approvedApr,
      hasHmda: true,
      hmda: afterHmda.hmda,
      liens: afterLiens.liens,
      incomeSources: [{ employmentType: 'FULL_TIME', annualIncome: 120000 }],
    });
    expect(await readStatus(sandbox, uuid, who.jwt)).toMatchObject({
      state: 'INCOME_VERIFICATION',
      disclosurelistSummaryReady: true,
      disclosurelistSummaryComplete: true,
    });
    expect(await localStep(sandbox, uuid)).toBe('incomeReview');

    // The SSN is in no answer, no record and not in the request log.
    for (const text of answers) expect(text).not.toContain(SSN);
    expect(allRecordsText(sandbox)).not.toContain(SSN);
    const log = await sandbox.json<RequestLogEntry[]>(`/__sandbox/requests?since=${since}`);
    expect(JSON.stringify(log)).not.toContain(SSN);
    const moreInfo = log.find((e) => e.path.endsWith('/more-info'));
    expect(moreInfo?.body).toEqual({
      ownership: 'JOINT',
      ssn: '[redacted]',
      hardCreditConsent: true,
    });
  });
});

describe('the forward-only rule', () => {
  it('a change from the summary updates the records and keeps APP_SUBMISSION', async () => {
    const who = await walk(sandbox, 'APP_SUBMISSION');
    const offer = await ok(await write(who, 'PUT', 'offer', { amount: 16000, term: 60 }));
    expect(offer).toMatchObject({ state: 'APP_SUBMISSION', amount: 16000, term: 60 });
    // The lender has the SSN: a change of ownership may leave it out.
    const more = await ok(
      await write(who, 'PUT', 'more-info', { ownership: 'TRUST', hardCreditConsent: true }),
    );
    expect(more.state).toBe('APP_SUBMISSION');
    expect(more.consents.filter((c) => c.type === 'HARD_CREDIT')).toHaveLength(1);
    const hmda = await ok(
      await write(who, 'PUT', 'hmda', {
        ethnicity: ['DECLINED'],
        race: ['WHITE'],
        sex: ['DECLINED'],
      }),
    );
    expect(hmda).toMatchObject({ state: 'APP_SUBMISSION', hmda: { race: ['WHITE'] } });
    const record = await stored(sandbox, who.applicationUuid);
    expect(record.state).toBe('APP_SUBMISSION');
    expect(
      record.profile.addresses.find((a) => a.uuid === record.application.selectedPropertyUuid)
        ?.ownership,
    ).toBe('TRUST');
    expect((await readStatus(sandbox, who.applicationUuid, who.jwt)).state).toBe('APP_SUBMISSION');
    expect(await localStep(sandbox, who.applicationUuid)).toBe('appSummary');
  });

  it('a change while the summary is generated keeps the wait', async () => {
    const who = await walk(sandbox, 'HMDA');
    await ok(
      await write(who, 'PUT', 'hmda', {
        ethnicity: ['DECLINED'],
        race: ['DECLINED'],
        sex: ['DECLINED'],
      }),
    );
    await ok(await write(who, 'PUT', 'offer', { amount: 17000, term: 240 }));
    await expectTwoWaitingReads(
      sandbox,
      who.applicationUuid,
      who.jwt,
      'WAITING_FOR_SUMMARY',
      'APP_SUBMISSION',
    );
  });

  it('a write at the wrong time answers 409 WRONG_STEP and stores nothing', async () => {
    const atLiens = await walk(sandbox, 'LIEN_VERIFICATION');
    const text = recordText(sandbox, atLiens.applicationUuid);
    await expectWrongStep(await write(atLiens, 'PUT', 'offer', { amount: 20000, term: 120 }));
    await expectWrongStep(
      await write(atLiens, 'PUT', 'more-info', {
        ownership: 'SOLE',
        ssn: SSN,
        hardCreditConsent: true,
      }),
    );
    await expectWrongStep(await write(atLiens, 'POST', 'submit', {}));
    await expectWrongStep(await write(atLiens, 'PUT', 'asset-depletion', { assets: 1 }));
    await expectWrongStep(await write(atLiens, 'POST', 'prequal-winback', { accept: true }));
    await expectWrongStep(await write(atLiens, 'PUT', 'ssn', { ssn: SSN }));
    await expectWrongStep(await write(atLiens, 'POST', 'credit/retry', {}));
    await expectWrongStep(await write(atLiens, 'POST', 'disclosures/accept', { documents: [] }));
    expect(recordText(sandbox, atLiens.applicationUuid)).toBe(text);

    // While the offer is generated, neither the offer nor the liens are open.
    await confirmLiens(sandbox, atLiens);
    await expectWrongStep(await write(atLiens, 'PUT', 'offer', { amount: 20000, term: 120 }));
    await expectWrongStep(await write(atLiens, 'PUT', 'liens', { liens: [] }));

    // Past the summary nothing of part 1 is open; the liens never reopen.
    const submitted = await walk(sandbox, 'APP_SUBMISSION');
    await expectWrongStep(await write(submitted, 'PUT', 'liens', { liens: [] }));
    await acceptDisclosures(sandbox, submitted);
    await ok(await write(submitted, 'POST', 'submit', {}));
    await expectWrongStep(await write(submitted, 'POST', 'submit', {}));
    await expectWrongStep(await write(submitted, 'PUT', 'offer', { amount: 20000, term: 120 }));
    await expectWrongStep(
      await write(submitted, 'PUT', 'hmda', {
        ethnicity: ['DECLINED'],
        race: ['DECLINED'],
        sex: ['DECLINED'],
      }),
    );
  });
});

describe('validation of each step: 400 on the field, nothing stored', () => {
  async function expectRefused(
    who: Registered,
    method: string,
    step: string,
    body: unknown,
    fields: (string | null | undefined)[],
  ) {
    const text = recordText(sandbox, who.applicationUuid);
    const profile = JSON.stringify((await stored(sandbox, who.applicationUuid)).profile);
    const errors = await expectErrors(await write(who, method, step, body), 400, fields);
    expect(JSON.stringify(errors)).not.toContain(SSN);
    expect(recordText(sandbox, who.applicationUuid)).toBe(text);
    expect(JSON.stringify((await stored(sandbox, who.applicationUuid)).profile)).toBe(profile);
  }

  it('liens: every lien answered once with yes or no', async () => {
    const who = await walk(sandbox, 'LIEN_VERIFICATION');
    const app = await sandbox.json<HelocApplication>(`${APP}/${who.applicationUuid}`, {
      token: who.jwt,
    });
    const [first] = app.liens ?? [];
    const others = (app.liens ?? []).slice(1).map((l) => ({ uuid: l.uuid, open: true }));
    const answer = { uuid: first?.uuid, open: true };
    const otherFields = others.map(() => undefined);
    void otherFields;
    await expectRefused(who, 'PUT', 'liens', {}, ['liens']);
    await expectRefused(who, 'PUT', 'liens', { liens: 'yes' }, ['liens']);
    await expectRefused(who, 'PUT', 'liens', { liens: [...others, { ...answer, open: 'yes' }] }, [
      `liens.${others.length}.open`,
    ]);
    await expectRefused(
      who,
      'PUT',
      'liens',
      { liens: [answer, ...others, { uuid: SEEDED_IDS.borrowerApp, open: false }] },
      [`liens.${others.length + 1}.uuid`],
    );
    await expectRefused(who, 'PUT', 'liens', { liens: [answer, ...others, answer] }, [
      `liens.${others.length + 1}.uuid`,
    ]);
    await expectRefused(who, 'PUT', 'liens', { liens: others }, ['liens']);
    await expectRefused(who, 'PUT', 'liens', { liens: [{ ...answer, note: 'x' }, ...others] }, [
      'liens.0.note',
    ]);
  });

  it('offer: whole dollars from $15,000 to the maximum, a term offered', async () => {
    const who = await walk(sandbox, 'OFFER_SELECTION');
    const max =
      (await stored(sandbox, who.applicationUuid)).application.uwCalculatedDrawAmount ?? 0;
    await expectRefused(who, 'PUT', 'offer', { amount: 14999, term: 120 }, ['amount']);
    await expectRefused(who, 'PUT', 'offer', { amount: max + 1, term: 120 }, ['amount']);
    await expectRefused(who, 'PUT', 'offer', { amount: 20000.5, term: 120 }, ['amount']);
    await expectRefused(who, 'PUT', 'offer', { amount: '20000', term: 120 }, ['amount']);
    await expectRefused(who, 'PUT', 'offer', { amount: 20000, term: 10 }, ['term']);
    await expectRefused(who, 'PUT', 'offer', { amount: 20000, term: 84 }, ['term']);
    await expectRefused(who, 'PUT', 'offer', {}, ['amount', 'term']);
    await expectRefused(who, 'PUT', 'offer', { amount: 20000, term: 120, rate: 1 }, ['rate']);
    const errors = await expectErrors(
      await write(who, 'PUT', 'offer', { amount: 1, term: 120 }),
      400,
      ['amount'],
    );
    expect(errors[0]?.message).toBe(i18n._(OFFER_MESSAGES.amountBetween(15000, max)));
  });

  it('more-info: ownership, a 9-digit SSN the SSA could issue, hard-credit consent', async () => {
    const who = await walk(sandbox, 'COLLECT_ADDITIONAL_INFO');
    const good = { ownership: 'SOLE', ssn: SSN, hardCreditConsent: true };
    await expectRefused(who, 'PUT', 'more-info', { ...good, ownership: 'RENTED' }, ['ownership']);
    await expectRefused(who, 'PUT', 'more-info', { ...good, ssn: '28765432' }, ['ssn']);
    await expectRefused(who, 'PUT', 'more-info', { ...good, ssn: '287-65-4321' }, ['ssn']);
    await expectRefused(who, 'PUT', 'more-info', { ...good, ssn: '000654321' }, ['ssn']);
    // No SSN yet: it is needed.
    await expectRefused(who, 'PUT', 'more-info', { ownership: 'SOLE', hardCreditConsent: true }, [
      'ssn',
    ]);
    await expectRefused(who, 'PUT', 'more-info', { ...good, hardCreditConsent: false }, [
      'hardCreditConsent',
    ]);
    await expectRefused(who, 'PUT', 'more-info', { ...good, dob: '1985-01-01' }, ['dob']);
  });

  it("hmda: lists of each question's codes, by the rules the form uses", async () => {
    const who = await walk(sandbox, 'HMDA');
    const good = { ethnicity: ['DECLINED'], race: ['ASIAN', 'KOREAN'], sex: ['FEMALE'] };
    await expectRefused(who, 'PUT', 'hmda', { ...good, race: 'ASIAN' }, ['race']);
    await expectRefused(who, 'PUT', 'hmda', { ...good, sex: [] }, ['sex']);
    await expectRefused(who, 'PUT', 'hmda', {}, ['ethnicity', 'race', 'sex']);
    // Every problem at once.
    await expectRefused(
      who,
      'PUT',
      'hmda',
      { ...good, race: ['KOREAN', 'DECLINED'], raceTribe: 'Cherokee Nation' },
      ['race', 'race', 'raceTribe'],
    );
    await expectRefused(who, 'PUT', 'hmda', { ...good, religion: ['NONE'] }, ['religion']);
  });

  it('hmda: an answer kept as a single code before the lists reads as a one-item list', async () => {
    const who = await sandbox.applicant({
      state: 'APP_SUBMISSION',
      application: { hasHmda: true, hmda: { ethnicity: 'DECLINED', race: 'WHITE', sex: 'MALE' } },
    });
    const app = await sandbox.json<HelocApplication>(`${APP}/${who.applicationUuid}`, {
      token: who.jwt,
    });
    expect(app.hmda).toEqual({
      ethnicity: ['DECLINED'],
      ethnicityOther: null,
      race: ['WHITE'],
      raceTribe: null,
      raceOtherAsian: null,
      raceOtherPacificIslander: null,
      sex: ['MALE'],
    });
  });

  it('submit, asset-depletion, prequal-winback, ssn and credit/retry', async () => {
    const summary = await walk(sandbox, 'APP_SUBMISSION');
    await expectRefused(summary, 'POST', 'submit', { confirm: true }, ['confirm']);
    const assets = await sandbox.applicant({ state: 'ASSETS_PREQUAL' });
    await expectRefused(assets as Registered, 'PUT', 'asset-depletion', { assets: -1 }, ['assets']);
    await expectRefused(assets as Registered, 'PUT', 'asset-depletion', {}, ['assets']);
    const winback = await sandbox.applicant({ state: 'LIEN_POSITION_REQUALIFY' });
    await expectRefused(winback as Registered, 'POST', 'prequal-winback', { accept: false }, [
      'accept',
    ]);
    const noMatch = await sandbox.applicant({ state: 'CREDIT_NO_MATCH' });
    await expectRefused(noMatch as Registered, 'PUT', 'ssn', { ssn: '123' }, ['ssn']);
    await expectRefused(noMatch as Registered, 'PUT', 'ssn', {}, ['ssn']);
    const frozen = await sandbox.applicant({ state: 'HARD_CREDIT_FROZEN' });
    await expectRefused(frozen as Registered, 'POST', 'credit/retry', { now: true }, ['now']);
  });
});

describe('the side doors and the credit stops', () => {
  it('asset-depletion: complete, approved, OFFER_SELECTION', async () => {
    const who = await sandbox.applicant({ state: 'ASSETS_PREQUAL' });
    const app = await ok(await write(who, 'PUT', 'asset-depletion', { assets: 85000 }));
    expect(app).toMatchObject({ state: 'OFFER_SELECTION', assetDepletion: { complete: true } });
    expect(await readStatus(sandbox, who.applicationUuid, who.jwt)).toMatchObject({
      state: 'OFFER_SELECTION',
      uwDecision: 'APPROVED',
      uwSubDecision: null,
    });
    expect((await stored(sandbox, who.applicationUuid)).application.liquidAssets).toBe(85000);
    await expectWrongStep(await write(who, 'PUT', 'asset-depletion', { assets: 1 }));
  });

  it('prequal-winback: accepted, an offer above the lower maximum cleared, OFFER_SELECTION', async () => {
    const who = await sandbox.applicant({
      state: 'LIEN_POSITION_REQUALIFY',
      application: { amount: 90000, term: 120, rate: 8.5, uwCalculatedDrawAmount: 50000 },
    });
    const app = await ok(await write(who, 'POST', 'prequal-winback', { accept: true }));
    expect(app).toMatchObject({
      state: 'OFFER_SELECTION',
      amount: 0,
      term: 0,
      uwCalculatedDrawAmount: 50000,
    });
    expect((await stored(sandbox, who.applicationUuid)).application.prequalWinback).toMatchObject({
      accepted: true,
    });
    // Then the borrower chooses within it.
    const offer = await ok(await write(who, 'PUT', 'offer', { amount: 50000, term: 120 }));
    expect(offer).toMatchObject({ amount: 50000, state: 'COLLECT_ADDITIONAL_INFO' });
  });

  it('ssn: after CREDIT_NO_MATCH, hasSsn, the condition cleared, back where the records call for', async () => {
    const who = await sandbox.applicant({ state: 'CREDIT_NO_MATCH' });
    const response = await write(who, 'PUT', 'ssn', { ssn: SSN });
    const text = await response.clone().text();
    expect(text).not.toContain(SSN);
    const app = await ok(response);
    // The bureau found no file at registration: nothing is decided yet, so the liens.
    expect(app.state).toBe('LIEN_VERIFICATION');
    const record = await stored(sandbox, who.applicationUuid);
    expect(record.profile.hasSsn).toBe(true);
    expect(record.status.condition).toBeNull();
    expect(allRecordsText(sandbox)).not.toContain(SSN);
    await expectWrongStep(await write(who, 'PUT', 'ssn', { ssn: SSN }));

    // The condition alone (the state elsewhere) is cleared and the state kept.
    const flagged = await sandbox.applicant({
      state: 'HMDA',
      status: { condition: 'CREDIT_NO_MATCH' },
    });
    expect((await ok(await write(flagged, 'PUT', 'ssn', { ssn: SSN }))).state).toBe('HMDA');
    expect((await stored(sandbox, flagged.applicationUuid)).status.condition).toBeNull();
  });

  it('credit/retry: clears creditFrozenWithPin; refused while the credit is still frozen', async () => {
    const pin = await sandbox.applicant({
      state: 'OFFER_SELECTION',
      status: { creditFrozenWithPin: true },
    });
    const app = await ok(await write(pin, 'POST', 'credit/retry', {}));
    expect(app.state).toBe('OFFER_SELECTION');
    expect((await readStatus(sandbox, pin.applicationUuid, pin.jwt)).creditFrozenWithPin).toBe(
      false,
    );
    await expectWrongStep(await write(pin, 'POST', 'credit/retry', {}));

    const still = await sandbox.applicant({
      state: 'HARD_CREDIT_FROZEN',
      application: { creditStillFrozen: true },
    });
    const text = recordText(sandbox, still.applicationUuid);
    const errors = await expectErrors(await write(still, 'POST', 'credit/retry', {}), 400, [null]);
    expect(errors[0]?.message).toBe('Your credit is still frozen. Unfreeze it and try again.');
    expect(recordText(sandbox, still.applicationUuid)).toBe(text);

    // Unfrozen (the control API): the lender pulls again and resumes where the records call for
    // (start/contact was answered before the hard pull: HMDA).
    await sandbox.json(`/__sandbox/applications/${still.applicationUuid}`, {
      method: 'PATCH',
      body: { application: { creditStillFrozen: false } },
    });
    expect((await ok(await write(still, 'POST', 'credit/retry', {}))).state).toBe('HMDA');
  });
});

describe('document/disclosures', () => {
  it('lists two documents once the summary is ready, and records their acceptance', async () => {
    const early = await walk(sandbox, 'HMDA');
    expect(
      await sandbox.json(`${APP}/${early.applicationUuid}/disclosures`, { token: early.jwt }),
    ).toEqual({ documents: [] });

    const who = await walk(sandbox, 'APP_SUBMISSION');
    const url = `${APP}/${who.applicationUuid}/disclosures`;
    const { documents } = await sandbox.json<{
      documents: { uuid: string; title: string; body: string; accepted: boolean }[];
    }>(url, { token: who.jwt });
    expect(documents.map((d) => d.title)).toEqual([
      'Home equity line of credit early disclosure',
      'Your privacy notice',
    ]);
    for (const doc of documents) {
      expect(doc.accepted).toBe(false);
      expect(doc.body).not.toMatch(/<[a-z]/i);
      expect(doc.body.split('\n\n').length).toBeGreaterThanOrEqual(8);
    }
    expect(documents[0]?.body).toContain('$20,000');

    await expectErrors(
      await write(who, 'POST', 'disclosures/accept', { documents: [SEEDED_IDS.borrowerApp] }),
      400,
      ['documents.0'],
    );
    await expectErrors(await write(who, 'POST', 'disclosures/accept', { documents: [] }), 400, [
      'documents',
    ]);
    const ids = documents.map((d) => d.uuid);
    const app = await ok(await write(who, 'POST', 'disclosures/accept', { documents: ids }));
    expect(app.state).toBe('APP_SUBMISSION');
    expect((await stored(sandbox, who.applicationUuid)).application.acceptedDisclosures).toEqual(
      ids,
    );
    const again = await sandbox.json<{ documents: { accepted: boolean }[] }>(url, {
      token: who.jwt,
    });
    expect(again.documents.map((d) => d.accepted)).toEqual([true, true]);
  });
});

describe('waiting states', () => {
  it('a status script still decides the state answered; the wait goes on underneath', async () => {
    const who = await register(sandbox);
    await sandbox.json(`/__sandbox/applications/${who.applicationUuid}/script`, {
      method: 'PUT',
      body: { states: ['HOLD_ON', 'HOLD_ON', 'HOLD_ON'] },
    });
    for (let i = 0; i < 3; i += 1) {
      expect((await readStatus(sandbox, who.applicationUuid, who.jwt)).state).toBe('HOLD_ON');
    }
    await sandbox.json(`/__sandbox/applications/${who.applicationUuid}/script`, {
      method: 'PUT',
      body: { states: [] },
    });
    expect((await readStatus(sandbox, who.applicationUuid, who.jwt)).state).toBe(
      'LIEN_VERIFICATION',
    );
  });

  it('a state set by the control API replaces the pending move', async () => {
    const who = await register(sandbox);
    await sandbox.json(`/__sandbox/applications/${who.applicationUuid}`, {
      method: 'PATCH',
      body: { state: 'OFFER_GENERATION' },
    });
    for (let i = 0; i < 4; i += 1) {
      expect((await readStatus(sandbox, who.applicationUuid, who.jwt)).state).toBe(
        'OFFER_GENERATION',
      );
    }
  });

  it('keeps its count across a restart', async () => {
    const who = await register(sandbox);
    expect((await readStatus(sandbox, who.applicationUuid, who.jwt)).state).toBe(
      'OFFER_GENERATION',
    );
    const restarted = await startTestSandbox({ dataDir: sandbox.dataDir });
    try {
      const read = async () =>
        (
          await restarted.json<{ state: string }>(
            `/service-krang-heloc/borrower/secure/api/v1/${who.applicationUuid}/status`,
            { token: who.jwt },
          )
        ).state;
      expect(await read()).toBe('OFFER_GENERATION');
      expect(await read()).toBe('LIEN_VERIFICATION');
    } finally {
      await restarted.close();
    }
  });
});

describe('who may write', () => {
  it('only the borrower of the application, signed in', async () => {
    const who = await walk(sandbox, 'OFFER_SELECTION');
    const other = await sandbox.applicant();
    const url = `${APP}/${who.applicationUuid}/offer`;
    const body = { amount: 20000, term: 120 };
    expect((await sandbox.call(url, { method: 'PUT', body })).status).toBe(401);
    await expectErrors(await sandbox.call(url, { method: 'PUT', body, token: other.jwt }), 403, [
      undefined,
    ]);
    const signer = await sandbox.login('signer@example.com');
    await expectErrors(
      await sandbox.call(`${APP}/${SEEDED_IDS.borrowerApp}/offer`, {
        method: 'PUT',
        body,
        token: signer,
      }),
      403,
      [undefined],
    );
    expect((await stored(sandbox, who.applicationUuid)).state).toBe('OFFER_SELECTION');
  });
});
