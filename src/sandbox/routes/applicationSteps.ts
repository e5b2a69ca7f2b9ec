/**
 * Part 1 of the journey's step writes (contract/journey.md, from `liens` to `start/app-summary`,
 * and the credit stops), under `/service-application/api/v1/application/heloc/{uuid}`. Each is
 * the application's borrower's only (anyone else: 403), checks that its step is open
 * (workflow.ts: else 409 WRONG_STEP), validates its body as a lender would (400, every problem,
 * nothing stored), records the step and moves the state, and answers the updated application as
 * `GET .../heloc/{uuid}` does. The SSN is checked and dropped: only `profile.hasSsn` is kept.
 */
import { type Request, type Response, Router } from 'express';
import type { Lien } from '../../features/application/types';
import type { Profile } from '../../features/profile/types';
import { checkHmda, HMDA_FIELDS } from '../../lib/hmda';
import { isOfferTerm, OFFER_TERMS_YEARS, MIN_OFFER_AMOUNT } from '../../lib/offerPricing';
import { ownedApplication, readableApplication } from '../access';
import { currentPerson } from '../auth';
import type { RecordStore } from '../db';
import { disclosuresOf } from '../disclosures';
import { bodyObject, HttpError, isPlainObject, pathParam, rejectUnknownKeys } from '../http';
import {
  acceptDisclosures,
  acceptWinback,
  chooseOffer,
  confirmLiens,
  recordAssets,
  recordHmda,
  recordMoreInfo,
  submitApplication,
} from '../journeySteps';
import type { ApplicationRecord, PersonRecord } from '../records';
import { agreed, money, Problems, rejectUnknownKeysAt, ssn } from '../validation';
import { applicationOf } from '../views';
import { CREDIT_STOP_STATES, moveOn, resumeState, STEPS, stepMode, wrongStep } from '../workflow';
import type { RouteContext } from './context';

const V1 = '/service-application/api/v1/application/heloc';

export const OWNERSHIPS = ['SOLE', 'JOINT', 'TRUST'] as const;

/** `status.condition` values of the credit stops (the app's STATUS_CONDITIONS). */
const CREDIT_CONDITIONS = {
  noMatch: 'CREDIT_NO_MATCH',
  locked: 'CREDIT_LOCKED',
  frozen: 'CREDIT_FROZEN',
  incorrectPin: 'INCORRECT_PIN',
} as const;

export const DISCLOSURES_NOT_ACCEPTED_MESSAGE =
  'Read and accept your disclosures before you submit your application.';

export const STILL_FROZEN_MESSAGE = 'Your credit is still frozen. Unfreeze it and try again.';

const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** The owner's profile; the application always has one (its borrower wrote this call). */
function ownerOf(store: RecordStore, record: ApplicationRecord): PersonRecord {
  const owner = store.get('people', record.ownerUuid);
  if (!owner) throw new Error(`application ${record.uuid} has no borrower`);
  return owner;
}

/** The borrower's answers to "Is this loan still open?", every lien found answered once. */
function checkLienAnswers(problems: Problems, value: unknown, found: readonly Lien[]): Lien[] {
  if (!Array.isArray(value)) {
    problems.add('liens', 'Tell us whether each loan is still open');
    return [];
  }
  const answers = new Map<string, boolean>();
  const mentioned = new Set<string>();
  value.forEach((entry: unknown, index) => {
    const field = `liens.${index}`;
    if (!isPlainObject(entry)) {
      problems.add(field, 'Each answer must name a loan and say whether it is still open');
      return;
    }
    rejectUnknownKeysAt(entry, ['uuid', 'open'], field);
    const id = typeof entry.uuid === 'string' ? entry.uuid.toLowerCase() : '';
    const lien = found.find((l) => l.uuid === id);
    if (!lien) {
      problems.add(`${field}.uuid`, 'This is not one of the loans we found on your home');
    } else if (mentioned.has(lien.uuid)) {
      problems.add(`${field}.uuid`, `The loan from ${lien.lender} is answered more than once`);
    }
    if (typeof entry.open !== 'boolean') {
      problems.add(
        `${field}.open`,
        `Tell us whether the loan from ${lien?.lender ?? 'this lender'} is still open`,
      );
    }
    if (lien && !mentioned.has(lien.uuid)) {
      mentioned.add(lien.uuid);
      if (typeof entry.open === 'boolean') answers.set(lien.uuid, entry.open);
    }
  });
  for (const lien of found) {
    if (!mentioned.has(lien.uuid)) {
      problems.add('liens', `Tell us whether the loan from ${lien.lender} is still open`);
    }
  }
  return found.map((lien) => ({ ...lien, open: answers.get(lien.uuid) ?? null }));
}

