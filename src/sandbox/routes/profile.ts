/**
 * The profile service: the signed-in person's profile and feedback to the CEO. Bodies are read
 * through the contract's schemas (profileRequests.ts, docs/sandbox.md#bodies-of-the-other-calls).
 */
import { Router } from 'express';
import { ceoFeedbackBody, phoneNumberBody } from '../../contract/profileRequests';
import { currentPerson } from '../auth';
import { type BodyOptions, parseBody } from '../bodies';
import { satisfyPhoneConditions } from '../conditions';
import { bodyObject } from '../http';
import { newUuid } from '../ids';
import type { FeedbackRecord } from '../records';
import { profileOf } from '../views';
import type { RouteContext } from './context';

/** The profile service answers a body's problems as VALIDATION_ERROR. */
const PROFILE_PROBLEMS: BodyOptions = { code: 'VALIDATION_ERROR' };

export function profileRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  router.get('/service-profile/api/v1/profile', auth.requireAuth, (_req, res) => {
    res.json(profileOf(currentPerson(res)));
  });

  // conditions/phone-number: a US number in any of the formats of docs/requests.md#formats (the contract's phone body,
  // its problem answered as PHONE_ERROR), kept as 10 digits first among the profile's numbers; it
  // satisfies the person's missing-phone-number conditions.
  router.put('/service-profile/api/v1/profile/phone', auth.requireAuth, (req, res) => {
    const { phoneNumber: digits } = parseBody(phoneNumberBody, bodyObject(req), PROFILE_PROBLEMS);
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
    const feedback = parseBody(ceoFeedbackBody, bodyObject(req), PROFILE_PROBLEMS);
    const record: FeedbackRecord = {
      uuid: newUuid(),
      identityUuid: auth.personOf(req)?.uuid ?? null,
      receivedAt: new Date().toISOString(),
      applicationUuid: feedback.applicationUuid,
      topic: feedback.topic,
      message: feedback.message,
      marketingConsent: feedback.marketingConsent,
      pathname: feedback.pathname,
      productType: 'HELOC',
    };
    store.put('feedback', record.uuid, record);
    res.json({ uuid: record.uuid, receivedAt: record.receivedAt });
  });

  return router;
}
