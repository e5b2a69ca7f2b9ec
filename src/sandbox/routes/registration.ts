/**
 * Opening an account and an application (docs/journey.md, `/register`):
 *
 * - `POST /identity/api/v1/registration/register`, anonymous: the person (profile BORROWER, no
 *   SSN yet) and their application, in the organisation of the call (x-org, else the page's);
 *   answers 201 `{ jwt, applicationUuid }`, the jwt the same kind /identity/api/v1/login issues,
 *   and remembers the organisation for the next page load as signing in does.
 * - `POST /service-application/api/v1/application/heloc`, signed in without an application
 *   (register/account-setup): the application for the signed-in borrower; 201 `{ applicationUuid }`.
 *
 * The bodies are read through the contract's schemas (registrationRequests.ts,
 * docs/sandbox.md#bodies-of-the-other-calls): bad input answers 400 with every problem and stores
 * nothing; an e-mail already registered 409.
 */
import { Router } from 'express';
import { HELOC_PATH } from '../../contract/paths';
import {
  newApplicationBody,
  type RegisterBody,
  registerBody,
} from '../../contract/registrationRequests';
import { currentPerson, hashPassword } from '../auth';
import { buildPerson } from '../applicants';
import { parseBody } from '../bodies';
import { bodyObject, forbidden, HttpError, rejectUnknownKeys } from '../http';
import { newUuid } from '../ids';
import { rememberOrg, requestOrg } from '../pageOrg';
import type { OrgRecord, PersonRecord } from '../records';
import { newApplicationRules, openApplication } from '../registration';
import { addressKey } from '../underwriting';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';
import { messageText } from '../../contract/messages';

export const REGISTER_PATH = '/identity/api/v1/registration/register';

export const EMAIL_TAKEN_MESSAGE =
  'An account already exists for this email address. Sign in instead.';

const emailTaken = () =>
  new HttpError(409, [{ code: 'EMAIL_TAKEN', message: EMAIL_TAKEN_MESSAGE, field: 'email' }]);

/**
 * The registration's fields in the order its unknown-field answer lists them (its problems are
 * answered in the schema's order: the name first).
 */
const REGISTER_FIELDS = [
  'email',
  'password',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'phone',
  'address',
  'planToSell',
  'annualIncome',
  'employmentType',
  'softCreditConsent',
  'esignConsent',
  'esignConsentVersion',
  'referrer',
] as const satisfies readonly (keyof RegisterBody)[];

export function registrationRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  const emailInUse = (address: string) => store.list('people').some((p) => p.email === address);

  router.post(REGISTER_PATH, async (req, res) => {
    const body = bodyObject(req);
    rejectUnknownKeys(body, REGISTER_FIELDS);
    const org: OrgRecord = requestOrg(store, req);
    const read = parseBody(registerBody(newApplicationRules(org)), body);
    const mail = read.email;
    if (emailInUse(mail)) throw emailTaken();

    const passwordHash = await hashPassword(read.password);
    // Hashing took a moment: someone may have registered the address meanwhile.
    if (emailInUse(mail)) throw emailTaken();
    const now = new Date();
    const person = buildPerson({
      uuid: newUuid(),
      email: mail,
      orgCode: org.code,
      type: 'BORROWER',
      passwordHash,
      firstName: read.firstName,
      middleName: read.middleName,
      lastName: read.lastName,
      dob: read.dateOfBirth,
      phone: read.phone,
      address: read.address,
      hasSsn: false,
      createdAt: now,
    });
    const propertyUuid = person.profile.addresses[0]?.uuid ?? newUuid();
    const application = openApplication(person, propertyUuid, read, now);
    store.put('people', person.uuid, person);
    store.put('applications', application.uuid, application);
    rememberOrg(store, res, org.code);
    res.status(201).json({ jwt: auth.issue(person), applicationUuid: application.uuid });
  });

  router.post(HELOC_PATH, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    if (person.profile.type !== 'BORROWER') {
      throw forbidden(msg`Only a borrower can start an application`);
    }
    const org = store.get('orgs', person.orgCode) ?? requestOrg(store, req);
    const answers = parseBody(newApplicationBody(newApplicationRules(org, false)), bodyObject(req));
    if (store.list('applications').some((a) => a.ownerUuid === person.uuid)) {
      throw new HttpError(409, [
        {
          code: 'APPLICATION_EXISTS',
          message: messageText(
            msg`You already have an application. Continue it from your dashboard.`,
          ),
        },
      ]);
    }

    // The home becomes one of the profile's addresses (the one already there, if it is).
    const key = addressKey(answers.address);
    const existing = person.profile.addresses.find((a) => addressKey(a) === key);
    const propertyUuid = existing?.uuid ?? newUuid();
    const owner: PersonRecord = existing
      ? person
      : {
          ...person,
          profile: {
            ...person.profile,
            addresses: [
              ...person.profile.addresses,
              { uuid: propertyUuid, ...answers.address, ownership: null },
            ],
          },
          updatedAt: new Date().toISOString(),
        };
    const application = openApplication(owner, propertyUuid, answers, new Date());
    if (owner !== person) store.put('people', owner.uuid, owner);
    store.put('applications', application.uuid, application);
    res.status(201).json({ applicationUuid: application.uuid });
  });

  return router;
}