export function applicationStepsRouter({ store, auth }: RouteContext): Router {
  const router = Router();
  const save = (record: ApplicationRecord) =>
    store.put('applications', record.uuid, { ...record, updatedAt: new Date().toISOString() });
  const owned = (req: Request, res: Response) =>
    ownedApplication(store, currentPerson(res), pathParam(req, 'uuid'));
  const orgOf = (record: ApplicationRecord) => store.get('orgs', record.orgCode);

  // liens: each lien the lender found, still open or not. The lender then decides: approved, the
  // maximum line and the APR; OFFER_GENERATION, then OFFER_SELECTION after two status reads.
  router.put(`${V1}/:uuid/liens`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    stepMode(record, STEPS.liens);
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['liens']);
    const problems = new Problems();
    const liens = checkLienAnswers(problems, body.liens, record.application.liens ?? []);
    problems.throwIfAny();

    const profile = ownerOf(store, record).profile;
    res.json(applicationOf(save(confirmLiens(record, profile, orgOf(record), liens))));
  });

  // product/select: the line chosen, whole dollars from $15,000 to the approved maximum, over one
  // of the offered terms (months); priced with offerApr (src/lib/offerPricing.ts).
  router.put(`${V1}/:uuid/offer`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const mode = stepMode(record, STEPS.offer);
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['amount', 'term']);
    const max = record.application.uwCalculatedDrawAmount ?? 0;
    const problems = new Problems();
    const { amount, term } = body;
    if (typeof amount !== 'number' || !Number.isFinite(amount)) {
      problems.add('amount', 'Enter the amount you want to borrow');
    } else if (!Number.isInteger(amount)) {
      problems.add('amount', 'Enter the amount in whole dollars');
    } else if (amount < MIN_OFFER_AMOUNT || amount > max) {
      problems.add(
        'amount',
        `Enter an amount between ${dollars(MIN_OFFER_AMOUNT)} and ${dollars(max)}`,
      );
    }
    const years = typeof term === 'number' && term % 12 === 0 ? term / 12 : null;
    if (!isOfferTerm(years)) {
      problems.add('term', `Choose a term of ${OFFER_TERMS_YEARS.join(', ')} years`);
    }
    problems.throwIfAny();
    if (typeof amount !== 'number' || !isOfferTerm(years)) throw new Error('offer checks passed');

    const profile = ownerOf(store, record).profile;
    const chosen = chooseOffer(record, profile, orgOf(record), { amount, years }, mode);
    res.json(applicationOf(save(chosen)));
  });

  // product/assets: the borrower's liquid assets satisfy the lender's asset-depletion review:
  // approved, OFFER_SELECTION.
  router.put(`${V1}/:uuid/asset-depletion`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    stepMode(record, STEPS.assetDepletion);
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['assets']);
    const problems = new Problems();
    const assets = money(problems, body.assets, 'assets', {
      missing: 'Enter the total of your savings and investments, in dollars',
      tooLow: 'Assets must be 0 or more',
      tooHigh: 'Assets must be less than $1,000,000,000',
    });
    problems.throwIfAny();
    res.json(applicationOf(save(recordAssets(record, assets ?? 0))));
  });

  // product/prequal-winback: the borrower accepts the lower prequalified offer (the lender has
  // lowered uwCalculatedDrawAmount): a chosen amount above it is cleared; OFFER_SELECTION.
  router.post(`${V1}/:uuid/prequal-winback`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    stepMode(record, STEPS.prequalWinback);
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['accept']);
    const problems = new Problems();
    agreed(problems, body.accept, 'accept', 'Accept the new offer to continue');
    problems.throwIfAny();
    res.json(applicationOf(save(acceptWinback(record))));
  });

  // start/contact: how the borrower owns the home, their SSN (kept only as hasSsn; may be left out
  // when the lender has one) and their hard-credit consent; HMDA.
  router.put(`${V1}/:uuid/more-info`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const mode = stepMode(record, STEPS.moreInfo);
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['ownership', 'ssn', 'hardCreditConsent']);
    const owner = ownerOf(store, record);
    const problems = new Problems();
    const { ownership } = body;
    if (typeof ownership !== 'string' || !(OWNERSHIPS as readonly string[]).includes(ownership)) {
      problems.add('ownership', 'Choose how you own this property');
    }
    if (body.ssn !== undefined || !owner.profile.hasSsn) ssn(problems, body.ssn);
    agreed(
      problems,
      body.hardCreditConsent,
      'hardCreditConsent',
      'Agree to a hard credit pull to continue',
    );
    problems.throwIfAny();

    const done = recordMoreInfo(record, owner, ownership as string, mode);
    store.put('people', owner.uuid, done.owner);
    res.json(applicationOf(save(done.record)));
  });

  // start/hmda: ethnicity, race and sex as lists of codes, and the text boxes, checked by the
  // rules the form uses (docs/journey.md, "start/hmda"); hasHmda; WAITING_FOR_SUMMARY, then
  // APP_SUBMISSION with the summary ready.
  router.put(`${V1}/:uuid/hmda`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const mode = stepMode(record, STEPS.hmda);
    const body = bodyObject(req);
    rejectUnknownKeys(body, HMDA_FIELDS);
    const { answers, problems } = checkHmda(body);
    const found = new Problems();
    for (const { field, message } of problems) found.add(field, message);
    found.throwIfAny();
    if (!answers) throw new Error('The HMDA answers passed their checks but were not read');
    const profile = ownerOf(store, record).profile;
    res.json(applicationOf(save(recordHmda(record, profile, answers, mode))));
  });

  // start/app-summary: the application submitted as checked; INCOME_VERIFICATION. A lender takes
  // no application whose early disclosures were not all accepted (docs/sandbox.md#submitting-before-the-disclosures):
  // before that, 409 with a message and no field, and the state stays.
  router.post(`${V1}/:uuid/submit`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    stepMode(record, STEPS.submit);
    rejectUnknownKeys(bodyObject(req), []);
    const documents = disclosuresOf(record, orgOf(record));
    if (documents.length === 0 || documents.some((document) => !document.accepted)) {
      throw new HttpError(409, [
        {
          code: 'DISCLOSURES_NOT_ACCEPTED',
          message: DISCLOSURES_NOT_ACCEPTED_MESSAGE,
          field: null,
        },
      ]);
    }
    res.json(applicationOf(save(submitApplication(record))));
  });

  // credit/social: the SSN again, when the bureau found no file (CREDIT_NO_MATCH, as the state or
  // the condition). The condition is cleared; from the state, the lender resumes where the
  // records call for (workflow.ts resumeState).
  router.put(`${V1}/:uuid/ssn`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const inStop = record.state === 'CREDIT_NO_MATCH';
    if (!inStop && record.status.condition !== CREDIT_CONDITIONS.noMatch) throw wrongStep();
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['ssn']);
    const problems = new Problems();
    ssn(problems, body.ssn);
    problems.throwIfAny();
    const owner = ownerOf(store, record);
    const profile: Profile = { ...owner.profile, hasSsn: true };
    store.put('people', owner.uuid, { ...owner, profile, updatedAt: new Date().toISOString() });
    const cleared: ApplicationRecord = {
      ...record,
      status: {
        ...record.status,
        condition:
          record.status.condition === CREDIT_CONDITIONS.noMatch ? null : record.status.condition,
      },
    };
    const saved = save(inStop ? moveOn(cleared, profile, resumeState(cleared, profile)) : cleared);
    res.json(applicationOf(saved));
  });

  // credit/error and review-app/incorrect-pin "Try again": the borrower has lifted the freeze or
  // lock. While the control API keeps `application.creditStillFrozen`, 400 with no field.
  // Otherwise creditFrozenWithPin and the credit condition are cleared and the state is kept,
  // except a locked or frozen state, from which the lender resumes where the records call for.
  router.post(`${V1}/:uuid/credit/retry`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const condition = record.status.condition ?? '';
    const creditCondition = (
      [
        CREDIT_CONDITIONS.locked,
        CREDIT_CONDITIONS.frozen,
        CREDIT_CONDITIONS.incorrectPin,
      ] as string[]
    ).includes(condition);
    const inStop = CREDIT_STOP_STATES.has(record.state ?? '');
    if (!inStop && !creditCondition && !record.status.creditFrozenWithPin) throw wrongStep();
    rejectUnknownKeys(bodyObject(req), []);
    if (record.application.creditStillFrozen) {
      throw new HttpError(400, [
        { code: 'CREDIT_STILL_FROZEN', message: STILL_FROZEN_MESSAGE, field: null },
      ]);
    }
    const cleared: ApplicationRecord = {
      ...record,
      status: {
        ...record.status,
        creditFrozenWithPin: false,
        condition: creditCondition ? null : record.status.condition,
      },
    };
    const profile = ownerOf(store, record).profile;
    const saved = save(inStop ? moveOn(cleared, profile, resumeState(cleared, profile)) : cleared);
    res.json(applicationOf(saved));
  });

  // document/disclosures: the documents to read and accept, once the summary is ready.
  router.get(`${V1}/:uuid/disclosures`, auth.requireAuth, (req, res) => {
    const record = readableApplication(store, currentPerson(res), pathParam(req, 'uuid'));
    res.json({ documents: disclosuresOf(record, orgOf(record)) });
  });

  router.post(`${V1}/:uuid/disclosures/accept`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const documents = disclosuresOf(record, orgOf(record));
    if (documents.length === 0) throw wrongStep();
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['documents']);
    const problems = new Problems();
    const known = new Set(documents.map((d) => d.uuid));
    const chosen: string[] = [];
    if (!Array.isArray(body.documents) || body.documents.length === 0) {
      problems.add('documents', 'Choose the documents you accept');
    } else {
      body.documents.forEach((id: unknown, index) => {
        if (typeof id !== 'string' || !known.has(id.toLowerCase())) {
          problems.add(`documents.${index}`, 'This is not one of your disclosures');
        } else chosen.push(id.toLowerCase());
      });
    }
    problems.throwIfAny();
    res.json(applicationOf(save(acceptDisclosures(record, chosen))));
  });

  return router;
}
