/**
 * Part 2 of the journey's step writes (contract/journey.md, from `income/employer-verification`
 * to `insurance/upload`), under `/service-application/api/v1/application/heloc/{uuid}`; uploads
 * are routes/documents.ts. As in part 1: the application's borrower only (anyone else: 403;
 * the additional signer signs and meets the notary through the same calls, signers.ts), the
 * step must be open (workflow.ts PART2_STEPS: else 409 WRONG_STEP), the body is validated as a
 * lender would (unknown keys, types, lengths: 400, every problem, nothing stored), then the step
 * is recorded, the state moves and the updated application is answered. A full account number is
 * checked and dropped: only its last 4 digits (`mask`) are kept or answered.
 */
import { randomBytes } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import type { BankAccount } from '../../features/application/types';
import { accountMask, isAccountType, isValidAccountNumber } from '../../lib/bankAccount';
import { isValidRoutingNumber, ROUTING_NUMBER_PATTERN } from '../../contract/routingNumber';
import { ownedApplication, readableApplication } from '../access';
import { buildPerson } from '../applicants';
import { currentPerson, hashPassword } from '../auth';
import { closingDocumentsOf, notarySlots, timeZoneOf } from '../closing';
import { bodyObject, HttpError, pathParam, rejectUnknownKeys } from '../http';
import { newUuid } from '../ids';
import {
  chooseNotary,
  choosePayType,
  completeInsurance,
  confirmDisburseAccount,
  estimateHomeValue,
  finishNotarySession,
  inviteSigner,
  notaryReady,
  orderBpo,
  recordEmployment,
  reserveManualNotary,
  setDisburseAccount,
  signClosingDocuments,
} from '../journeySteps';
import type { ApplicationRecord, PersonRecord } from '../records';
import {
  applicationForWrite,
  isSignerOf,
  recordSignerNotarized,
  recordSignerSignature,
  requireSignerStep,
  signerClosingDocuments,
} from '../signers';
import { email, phone, Problems, text } from '../validation';
import { applicationOf } from '../views';
import { isOpenIn, PART2_STEPS, requireOpen, wrongStep } from '../workflow';
import type { RouteContext } from './context';

const V1 = '/service-application/api/v1/application/heloc';

export const SIGNATURE_MESSAGE = 'Type your full name as it appears on your application';

/** The whole-dollar range the lender takes as an estimate of a home's value. */
export const HOME_VALUE_RANGE = { min: 10_000, max: 100_000_000 } as const;

/** Letters only, lower case: "case and spacing ignored". */
const comparable = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/**
 * Whether a typed signature is the borrower's name: first and last name (or first, middle and
 * last), case and spacing ignored.
 */
export function signatureMatches(typed: string, person: PersonRecord): boolean {
  const name = person.profile.name;
  if (!name) return false;
  const wanted = [
    `${name.firstName}${name.lastName}`,
    `${name.firstName}${name.middleName ?? ''}${name.lastName}`,
  ].map(comparable);
  return wanted.includes(comparable(typed));
}

/** The bank account of bank/disburse, or every problem with it; the full number is dropped. */
function checkAccount(problems: Problems, body: Record<string, unknown>): BankAccount | undefined {
  const { routingNumber, accountNumber, accountType } = body;
  if (typeof routingNumber !== 'string' || !ROUTING_NUMBER_PATTERN.test(routingNumber)) {
    problems.add('routingNumber', 'Routing number must be 9 digits');
  } else if (!isValidRoutingNumber(routingNumber)) {
    problems.add('routingNumber', 'Enter a valid routing number');
  }
  if (!isValidAccountNumber(accountNumber)) {
    problems.add('accountNumber', 'Account number must be between 4 and 17 digits');
  }
  if (!isAccountType(accountType)) {
    problems.add('accountType', 'Choose checking or savings');
  }
  if (
    typeof routingNumber !== 'string' ||
    !isValidRoutingNumber(routingNumber) ||
    !isValidAccountNumber(accountNumber) ||
    !isAccountType(accountType)
  ) {
    return undefined;
  }
  return { uuid: newUuid(), routingNumber, mask: accountMask(accountNumber), accountType };
}

