/**
 * Opening an account and an application (contract/journey.md, `/register`):
 *
 * - `POST /identity/api/v1/registration/register`, anonymous: the person (profile BORROWER, no
 *   SSN yet) and their application, in the organisation of the call (x-org, else the page's);
 *   answers 201 `{ jwt, applicationUuid }`, the jwt the same kind /identity/api/v1/login issues,
 *   and remembers the organisation for the next page load as signing in does.
 * - `POST /service-application/api/v1/application/heloc`, signed in without an application
 *   (register/account-setup): the application for the signed-in borrower; 201 `{ applicationUuid }`.
 *
 * Bad input answers 400 with every problem and stores nothing; an e-mail already registered 409.
 */
import { Router } from 'express';
import { currentPerson, hashPassword } from '../auth';
import { buildPerson } from '../applicants';
import { bodyObject, forbidden, HttpError, rejectUnknownKeys } from '../http';
import { newUuid } from '../ids';
import { rememberOrg, requestOrg } from '../pageOrg';
import type { OrgRecord, PersonRecord } from '../records';
import { checkPropertyAnswers, openApplication, PROPERTY_KEYS } from '../registration';
import { addressKey } from '../underwriting';
import { dateOfBirth, email, password, phone, Problems, text } from '../validation';
import type { RouteContext } from './context';

export const REGISTER_PATH = '/identity/api/v1/registration/register';
export const NEW_APPLICATION_PATH = '/service-application/api/v1/application/heloc';

export const EMAIL_TAKEN_MESSAGE =
  'An account already exists for this email address. Sign in instead.';

const emailTaken = () =>
  new HttpError(409, [{ code: 'EMAIL_TAKEN', message: EMAIL_TAKEN_MESSAGE, field: 'email' }]);

const REGISTER_KEYS = [
  'email',
  'password',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'phone',
  ...PROPERTY_KEYS,
] as const;

export function registrationRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  const emailInUse = (address: string) => store.list('people').some((p) => p.email === address);

  router.post(REGISTER_PATH, async (req, res) => {
    const body = bodyObject(req);
    rejectUnknownKeys(body, REGISTER_KEYS);
    const org: OrgRecord = requestOrg(store, req);
    const problems = new Problems();
    const firstName = text(problems, body.firstName, 'firstName', {
      required: true,
      missing: 'Enter your first name',
      label: 'First name',
    });
    const middleName = text(problems, body.middleName, 'middleName', {
      required: false,
      missing: 'Enter your middle name, or leave it empty',
      label: 'Middle name',
    });
    const lastName = text(problems, body.lastName, 'lastName', {
      required: true,
      missing: 'Enter your last name',
      label: 'Last name',
    });
    const dob = dateOfBirth(problems, body.dateOfBirth);
    const mail = email(problems, body.email);
    const digits = phone(problems, body.phone);
    const secret = password(problems, body.password);
    const answers = checkPropertyAnswers(problems, body, org);
    problems.throwIfAny();
    if (
      !firstName ||
      middleName === undefined ||
      !lastName ||
      !dob ||
      !mail ||
      !digits ||
      !secret ||
      !answers
    ) {
      throw new Error('registration checks passed without every answer');
    }
    if (emailInUse(mail)) throw emailTaken();

    const passwordHash = await hashPassword(secret);
    // Hashing took a moment: someone may have registered the address meanwhile.
    if (emailInUse(mail)) throw emailTaken();
    const now = new Date();
    const person = buildPerson({
      uuid: newUuid(),
      email: mail,
      orgCode: org.code,
      type: 'BORROWER',
      passwordHash,
      firstName,
      middleName,
      lastName,
      dob,
      phone: digits,
      address: answers.address,
      hasSsn: false,
      createdAt: now,
    });
    const propertyUuid = person.profile.addresses[0]?.uuid ?? newUuid();
    const application = openApplication(person, propertyUuid, answers, now);
    store.put('people', person.uuid, person);
    store.put('applications', application.uuid, application);
    rememberOrg(store, res, org.code);
    res.status(201).json({ jwt: auth.issue(person), applicationUuid: application.uuid });
  });

  router.post(NEW_APPLICATION_PATH, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    if (person.profile.type !== 'BORROWER') {
      throw forbidden('Only a borrower can start an application');
    }
    const body = bodyObject(req);
    rejectUnknownKeys(body, PROPERTY_KEYS);
    const org = store.get('orgs', person.orgCode) ?? requestOrg(store, req);
    const problems = new Problems();
    const answers = checkPropertyAnswers(problems, body, org, false);
    problems.throwIfAny();
    if (!answers) throw new Error('application checks passed without every answer');
    if (store.list('applications').some((a) => a.ownerUuid === person.uuid)) {
      throw new HttpError(409, [
        {
          code: 'APPLICATION_EXISTS',
          message: 'You already have an application. Continue it from your dashboard.',
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
