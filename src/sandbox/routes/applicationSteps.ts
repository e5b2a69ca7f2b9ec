/**
 * The journey's step writes as data (stepWrites.ts: part 1, from `liens` to `start/app-summary`,
 * and the borrower's own part-2 writes), and the credit stops and the disclosures, under
 * `/service-application/api/v1/application/heloc/{uuid}`. Each is the application's borrower's
 * only (anyone else: 403), checks that its step is open (workflow.ts: else 409 WRONG_STEP), reads
 * its body through the contract's schema (requests.ts, docs/sandbox.md#step-writes: 400, every
 * problem, nothing stored), records the step and moves the state, and answers the updated
 * application as `GET .../heloc/{uuid}` does. The SSN is checked and dropped: only
 * `profile.hasSsn` is kept.
 */
import { type Request, type Response, Router } from 'express';
import { HELOC_PATH } from '../../contract/paths';
import type { Profile } from '../../contract/profile';
import { acceptDisclosuresBody, creditRetryBody, ssnBody } from '../../contract/requests';
import { STATUS_CONDITION, type StatusCondition } from '../../contract/status';
import { ownedApplication, readableApplication } from '../access';
import { currentPerson } from '../auth';
import type { RecordStore } from '../db';
import { disclosuresOf } from '../disclosures';
import { parseBody } from '../bodies';
import { bodyObject, HttpError, pathParam } from '../http';
import { acceptDisclosures } from '../journeySteps';
import type { ApplicationRecord, PersonRecord } from '../records';
import { PART2_STEP_WRITES, STEP_WRITES, runStepWrite } from '../stepWrites';
import { applicationOf } from '../views';
import { CREDIT_STOP_STATES, moveOn, resumeState, wrongStep } from '../workflow';
import type { RouteContext } from './context';

/** `status.condition` values a credit retry clears. */
const RETRIED_CONDITIONS: readonly StatusCondition[] = [
  STATUS_CONDITION.CREDIT_LOCKED,
  STATUS_CONDITION.CREDIT_FROZEN,
  STATUS_CONDITION.INCORRECT_PIN,
];

export const STILL_FROZEN_MESSAGE = 'Your credit is still frozen. Unfreeze it and try again.';

/** The owner's profile; the application always has one (its borrower wrote this call). */
function ownerOf(store: RecordStore, record: ApplicationRecord): PersonRecord {
  const owner = store.get('people', record.ownerUuid);
  if (!owner) throw new Error(`application ${record.uuid} has no borrower`);
  return owner;
}

export function applicationStepsRouter({ store, auth }: RouteContext): Router {
  const router = Router();
  const save = (record: ApplicationRecord) =>
    store.put('applications', record.uuid, { ...record, updatedAt: new Date().toISOString() });
  const owned = (req: Request, res: Response) =>
    ownedApplication(store, currentPerson(res), pathParam(req, 'uuid'));
  const orgOf = (record: ApplicationRecord) => store.get('orgs', record.orgCode);

  // The step writes as data (stepWrites.ts): part 1, the liens to the submission, and the
  // borrower's own writes of part 2 (docs/sandbox.md#step-writes), each run the same way.
  for (const definition of [...STEP_WRITES, ...PART2_STEP_WRITES]) {
    router[definition.method](
      `${HELOC_PATH}/:uuid/${definition.path}`,
      auth.requireAuth,
      (req, res) => {
        const record = owned(req, res);
        const owner = ownerOf(store, record);
        const written = runStepWrite(
          definition,
          { store, record, owner, org: orgOf(record) },
          bodyObject(req),
        );
        if (written.owner) store.put('people', owner.uuid, written.owner);
        res.json(applicationOf(save(written.record)));
      },
    );
  }

  // credit/social: the SSN again, when the bureau found no file (CREDIT_NO_MATCH, as the state or
  // the condition). The condition is cleared; from the state, the lender resumes where the
  // records call for (workflow.ts resumeState).
  router.put(`${HELOC_PATH}/:uuid/ssn`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const inStop = record.state === 'CREDIT_NO_MATCH';
    if (!inStop && record.status.condition !== STATUS_CONDITION.CREDIT_NO_MATCH) throw wrongStep();
    // Read and dropped: only that an SSN was given is kept.
    parseBody(ssnBody, bodyObject(req));
    const owner = ownerOf(store, record);
    const profile: Profile = { ...owner.profile, hasSsn: true };
    store.put('people', owner.uuid, { ...owner, profile, updatedAt: new Date().toISOString() });
    const cleared: ApplicationRecord = {
      ...record,
      status: {
        ...record.status,
        condition:
          record.status.condition === STATUS_CONDITION.CREDIT_NO_MATCH
            ? null
            : record.status.condition,
      },
    };
    const saved = save(inStop ? moveOn(cleared, profile, resumeState(cleared, profile)) : cleared);
    res.json(applicationOf(saved));
  });

  // credit/error and review-app/incorrect-pin "Try again": the borrower has lifted the freeze or
  // lock. While the control API keeps `application.creditStillFrozen`, 400 with no field.
  // Otherwise creditFrozenWithPin and the credit condition are cleared and the state is kept,
  // except a locked or frozen state, from which the lender resumes where the records call for.
  router.post(`${HELOC_PATH}/:uuid/credit/retry`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const { condition } = record.status;
    const creditCondition = Boolean(condition && RETRIED_CONDITIONS.includes(condition));
    const inStop = CREDIT_STOP_STATES.has(record.state ?? '');
    if (!inStop && !creditCondition && !record.status.creditFrozenWithPin) throw wrongStep();
    parseBody(creditRetryBody, bodyObject(req));
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
  router.get(`${HELOC_PATH}/:uuid/disclosures`, auth.requireAuth, (req, res) => {
    const record = readableApplication(store, currentPerson(res), pathParam(req, 'uuid'));
    res.json({ documents: disclosuresOf(record, orgOf(record)) });
  });

  router.post(`${HELOC_PATH}/:uuid/disclosures/accept`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const documents = disclosuresOf(record, orgOf(record));
    if (documents.length === 0) throw wrongStep();
    const body = acceptDisclosuresBody(documents.map((d) => d.uuid));
    const { documents: chosen } = parseBody(body, bodyObject(req));
    res.json(applicationOf(save(acceptDisclosures(record, chosen))));
  });

  return router;
}
