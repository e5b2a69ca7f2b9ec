/**
 * The borrower's part-1 step writes as data (docs/sandbox.md#step-writes): for each call, when it
 * is open, how its body is read, and the change it makes (journeySteps.ts, the same changes the
 * control API's walk makes). One function, `runStepWrite`, answers them all:
 *
 *   the application's borrower only (else 403) -> the step open (workflow.ts stepMode, else 409
 *   WRONG_STEP) -> the body read (400, every problem at once, nothing stored) -> the change
 *   -> stored -> the updated application, as `GET .../heloc/{uuid}` answers it.
 */
import type { GenericSchema } from 'valibot';
import {
  assetDepletionBody,
  moreInfoBody,
  offerBody,
  prequalWinbackBody,
  submitBody,
} from '../contract/requests';
import { isOfferTerm } from '../contract/offerPricing';
import { v } from '../contract/schema';
import type { Lien } from '../features/application/types';
import type { HmdaAnswers } from '../contract/hmda';
import { checkHmda, HMDA_FIELDS } from '../contract/hmdaQuestions';
import type { RecordStore } from './db';
import { disclosuresOf } from './disclosures';
import { type ApiError, HttpError, isPlainObject, rejectUnknownKeys } from './http';
import {
  acceptWinback,
  chooseOffer,
  confirmLiens,
  recordAssets,
  recordHmda,
  recordMoreInfo,
  submitApplication,
} from './journeySteps';
import type { ApplicationRecord, OrgRecord, PersonRecord } from './records';
import { Problems, rejectUnknownKeysAt } from './validation';
import { STEPS, type Step, stepMode } from './workflow';

export const DISCLOSURES_NOT_ACCEPTED_MESSAGE =
  'Read and accept your disclosures before you submit your application.';

/** What a write sees of the lender's records. */
export interface WriteContext {
  store: RecordStore;
  record: ApplicationRecord;
  owner: PersonRecord;
  org: OrgRecord | undefined;
  /** 'move': the current step, the state moves on; 'change': a change from the summary. */
  mode: 'move' | 'change';
}

/** How a body is read: through a schema of the contract, or by a check of the lender's own. */
type BodyReader<B> =
  | { schema: (context: WriteContext) => GenericSchema<unknown, B> }
  | {
      fields: readonly string[];
      check: (context: WriteContext, body: Record<string, unknown>) => B;
    };

export interface StepWrite<B = unknown> {
  method: 'put' | 'post';
  /** Under /service-application/api/v1/application/heloc/{uuid}/. */
  path: string;
  /** When it is open: the states it moves on from, and whether the summary may change it. */
  step: Step;
  body: BodyReader<B>;
  /** Refuses the write when the lender would (beyond its body): throws an HttpError. */
  guard?: (context: WriteContext) => void;
  /** The records after the write: the application, and the borrower's when they change. */
  change: (context: WriteContext, body: B) => { record: ApplicationRecord; owner?: PersonRecord };
}

/**
 * A body read through its schema: each field the schema names (a missing one read as undefined,
 * so its own message answers), no other field, and every problem at once, named by its path.
 */
