/**
 * The borrower's step submissions (contract/journey.md, "The write calls"): each validates its
 * body as a lender would and, when it is refused, answers 400 `{ errors: [{ code, message,
 * field }] }` (every problem at once) and stores nothing; else it records the step, moves the
 * server state and answers the updated application. Only the application's borrower may.
 */
import { Router } from 'express';
import { accountMask, isAccountType, isValidAccountNumber } from '../../lib/bankAccount';
import { isValidRoutingNumber, ROUTING_NUMBER_PATTERN } from '../../contract/routingNumber';
import { ownedApplication } from '../access';
import { currentPerson } from '../auth';
import { type ApiError, bodyObject, HttpError, pathParam, rejectUnknownKeys } from '../http';
import { newUuid } from '../ids';
import { CONDITIONS } from '../merchantReview';
import type { ApplicationRecord } from '../records';
import { applicationOf } from '../views';
import { inState } from '../workflow';
import type { RouteContext } from './context';

const V1 = '/service-application/api/v1/application/heloc';

const fieldError = (field: string, message: string): ApiError => ({
  code: 'BAD_REQUEST',
  message,
  field,
});

export function stepsRouter({ store, auth }: RouteContext): Router {
  const router = Router();
  const save = (record: ApplicationRecord) =>
    store.put('applications', record.uuid, { ...record, updatedAt: new Date().toISOString() });

  // After the merchant's review: the borrower confirms the liens listed are complete and
  // correct. The closing documents are then generated (no waiting here): NOTE_SIGNING.
  router.post(`${V1}/:uuid/lien-attestation`, auth.requireAuth, (req, res) => {
    const record = ownedApplication(store, currentPerson(res), pathParam(req, 'uuid'));
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['attested']);
    if (body.attested !== true) {
      throw new HttpError(400, [
        fieldError('attested', 'Confirm the liens on your property to continue'),
      ]);
    }
    const { merchantReviewReads: _reads, ...rest } = record;
    const moved = inState(rest, 'NOTE_SIGNING');
    const saved = save({
      ...moved,
      status: {
        ...moved.status,
        condition: CONDITIONS.lienAttested,
        disclosurelistClosingReady: true,
      },
      application: {
        ...moved.application,
        lienAttestation: { attested: true, at: new Date().toISOString() },
      },
    });
    res.json(applicationOf(saved));
  });

  // The autopay account typed by hand: kept as routing number and the last four digits only.
  router.put(`${V1}/:uuid/autopay-account`, auth.requireAuth, (req, res) => {
    const record = ownedApplication(store, currentPerson(res), pathParam(req, 'uuid'));
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['routingNumber', 'accountNumber', 'accountType']);
    const { routingNumber, accountNumber, accountType } = body;
    const errors: ApiError[] = [];
    if (typeof routingNumber !== 'string' || !ROUTING_NUMBER_PATTERN.test(routingNumber)) {
      errors.push(fieldError('routingNumber', 'Routing number must be 9 digits'));
    } else if (!isValidRoutingNumber(routingNumber)) {
      errors.push(fieldError('routingNumber', 'Enter a valid routing number'));
    }
    if (!isValidAccountNumber(accountNumber)) {
      errors.push(fieldError('accountNumber', 'Account number must be between 4 and 17 digits'));
    }
    if (!isAccountType(accountType)) {
      errors.push(fieldError('accountType', 'Account type must be CHECKING or SAVINGS'));
    }
    if (
      errors.length > 0 ||
      typeof routingNumber !== 'string' ||
      !isValidAccountNumber(accountNumber) ||
      !isAccountType(accountType)
    ) {
      throw new HttpError(400, errors);
    }

    const moved = inState(record, 'IDENTITY_VERIFICATION');
    const saved = save({
      ...moved,
      application: {
        ...moved.application,
        payType: 'AUTOPAY',
        autopayAccount: {
          uuid: newUuid(),
          routingNumber,
          mask: accountMask(accountNumber),
          accountType,
        },
      },
    });
    res.json(applicationOf(saved));
  });

  return router;
}
