/** The profile service: the signed-in person's profile and feedback to the CEO. */
import { Router } from 'express';
import { PHONE_NUMBER_MESSAGE, profilePhoneBody } from '../../contract/documentRequests';
import { currentPerson } from '../auth';
import { parseBody } from '../bodies';
import { satisfyPhoneConditions } from '../conditions';
import { type ApiError, bodyObject, HttpError } from '../http';
import { UUID_PATTERN } from '../../contract/uuid';
import { newUuid } from '../ids';
import type { FeedbackRecord } from '../records';
import { profileOf } from '../views';
import type { RouteContext } from './context';

/** The topics of the feedback modal (spec 2 section 5), by label or by enumeration name. */
const TOPICS: Record<string, string> = {
  'Improve our product': 'IMPROVE_OUR_PRODUCT',
  'Give us a compliment': 'GIVE_US_A_COMPLIMENT',
  IMPROVE_OUR_PRODUCT: 'IMPROVE_OUR_PRODUCT',
  GIVE_US_A_COMPLIMENT: 'GIVE_US_A_COMPLIMENT',
};

/** A phone number that is not a US number of spec 2's formats (+1, 11 digits from 1, 10 digits). */
export const PHONE_ERROR: ApiError = {
  code: 'VALIDATION_ERROR',
  field: 'phoneNumber',
  message: PHONE_NUMBER_MESSAGE,
};

/** Spec 2 section 5, "CEO feedback": every problem at once, each naming its field. */
function validateFeedback(body: Record<string, unknown>): ApiError[] {
  const errors: ApiError[] = [];
  const fail = (field: string, message: string) =>
    errors.push({ code: 'VALIDATION_ERROR', field, message });
  const { topic, message, marketingConsent, applicationUuid, pathname, productType } = body;
  if (typeof topic !== 'string' || !topic.trim()) fail('topic', 'Required');
  else if (!TOPICS[topic]) fail('topic', 'Choose Improve our product or Give us a compliment');
  if (typeof message !== 'string' || !message.trim()) fail('message', 'Required');
  else if (message.trim().length < 10) fail('message', 'Must be at least 10 characters');
  else if (message.length > 1000) fail('message', 'Must be at most 1000 characters');
  if (typeof marketingConsent !== 'boolean') fail('marketingConsent', 'Required');
  if (
    applicationUuid != null &&
    (typeof applicationUuid !== 'string' || !UUID_PATTERN.test(applicationUuid))
  ) {
    fail('applicationUuid', 'Must be an application id');
  }
  if (pathname != null && typeof pathname !== 'string') fail('pathname', 'Must be a path');
  if (productType != null && productType !== 'HELOC') fail('productType', 'Must be HELOC');
  return errors;
}

export function profileRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  router.get('/service-profile/api/v1/profile', auth.requireAuth, (_req, res) => {
    res.json(profileOf(currentPerson(res)));
  });

  // conditions/phone-number: a US number in any of spec 2's formats (the contract's phone body,
  // its problem answered as PHONE_ERROR), kept as 10 digits first among the profile's numbers; it
  // satisfies the person's missing-phone-number conditions.
  router.put('/service-profile/api/v1/profile/phone', auth.requireAuth, (req, res) => {
    const { phoneNumber: digits } = parseBody(profilePhoneBody, bodyObject(req), {
      code: PHONE_ERROR.code,
    });
    const person = currentPerson(res);
    const others = person.profile.phoneNumbers.filter((phone) => phone.number !== digits);
    const saved = store.put('people', person.uuid, {
      ...person,
      profile: {
        ...person.profile,
        phoneNumbers: [{ uuid: newUuid(), number: digits, type: 'MOBILE' }, ...others],
      },
      updatedAt: new Date().toISOString(),
    });
    satisfyPhoneConditions(store, saved);
    res.json(profileOf(saved));
  });

  // Anyone may write to the CEO; a signed-in sender is recorded with the feedback.
  router.post('/service-profile/api/v1/feedback/ceo', (req, res) => {
    const body = bodyObject(req);
    const errors = validateFeedback(body);
    if (errors.length > 0) throw new HttpError(400, errors);
    const record: FeedbackRecord = {
      uuid: newUuid(),
      identityUuid: auth.personOf(req)?.uuid ?? null,
      receivedAt: new Date().toISOString(),
      applicationUuid: (body.applicationUuid as string | null | undefined) ?? null,
      topic: TOPICS[body.topic as string] ?? '',
      message: body.message as string,
      marketingConsent: body.marketingConsent as boolean,
      pathname: (body.pathname as string | null | undefined) ?? null,
      productType: 'HELOC',
    };
    store.put('feedback', record.uuid, record);
    res.json({ uuid: record.uuid, receivedAt: record.receivedAt });
  });

  return router;
}
