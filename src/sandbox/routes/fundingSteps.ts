/**
 * The part-2 writes that are not in the step-write table (stepWrites.ts PART2_STEP_WRITES,
 * docs/sandbox.md#step-writes), under `/service-application/api/v1/application/heloc/{uuid}`:
 * the signature and the notary session, which the additional signer writes too (signers.ts), and
 * the invitation of a signer, which makes their account after an await; the signer's consent to
 * electronic documents, which their signature needs; and the reads of the
 * closing documents and the notary's slots. Uploads are routes/documents.ts. As the table's
 * writes: who may write (else 403), the step open (workflow.ts PART2_STEPS, else 409
 * WRONG_STEP), the body read through the contract's schema (signingRequests.ts: 400, every
 * problem, nothing stored), then the step recorded and the updated application answered.
 */
import { randomBytes } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import { HELOC_PATH } from '../../contract/paths';
import {
  EMAIL_HAS_ACCOUNT_MESSAGE,
  esignConsentBody,
  inviteSignerBody,
  notarySessionBody,
  signBody,
} from '../../contract/signingRequests';
import { ownedApplication, readableApplication } from '../access';
import { buildPerson } from '../applicants';
import { currentPerson, hashPassword } from '../auth';
import { documentCopiesOf } from '../documentCopies';
import { closingDocumentsOf, notarySlots, timeZoneOf } from '../closing';
import { parseBody } from '../bodies';
import { bodyObject, forbidden, HttpError, pathParam } from '../http';
import { newUuid } from '../ids';
import {
  finishNotarySession,
  inviteSigner,
  notaryReady,
  signClosingDocuments,
} from '../journeySteps';
import type { ApplicationRecord, PersonRecord } from '../records';
import {
  applicationForWrite,
  isSignerOf,
  recordSignerEsignConsent,
  recordSignerNotarized,
  recordSignerSignature,
  requireSignerEsignConsent,
  requireSignerStep,
  signerClosingDocuments,
  signerProgressOf,
} from '../signers';
import { applicationOf } from '../views';
import { isOpenIn, PART2_STEPS, requireOpen, wrongStep } from '../workflow';
import { isSignatureOf } from '../../contract/signature';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';
import { messageText } from '../../contract/messages';

