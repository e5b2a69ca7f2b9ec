/**
 * The borrower's step writes as data (docs/sandbox.md#step-writes): for each call, when it is
 * open, how its body is read, and the change it makes (journeySteps.ts, the same changes the
 * control API's walk makes). Part 1 (STEP_WRITES, the liens to the submission) is open by its
 * step; part 2 (PART2_STEP_WRITES, income to funding) by the states it is answered in. One
 * function, `runStepWrite`, answers them all:
 *
 *   the application's borrower only (else 403) -> open (workflow.ts stepMode or isOpenIn, else
 *   409 WRONG_STEP) -> the body read (400, every problem at once, nothing stored) -> the
 *   lender's own refusals -> the change -> stored -> the updated application, as
 *   `GET .../heloc/{uuid}` answers it.
 */
import type { ServerState } from '../contract/serverStates';
import { GIACT_ACCOUNT_STATUS, STATUS_CONDITION } from '../contract/status';
import type { GenericSchema } from 'valibot';
import {
  assetDepletionBody,
  autopayAccountBody,
  autopayBody,
  type BankAccountBody,
  bpoBody,
  confirmDisburseAccountBody,
  disburseAccountBody,
  employmentBody,
  homeValueBody,
  insuranceCompleteBody,
  lienAttestationBody,
  moreInfoBody,
  notaryBody,
  notaryManualBody,
  offerBodyFor,
  prequalWinbackBody,
  rescindBody,
  submitBody,
} from '../contract/requests';
import { isOfferTerm } from '../contract/offerPricing';
import type { BankAccount, Lien } from '../contract/application';
import { accountMask } from '../lib/bankAccount';
import type { HmdaAnswers } from '../contract/hmda';
import { checkHmda, HMDA_FIELDS } from '../contract/hmdaQuestions';
import type { RecordStore } from './db';
import { notarySlots, timeZoneOf } from './closing';
import { disclosuresOf } from './disclosures';
import { isRecord } from '../contract/isRecord';
import { HttpError, rejectUnknownKeys } from './http';
import { newUuid } from './ids';
import {
  acceptWinback,
  attestLiens,
  cancelLine,
  chooseNotary,
  choosePayType,
  chooseOffer,
  completeInsurance,
  confirmDisburseAccount,
  confirmLiens,
  estimateHomeValue,
  orderBpo,
  recordAssets,
  recordEmployment,
  recordHmda,
  recordMoreInfo,
  reserveManualNotary,
  setAutopayAccount,
  setDisburseAccount,
  submitApplication,
} from './journeySteps';
import type { ApplicationRecord, OrgRecord, PersonRecord } from './records';
import { requireRightToCancel } from './rescission';
import { orgPricing } from './underwriting';
import { Problems } from './validation';
import { parseBody } from './bodies';
import { isOpenIn, PART2_STEPS, STEPS, type Step, stepMode, wrongStep } from './workflow';
import { msg } from '@lingui/core/macro';

export const DISCLOSURES_NOT_ACCEPTED_MESSAGE =
  'Read and accept your disclosures before you submit your application.';

/** What a write sees of the lender's records. */
export interface WriteContext {
  store: RecordStore;
  record: ApplicationRecord;
  owner: PersonRecord;
  org: OrgRecord | undefined;
  /** 'move': the current step, the state moves on; 'change': a change from the summary (part 1). */
  mode: 'move' | 'change';
}

/** How a body is read: through a schema of the contract, or by a check of the lender's own. */
type BodyReader<B> =
  | { schema: (context: WriteContext) => GenericSchema<unknown, B> }
  | {
      fields: readonly string[];
      check: (context: WriteContext, body: Record<string, unknown>) => B;
    };

/**
 * When a write is open; any other time it answers 409 WRONG_STEP, before its body is read.
 * - `step`: a part-1 step: the current step moves the state on, a step the summary links to may
 *   be changed later (workflow.ts stepMode);
 * - `states`: part 2: open in these states with no wait under way (workflow.ts PART2_STEPS,
 *   isOpenIn), or besides whenever `orWhen` holds, and only while `onlyWhen` holds (the records
 *   the write needs: an account to confirm, the notary mode chosen).
 */
export type Opening =
  | { step: Step }
  | {
      states: readonly ServerState[];
      orWhen?: (record: ApplicationRecord) => boolean;
      onlyWhen?: (record: ApplicationRecord) => boolean;
    };