export function fundingStepsRouter({ store, auth }: RouteContext): Router {
  const router = Router();
  const save = (record: ApplicationRecord) =>
    store.put('applications', record.uuid, { ...record, updatedAt: new Date().toISOString() });
  const owned = (req: Request, res: Response) =>
    ownedApplication(store, currentPerson(res), pathParam(req, 'uuid'));
  const ownerOf = (record: ApplicationRecord): PersonRecord => {
    const owner = store.get('people', record.ownerUuid);
    if (!owner) throw new Error(`application ${record.uuid} has no borrower`);
    return owner;
  };

  // income/employer-verification: the employer the lender calls. Open at EMPLOYMENT_VERIFICATION
  // (then INCOME_VERIFICATION) or while status.employmentVerificationNeeded (state kept).
  router.put(`${V1}/:uuid/employment`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    const inStep = isOpenIn(record, PART2_STEPS.employment);
    if (!inStep && !record.status.employmentVerificationNeeded) throw wrongStep();
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['employerName', 'employerPhone']);
    const problems = new Problems();
    const employerName = text(problems, body.employerName, 'employerName', {
      required: true,
      missing: "Enter your employer's name",
      label: "Employer's name",
    });
    const employerPhone = phone(problems, body.employerPhone, 'employerPhone');
    problems.throwIfAny();
    if (!employerName || !employerPhone) throw new Error('employment checks passed');
    res.json(applicationOf(save(recordEmployment(record, { employerName, employerPhone }))));
  });

  // bank/disburse: where the line is paid out. Recorded (routing number, last 4 digits, type);
  // the state is kept until bank/confirm, so the borrower can change it.
  router.put(`${V1}/:uuid/disburse-account`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.disburseAccount);
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['routingNumber', 'accountNumber', 'accountType']);
    const problems = new Problems();
    const account = checkAccount(problems, body);
    problems.throwIfAny();
    if (!account) throw new Error('account checks passed');
    res.json(applicationOf(save(setDisburseAccount(record, account))));
  });

  // bank/confirm: the account is confirmed (and, in the sandbox, verified at once); AUTOPAY.
  router.post(`${V1}/:uuid/disburse-account/confirm`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.disburseAccount);
    if (!record.application.disburseAccount?.routingNumber) throw wrongStep();
    rejectUnknownKeys(bodyObject(req), []);
    res.json(applicationOf(save(confirmDisburseAccount(record))));
  });

  // bank/autopay: AUTOPAY from the disbursement account, or MANUAL; IDENTITY_VERIFICATION.
  router.put(`${V1}/:uuid/autopay`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.autopay);
    const disburse = record.application.disburseAccount;
    if (!disburse?.routingNumber) throw wrongStep();
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['payType']);
    const { payType } = body;
    if (payType !== 'AUTOPAY' && payType !== 'MANUAL') {
      throw new HttpError(400, [
        {
          code: 'BAD_REQUEST',
          field: 'payType',
          message: 'Choose whether to pay automatically from this account',
        },
      ]);
    }
    res.json(applicationOf(save(choosePayType(record, payType))));
  });

  // bpo/condition, bpo/order-bpo "Order valuation": status.bpo ORDERED; BPO_PROCESSING (the
  // control API finishes it).
  router.post(`${V1}/:uuid/bpo`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.bpo);
    rejectUnknownKeys(bodyObject(req), []);
    res.json(applicationOf(save(orderBpo(record))));
  });

  // bpo/estimate-value: the lender found no automated value; the borrower's estimate is kept
  // beside the lender's value and a valuation is required (BPO_ORDER). Reading chosen: the
  // estimate never replaces adjustedHomeAmount; the valuation decides.
  router.put(`${V1}/:uuid/home-value`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.homeValue);
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['estimatedValue']);
    const value = body.estimatedValue;
    const { min, max } = HOME_VALUE_RANGE;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new HttpError(400, [
        { code: 'BAD_REQUEST', field: 'estimatedValue', message: 'Enter the value of your home' },
      ]);
    }
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new HttpError(400, [
        {
          code: 'BAD_REQUEST',
          field: 'estimatedValue',
          message: 'Enter a value in whole dollars between $10,000 and $100,000,000',
        },
      ]);
    }
    res.json(applicationOf(save(estimateHomeValue(record, value))));
  });

  // signing/sign reads these (the borrower, or anyone who may read the application); an
  // additional signer sees them signed once they have signed them themselves (signers.ts).
  router.get(`${V1}/:uuid/closing-documents`, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const record = readableApplication(store, person, pathParam(req, 'uuid'));
    const org = store.get('orgs', record.orgCode);
    res.json({
      documents: isSignerOf(record, person.uuid)
        ? signerClosingDocuments(record, org, person.uuid)
        : closingDocumentsOf(record, org),
    });
  });

  // signing/sign: every closing document signed with the borrower's name. Then
  // CO_DEED_REQUIRED when an additional signer is pending (invited, or the home is owned
  // jointly and none is yet), else NOTARY_DISCLOSURE with the notary documents ready. The
  // additional signer signs the same documents with their own name, once their ID is in; that is
  // recorded on their invitation and the state is kept (signers.ts).
  router.post(`${V1}/:uuid/sign`, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const { record, asSigner } = applicationForWrite(store, person, pathParam(req, 'uuid'));
    if (asSigner) requireSignerStep(record, person.uuid, 'SIGN');
    else requireOpen(record, PART2_STEPS.sign);
    const documents = closingDocumentsOf(record, store.get('orgs', record.orgCode));
    if (documents.length === 0) throw wrongStep();
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['signatureName', 'documents']);
    const owner = ownerOf(record);
    const problems = new Problems();
    const { signatureName } = body;
    if (
      typeof signatureName !== 'string' ||
      signatureName.length > 256 ||
      !signatureMatches(signatureName, asSigner ? person : owner)
    ) {
      problems.add('signatureName', SIGNATURE_MESSAGE);
    }
    const known = new Set(documents.map((d) => d.uuid));
    const chosen = new Set<string>();
    let unknownDocument = false;
    if (Array.isArray(body.documents)) {
      body.documents.forEach((id: unknown, index) => {
        if (typeof id !== 'string' || !known.has(id.toLowerCase())) {
          unknownDocument = true;
          problems.add(`documents.${index}`, 'This is not one of your closing documents');
        } else chosen.add(id.toLowerCase());
      });
    }
    if (!unknownDocument && chosen.size < known.size) {
      problems.add('documents', 'Read and sign every document');
    }
    problems.throwIfAny();
    if (asSigner) {
      const name = (signatureName as string).trim();
      res.json(applicationOf(save(recordSignerSignature(record, person.uuid, name))));
      return;
    }
    const signed = signClosingDocuments(record, owner, signatureName as string, [...known]);
    res.json(applicationOf(save(signed)));
  });

  // signing/additional "Send invitation": a CO_DEEDER account on this application, with a
  // generated password only the control API shows; coDeedStatus PENDING until they finish.
  router.post(`${V1}/:uuid/signers`, auth.requireAuth, async (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.signers);
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['firstName', 'lastName', 'email']);
    const problems = new Problems();
    const firstName = text(problems, body.firstName, 'firstName', {
      required: true,
      missing: "Enter the signer's first name",
      label: 'First name',
      max: 64,
    });
    const lastName = text(problems, body.lastName, 'lastName', {
      required: true,
      missing: "Enter the signer's last name",
      label: 'Last name',
      max: 64,
    });
    const address = email(problems, body.email, 'email');
    if (address && store.list('people').some((p) => p.email === address)) {
      problems.add('email', 'This email address already has an account. Enter another one');
    }
    problems.throwIfAny();
    if (!firstName || !lastName || !address) throw new Error('signer checks passed');

    const password = `sandbox-${randomBytes(9).toString('base64url')}`;
    const hash = await hashPassword(password);
    // The check again after the wait: another request may have taken the e-mail meanwhile.
    const current = owned(req, res);
    if (store.list('people').some((p) => p.email === address)) {
      throw new HttpError(400, [
        {
          code: 'BAD_REQUEST',
          field: 'email',
          message: 'This email address already has an account. Enter another one',
        },
      ]);
    }
    requireOpen(current, PART2_STEPS.signers);
    const owner = ownerOf(current);
    const home = current.application.property?.address;
    const built = buildPerson({
      uuid: newUuid(),
      email: address,
      orgCode: current.orgCode,
      type: 'CO_DEEDER',
      passwordHash: hash,
      firstName,
      lastName,
      dob: '',
      phone: '',
      address: home ?? owner.profile.addresses[0] ?? { street1: '', city: '', state: '', zip: '' },
      hasSsn: false,
      createdAt: new Date(),
    });
    // What the signer has not told the lender yet stays empty.
    const signer: PersonRecord = {
      ...built,
      profile: { ...built.profile, dob: null, phoneNumbers: [] },
    };
    store.put('people', signer.uuid, signer);
    res.json(applicationOf(save(inviteSigner(current, signer, password))));
  });

  // notary/intro: REMOTE (the eNotary session now) or MANUAL (a notary at home, $300); recorded
  // (status.manualNotary), state kept: the app opens notary/session or notary/schedule-manual.
  router.put(`${V1}/:uuid/notary`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.notary);
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['mode']);
    const { mode } = body;
    if (mode !== 'REMOTE' && mode !== 'MANUAL') {
      throw new HttpError(400, [
        {
          code: 'BAD_REQUEST',
          field: 'mode',
          message: 'Choose a remote eNotary session or a manual notary',
        },
      ]);
    }
    res.json(applicationOf(save(chooseNotary(record, mode))));
  });

  // notary/session "Finish session": the borrower has signed before the eNotary
  // (primaryParticipantAcceptComplete); INSURANCE_REQUIRED when insurance is asked for, else
  // RESCISSION. Open once REMOTE was chosen. The additional signer's own session, once they
  // have signed, finishes their part; once every signer has finished, coDeedStatus is COMPLETE
  // and a borrower waiting at CO_DEED_REQUIRED moves to NOTARY_DISCLOSURE (signers.ts).
  router.post(`${V1}/:uuid/notary/session`, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const { record, asSigner } = applicationForWrite(store, person, pathParam(req, 'uuid'));
    if (asSigner) {
      requireSignerStep(record, person.uuid, 'NOTARY');
      rejectUnknownKeys(bodyObject(req), []);
      const done = recordSignerNotarized(record, person.uuid);
      const waiting = isOpenIn(done, ['CO_DEED_REQUIRED']);
      const moves = done.application.coDeedStatus === 'COMPLETE' && waiting;
      res.json(applicationOf(save(moves ? notaryReady(done) : done)));
      return;
    }
    requireOpen(record, PART2_STEPS.notary);
    if (record.application.notaryMode !== 'REMOTE') throw wrongStep();
    rejectUnknownKeys(bodyObject(req), []);
    res.json(applicationOf(save(finishNotarySession(record))));
  });

  // notary/schedule-manual: the slots a manual notary can come, in the property's time zone.
  router.get(`${V1}/:uuid/notary/slots`, auth.requireAuth, (req, res) => {
    const record = readableApplication(store, currentPerson(res), pathParam(req, 'uuid'));
    const timeZone = timeZoneOf(record);
    res.json({ timeZone, slots: notarySlots(timeZone) });
  });

  // notary/schedule-manual "Reserve time": one of the slots; MANUAL_DEED_SIGNING (a time may be
  // changed there). Open once MANUAL was chosen.
  router.put(`${V1}/:uuid/notary/manual`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.notaryManual);
    if (record.application.notaryMode !== 'MANUAL') throw wrongStep();
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['requestedManualNotaryTime']);
    const wanted = body.requestedManualNotaryTime;
    const slots = notarySlots(timeZoneOf(record));
    const instant = typeof wanted === 'string' ? Date.parse(wanted) : NaN;
    const slot = slots.find((s) => Date.parse(s) === instant);
    if (
      typeof wanted !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(wanted) ||
      !slot
    ) {
      throw new HttpError(400, [
        {
          code: 'BAD_REQUEST',
          field: 'requestedManualNotaryTime',
          message: 'Choose a date and time from the list',
        },
      ]);
    }
    res.json(applicationOf(save(reserveManualNotary(record, slot))));
  });

  // insurance/upload: once proof of hazard insurance (and flood, when asked for) is uploaded,
  // insurance is complete; RESCISSION.
  router.post(`${V1}/:uuid/insurance/complete`, auth.requireAuth, (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.insurance);
    rejectUnknownKeys(bodyObject(req), []);
    const types = new Set(record.application.documents.map((d) => d.type));
    const problems = new Problems();
    if (!types.has('HAZARD_INSURANCE')) {
      problems.add('HAZARD_INSURANCE', 'Upload proof of your hazard insurance');
    }
    if (record.status.floodInsuranceRequired && !types.has('FLOOD_INSURANCE')) {
      problems.add('FLOOD_INSURANCE', 'Upload proof of your flood insurance');
    }
    problems.throwIfAny();
    res.json(applicationOf(save(completeInsurance(record))));
  });

  return router;
}