/** Whether a typed signature is the person's name (the contract's rule, isSignatureOf). */
export function signatureMatches(typed: string, person: PersonRecord): boolean {
  const name = person.profile.name;
  return name ? isSignatureOf(typed, name) : false;
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

  // signing/sign reads these (the borrower, or anyone who may read the application); an
  // additional signer sees them signed once they have signed them themselves (signers.ts).
  router.get(`${HELOC_PATH}/:uuid/closing-documents`, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const record = readableApplication(store, person, pathParam(req, 'uuid'));
    const org = store.get('orgs', record.orgCode);
    res.json({
      documents: isSignerOf(record, person.uuid)
        ? signerClosingDocuments(record, org, person.uuid)
        : closingDocumentsOf(record, org),
    });
  });

  // Copies of what the reader accepted, agreed to, authorized or signed: an additional signer's
  // own, else the borrower's (documentCopies.ts).
  router.get(`${HELOC_PATH}/:uuid/document-copies`, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const record = readableApplication(store, person, pathParam(req, 'uuid'));
    const org = store.get('orgs', record.orgCode);
    res.json({
      documents: documentCopiesOf(
        record,
        org,
        isSignerOf(record, person.uuid) ? person.uuid : null,
      ),
    });
  });

  // signing/sign: every closing document signed with the borrower's name. Then
  // CO_DEED_REQUIRED when an additional signer is pending (invited, or the home is owned
  // jointly and none is yet), else NOTARY_DISCLOSURE with the notary documents ready. The
  // additional signer signs the same documents with their own name, once their ID is in; that is
  // recorded on their invitation and the state is kept (signers.ts).
  router.post(`${HELOC_PATH}/:uuid/sign`, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const { record, asSigner } = applicationForWrite(store, person, pathParam(req, 'uuid'));
    if (asSigner) {
      requireSignerStep(record, person.uuid, 'SIGN');
      requireSignerEsignConsent(record, person.uuid);
    } else requireOpen(record, PART2_STEPS.sign);
    // Each owner signs their own documents: the shared ones and their own notice of right to cancel.
    const org = store.get('orgs', record.orgCode);
    const documents = asSigner
      ? signerClosingDocuments(record, org, person.uuid)
      : closingDocumentsOf(record, org);
    if (documents.length === 0) throw wrongStep();
    const owner = ownerOf(record);
    const known = documents.map((d) => d.uuid);
    const rules = {
      isSignature: (typed: string) => signatureMatches(typed, asSigner ? person : owner),
      documents: known,
    };
    const { signatureName } = parseBody(signBody(rules), bodyObject(req));
    if (asSigner) {
      const name = signatureName.trim();
      res.json(applicationOf(save(recordSignerSignature(record, person.uuid, name))));
      return;
    }
    const signed = signClosingDocuments(record, owner, signatureName, known);
    res.json(applicationOf(save(signed)));
  });

  // heloc-signer/intro: the additional signer's consent to receive documents and sign
  // electronically, before their first document (docs/journey.md#the-e-sign-consent), recorded on
  // their invitation with the version of the text; their signature needs it. The borrower gave
  // theirs at registration: for anyone but a signer of the application, 403.
  router.post(`${HELOC_PATH}/:uuid/esign-consent`, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const { record, asSigner } = applicationForWrite(store, person, pathParam(req, 'uuid'));
    if (!asSigner) {
      throw forbidden(
        msg`Only an additional signer gives their consent here: the borrower gives theirs when they register.`,
      );
    }
    if (signerProgressOf(record, person.uuid).step === 'CLOSED') throw wrongStep();
    const { esignConsentVersion } = parseBody(esignConsentBody, bodyObject(req));
    res.json(
      applicationOf(save(recordSignerEsignConsent(record, person.uuid, esignConsentVersion))),
    );
  });

  // signing/additional "Send invitation": a CO_DEEDER account on this application, with a
  // generated password only the control API shows; coDeedStatus PENDING until they finish.
  router.post(`${HELOC_PATH}/:uuid/signers`, auth.requireAuth, async (req, res) => {
    const record = owned(req, res);
    requireOpen(record, PART2_STEPS.signers);
    const emailTaken = (address: string) => store.list('people').some((p) => p.email === address);
    const {
      firstName,
      lastName,
      email: address,
    } = parseBody(inviteSignerBody(emailTaken), bodyObject(req));

    const password = `sandbox-${randomBytes(9).toString('base64url')}`;
    const hash = await hashPassword(password);
    // The check again after the wait: another request may have taken the e-mail meanwhile.
    const current = owned(req, res);
    if (emailTaken(address)) {
      throw new HttpError(400, [
        { code: 'BAD_REQUEST', field: 'email', message: messageText(EMAIL_HAS_ACCOUNT_MESSAGE) },
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

  // notary/session "Finish session": the borrower has signed before the eNotary
  // (primaryParticipantAcceptComplete); INSURANCE_REQUIRED when insurance is asked for, else
  // RESCISSION. Open once REMOTE was chosen. The additional signer's own session, once they
  // have signed, finishes their part; once every signer has finished, coDeedStatus is COMPLETE
  // and a borrower waiting at CO_DEED_REQUIRED moves to NOTARY_DISCLOSURE (signers.ts).
  router.post(`${HELOC_PATH}/:uuid/notary/session`, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const { record, asSigner } = applicationForWrite(store, person, pathParam(req, 'uuid'));
    if (asSigner) {
      requireSignerStep(record, person.uuid, 'NOTARY');
      parseBody(notarySessionBody, bodyObject(req));
      const done = recordSignerNotarized(record, person.uuid);
      const waiting = isOpenIn(done, ['CO_DEED_REQUIRED']);
      const moves = done.application.coDeedStatus === 'COMPLETE' && waiting;
      res.json(applicationOf(save(moves ? notaryReady(done) : done)));
      return;
    }
    requireOpen(record, PART2_STEPS.notary);
    if (record.application.notaryMode !== 'REMOTE') throw wrongStep();
    parseBody(notarySessionBody, bodyObject(req));
    res.json(applicationOf(save(finishNotarySession(record))));
  });

  // notary/schedule-manual: the slots a manual notary can come, in the property's time zone.
  router.get(`${HELOC_PATH}/:uuid/notary/slots`, auth.requireAuth, (req, res) => {
    const record = readableApplication(store, currentPerson(res), pathParam(req, 'uuid'));
    const timeZone = timeZoneOf(record);
    res.json({ timeZone, slots: notarySlots(timeZone) });
  });

  return router;
}