/** What a write does now ('move', or a part-1 'change'), or 409 WRONG_STEP. */
function modeOf(record: ApplicationRecord, open: Opening): WriteContext['mode'] {
  if ('step' in open) return stepMode(record, open.step);
  const inStates = isOpenIn(record, open.states) || (open.orWhen?.(record) ?? false);
  if (!inStates || !(open.onlyWhen?.(record) ?? true)) throw wrongStep();
  return 'move';
}

export interface StepWrite<B = unknown> {
  method: 'put' | 'post';
  /** Under /service-application/api/v1/application/heloc/{uuid}/. */
  path: string;
  /** When it is open (above). */
  open: Opening;
  body: BodyReader<B>;
  /** Refuses the write when the lender would (beyond its body): throws an HttpError. */
  guard?: (context: WriteContext) => void;
  /** The records after the write: the application, and the borrower's when they change. */
  change: (context: WriteContext, body: B) => { record: ApplicationRecord; owner?: PersonRecord };
}

/** The borrower's answers to "Is this loan still open?", every lien found answered once. */
function checkLienAnswers(problems: Problems, value: unknown, found: readonly Lien[]): Lien[] {
  if (!Array.isArray(value)) {
    problems.add('liens', msg`Tell us whether each loan is still open`);
    return [];
  }
  const answers = new Map<string, boolean>();
  const mentioned = new Set<string>();
  value.forEach((entry: unknown, index) => {
    const field = `liens.${index}`;
    if (!isRecord(entry)) {
      problems.add(field, msg`Each answer must name a loan and say whether it is still open`);
      return;
    }
    rejectUnknownKeys(entry, ['uuid', 'open'], field);
    const id = typeof entry.uuid === 'string' ? entry.uuid.toLowerCase() : '';
    const lien = found.find((l) => l.uuid === id);
    if (!lien) {
      problems.add(`${field}.uuid`, msg`This is not one of the loans we found on your home`);
    } else if (mentioned.has(lien.uuid)) {
      const lender = lien.lender;
      problems.add(`${field}.uuid`, msg`The loan from ${lender} is answered more than once`);
    }
    if (typeof entry.open !== 'boolean') {
      const lender = lien?.lender;
      problems.add(
        `${field}.open`,
        lender === undefined
          ? msg`Tell us whether the loan from this lender is still open`
          : msg`Tell us whether the loan from ${lender} is still open`,
      );
    }
    if (lien && !mentioned.has(lien.uuid)) {
      mentioned.add(lien.uuid);
      if (typeof entry.open === 'boolean') answers.set(lien.uuid, entry.open);
    }
  });
  for (const lien of found) {
    if (!mentioned.has(lien.uuid)) {
      const lender = lien.lender;
      problems.add('liens', msg`Tell us whether the loan from ${lender} is still open`);
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
    open: { step: STEPS.liens },
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
  // of the offered terms (months), priced with the contract's offerApr.
  write({
    method: 'put',
    path: 'offer',
    open: { step: STEPS.offer },
    body: { schema: ({ record, org }) => offerBodyFor(record.application, orgPricing(org)) },
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
    open: { step: STEPS.assetDepletion },
    body: { schema: () => assetDepletionBody },
    change: ({ record }, { assets }) => ({ record: recordAssets(record, assets) }),
  }),
  // product/prequal-winback: the lower prequalified offer accepted; OFFER_SELECTION.
  write({
    method: 'post',
    path: 'prequal-winback',
    open: { step: STEPS.prequalWinback },
    body: { schema: () => prequalWinbackBody },
    change: ({ record }) => ({ record: acceptWinback(record) }),
  }),
  // start/contact: ownership, the SSN (kept only as hasSsn; may be left out when the lender has
  // one) and the hard-credit consent; HMDA.
  write({
    method: 'put',
    path: 'more-info',
    open: { step: STEPS.moreInfo },
    body: { schema: ({ owner }) => moreInfoBody(owner.profile.hasSsn) },
    change: ({ record, owner, mode }, { ownership }) =>
      recordMoreInfo(record, owner, ownership, mode),
  }),
  // start/hmda: ethnicity, race and sex as lists of codes, and the text boxes, checked by the
  // rules the form uses (docs/journey.md); WAITING_FOR_SUMMARY, then APP_SUBMISSION.
  write<HmdaAnswers>({
    method: 'put',
    path: 'hmda',
    open: { step: STEPS.hmda },
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
    open: { step: STEPS.submit },
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

/** A bank account as the lender keeps it: the routing number, the last 4 digits and the type. */
const keptAccount = ({
  routingNumber,
  accountNumber,
  accountType,
}: BankAccountBody): BankAccount => ({
  uuid: newUuid(),
  routingNumber,
  mask: accountMask(accountNumber),
  accountType,
});

/** The proofs of insurance asked for, each uploaded (a 400 names each one missing). */
function requireInsuranceProofs({ record }: WriteContext): void {
  const types = new Set(record.application.documents.map((d) => d.type));
  const problems = new Problems();
  if (!types.has('HAZARD_INSURANCE')) {
    problems.add('HAZARD_INSURANCE', msg`Upload proof of your hazard insurance`);
  }
  if (record.status.floodInsuranceRequired && !types.has('FLOOD_INSURANCE')) {
    problems.add('FLOOD_INSURANCE', msg`Upload proof of your flood insurance`);
  }
  problems.throwIfAny();
}

const hasDisburseAccount = (record: ApplicationRecord) =>
  Boolean(record.application.disburseAccount?.routingNumber);

/**
 * An autopay account is awaited by hand: autopay chosen without an account, and the disbursement
 * account (which would otherwise carry the payments) failed verification (docs/sandbox.md#step-writes).
 */
const autopayAccountAwaited = ({ application, status }: ApplicationRecord) =>
  application.payType === 'AUTOPAY' &&
  !application.autopayAccount &&
  status.giactAccountStatus === GIACT_ACCOUNT_STATUS.FAILED_VERIFICATION;

/** The merchant has finished its review and the liens are not yet attested. */
const merchantReviewed = (record: ApplicationRecord) =>
  record.status.condition === STATUS_CONDITION.MERCHANT_REVIEWED;

/**
 * Part 2's writes (income to funding) whose who-may-write is the borrower alone. The signature,
 * the notary session (the additional signer writes them too) and the invitation (an account made
 * after an await) stay in routes/fundingSteps.ts; the uploads in routes/documents.ts.
 */
export const PART2_STEP_WRITES: readonly StepWrite[] = [
  // income/employer-verification: the employer the lender calls; from EMPLOYMENT_VERIFICATION
  // back to INCOME_VERIFICATION, or at any state while employmentVerificationNeeded (state kept).
  write({
    method: 'put',
    path: 'employment',
    open: {
      states: PART2_STEPS.employment,
      orWhen: (record) => Boolean(record.status.employmentVerificationNeeded),
    },
    body: { schema: () => employmentBody },
    change: ({ record }, employer) => ({ record: recordEmployment(record, employer) }),
  }),
  // bank/disburse: where the line is paid out; the state is kept until bank/confirm, so the
  // borrower can change it.
  write({
    method: 'put',
    path: 'disburse-account',
    open: { states: PART2_STEPS.disburseAccount },
    body: { schema: () => disburseAccountBody },
    change: ({ record }, account) => ({ record: setDisburseAccount(record, keptAccount(account)) }),
  }),
  // bank/confirm: the account given is confirmed (and, in the sandbox, verified at once); AUTOPAY.
  write({
    method: 'post',
    path: 'disburse-account/confirm',
    open: { states: PART2_STEPS.disburseAccount, onlyWhen: hasDisburseAccount },
    body: { schema: () => confirmDisburseAccountBody },
    change: ({ record }) => ({ record: confirmDisburseAccount(record) }),
  }),
  // bank/autopay: AUTOPAY from the disbursement account, only with its authorization (recorded
  // with its time, version and terms: docs/sandbox.md#the-authorization-of-automatic-payments),
  // or MANUAL without one; IDENTITY_VERIFICATION.
  write({
    method: 'put',
    path: 'autopay',
    open: { states: PART2_STEPS.autopay, onlyWhen: hasDisburseAccount },
    body: { schema: () => autopayBody },
    change: ({ record, org }, { payType, autopayAuthorization }) => ({
      record: choosePayType(record, org, payType, autopayAuthorization?.version),
    }),
  }),
  // bank/autopay-manual: the account typed by hand, with the authorization of payments from it;
  // AUTOPAY from it, IDENTITY_VERIFICATION.
  write({
    method: 'put',
    path: 'autopay-account',
    open: { states: PART2_STEPS.autopay, orWhen: autopayAccountAwaited },
    body: { schema: () => autopayAccountBody },
    change: ({ record, org }, account) => ({
      record: setAutopayAccount(
        record,
        org,
        keptAccount(account),
        account.autopayAuthorization.version,
      ),
    }),
  }),
  // bpo/condition, bpo/order-bpo "Order valuation": bpo ORDERED; BPO_PROCESSING (the control API
  // finishes it).
  write({
    method: 'post',
    path: 'bpo',
    open: { states: PART2_STEPS.bpo },
    body: { schema: () => bpoBody },
    change: ({ record }) => ({ record: orderBpo(record) }),
  }),
  // bpo/estimate-value: the lender found no automated value; the estimate is kept beside the
  // lender's value and a valuation is required (BPO_ORDER). Reading chosen: the estimate never
  // replaces adjustedHomeAmount; the valuation decides.
  write({
    method: 'put',
    path: 'home-value',
    open: { states: PART2_STEPS.homeValue },
    body: { schema: () => homeValueBody },
    change: ({ record }, { estimatedValue }) => ({
      record: estimateHomeValue(record, estimatedValue),
    }),
  }),
  // After the merchant's review: the liens listed confirmed; NOTE_SIGNING.
  write({
    method: 'post',
    path: 'lien-attestation',
    open: { states: [], orWhen: merchantReviewed },
    body: { schema: () => lienAttestationBody },
    change: ({ record }) => ({ record: attestLiens(record) }),
  }),
  // notary/intro: REMOTE (the eNotary session now) or MANUAL (a notary at home, $300); recorded,
  // state kept: the app opens notary/session or notary/schedule-manual.
  write({
    method: 'put',
    path: 'notary',
    open: { states: PART2_STEPS.notary },
    body: { schema: () => notaryBody },
    change: ({ record }, { mode }) => ({ record: chooseNotary(record, mode) }),
  }),
  // notary/schedule-manual "Reserve time": one of the slots offered in the property's time zone;
  // MANUAL_DEED_SIGNING (a time may be changed there). Open once MANUAL was chosen.
  write({
    method: 'put',
    path: 'notary/manual',
    open: {
      states: PART2_STEPS.notaryManual,
      onlyWhen: (record) => record.application.notaryMode === 'MANUAL',
    },
    body: { schema: ({ record }) => notaryManualBody(notarySlots(timeZoneOf(record))) },
    change: ({ record }, { requestedManualNotaryTime }) => ({
      record: reserveManualNotary(record, requestedManualNotaryTime),
    }),
  }),
  // insurance/upload: once proof of hazard insurance (and flood, when asked for) is uploaded,
  // insurance is complete; RESCISSION.
  write({
    method: 'post',
    path: 'insurance/complete',
    open: { states: PART2_STEPS.insurance },
    body: { schema: () => insuranceCompleteBody },
    guard: requireInsuranceProofs,
    change: ({ record }) => ({ record: completeInsurance(record) }),
  }),
  // complete "Cancel my line of credit": the right to cancel used, the borrower's alone (a
  // broker's or a signer's token: 403); in RESCISSION before the deadline, else 409
  // RESCISSION_PERIOD_ENDED; CANCELLED (docs/journey.md#the-right-to-cancel).
  write({
    method: 'post',
    path: 'rescind',
    open: { states: PART2_STEPS.rescind },
    body: { schema: () => rescindBody },
    guard: ({ record }) => requireRightToCancel(record),
    change: ({ record }) => ({ record: cancelLine(record) }),
  }),
];

/**
 * One write, run: open; the body read through its schema, then the guard (or, with the lender's
 * own check, the fields, the guard, then the check); the change. Answers the records to store;
 * nothing is stored when any check refuses.
 */
export function runStepWrite(
  definition: StepWrite,
  records: Omit<WriteContext, 'mode'>,
  body: Record<string, unknown>,
): { record: ApplicationRecord; owner?: PersonRecord } {
  const context: WriteContext = { ...records, mode: modeOf(records.record, definition.open) };
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