export function parseBody<B>(schema: GenericSchema<unknown, B>, body: Record<string, unknown>): B {
  const entries = (schema as { entries?: Record<string, unknown> }).entries ?? {};
  const fields = Object.keys(entries);
  rejectUnknownKeys(body, fields);
  const complete = Object.fromEntries(fields.map((field) => [field, body[field]]));
  const read = v.safeParse(schema, complete, { abortPipeEarly: true });
  if (read.success) return read.output;
  const errors: ApiError[] = read.issues.map((issue) => ({
    code: 'BAD_REQUEST',
    message: issue.message,
    field: (issue.path ?? []).map((item) => String(item.key)).join('.'),
  }));
  throw new HttpError(400, errors);
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

const write = <B>(definition: StepWrite<B>): StepWrite => definition as StepWrite;

export const STEP_WRITES: readonly StepWrite[] = [
  // liens: each lien the lender found, still open or not. The lender then decides: approved, the
  // maximum line and the APR; OFFER_GENERATION, then OFFER_SELECTION after two status reads.
  write<Lien[]>({
    method: 'put',
    path: 'liens',
    step: STEPS.liens,
    body: {
      fields: ['liens'],
      check: ({ record }, body) => {
        const problems = new Problems();
        const liens = checkLienAnswers(problems, body.liens, record.application.liens ?? []);
        problems.throwIfAny();
        return liens;
      },
    },
    change: ({ record, owner, org }, liens) => ({
      record: confirmLiens(record, owner.profile, org, liens),
    }),
  }),
  // product/select: the line chosen, whole dollars from $15,000 to the approved maximum, over one
  // of the offered terms (months), priced with offerApr (src/contract/offerPricing.ts).
  write({
    method: 'put',
    path: 'offer',
    step: STEPS.offer,
    body: { schema: ({ record }) => offerBody(record.application.uwCalculatedDrawAmount ?? 0) },
    change: ({ record, owner, org, mode }, { amount, term }) => {
      const years = term / 12;
      if (!isOfferTerm(years)) throw new Error('The offer passed its checks with another term');
      return { record: chooseOffer(record, owner.profile, org, { amount, years }, mode) };
    },
  }),
  // product/assets: the liquid assets satisfy the asset-depletion review: approved, OFFER_SELECTION.
  write({
    method: 'put',
    path: 'asset-depletion',
    step: STEPS.assetDepletion,
    body: { schema: () => assetDepletionBody },
    change: ({ record }, { assets }) => ({ record: recordAssets(record, assets) }),
  }),
  // product/prequal-winback: the lower prequalified offer accepted; OFFER_SELECTION.
  write({
    method: 'post',
    path: 'prequal-winback',
    step: STEPS.prequalWinback,
    body: { schema: () => prequalWinbackBody },
    change: ({ record }) => ({ record: acceptWinback(record) }),
  }),
  // start/contact: ownership, the SSN (kept only as hasSsn; may be left out when the lender has
  // one) and the hard-credit consent; HMDA.
  write({
    method: 'put',
    path: 'more-info',
    step: STEPS.moreInfo,
    body: { schema: ({ owner }) => moreInfoBody(owner.profile.hasSsn) },
    change: ({ record, owner, mode }, { ownership }) =>
      recordMoreInfo(record, owner, ownership, mode),
  }),
  // start/hmda: ethnicity, race and sex as lists of codes, and the text boxes, checked by the
  // rules the form uses (docs/journey.md); WAITING_FOR_SUMMARY, then APP_SUBMISSION.
  write<HmdaAnswers>({
    method: 'put',
    path: 'hmda',
    step: STEPS.hmda,
    body: {
      fields: HMDA_FIELDS,
      check: (_context, body) => {
        const { answers, problems } = checkHmda(body);
        const found = new Problems();
        for (const { field, message } of problems) found.add(field, message);
        found.throwIfAny();
        if (!answers) throw new Error('The HMDA answers passed their checks but were not read');
        return answers;
      },
    },
    change: ({ record, owner, mode }, answers) => ({
      record: recordHmda(record, owner.profile, answers, mode),
    }),
  }),
  // start/app-summary: submitted as checked; INCOME_VERIFICATION. A lender takes no application
  // whose early disclosures were not all accepted (docs/sandbox.md#submitting-before-the-disclosures):
  // 409 with a message and no field, and the state stays.
  write({
    method: 'post',
    path: 'submit',
    step: STEPS.submit,
    body: { schema: () => submitBody },
    guard: ({ record, org }) => {
      const documents = disclosuresOf(record, org);
      if (documents.length === 0 || documents.some((document) => !document.accepted)) {
        throw new HttpError(409, [
          {
            code: 'DISCLOSURES_NOT_ACCEPTED',
            message: DISCLOSURES_NOT_ACCEPTED_MESSAGE,
            field: null,
          },
        ]);
      }
    },
    change: ({ record }) => ({ record: submitApplication(record) }),
  }),
];

/**
 * One write, run: the step open, the guard, the body read, the change. Answers the records to
 * store; nothing is stored when any check refuses.
 */
export function runStepWrite(
  definition: StepWrite,
  records: Omit<WriteContext, 'mode'>,
  body: Record<string, unknown>,
): { record: ApplicationRecord; owner?: PersonRecord } {
  const context: WriteContext = { ...records, mode: stepMode(records.record, definition.step) };
  const reader = definition.body;
  let read: unknown;
  if ('schema' in reader) {
    read = parseBody(reader.schema(context), body);
    definition.guard?.(context);
  } else {
    rejectUnknownKeys(body, reader.fields);
    definition.guard?.(context);
    read = reader.check(context, body);
  }
  return definition.change(context, read);
}
