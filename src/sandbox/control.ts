/**
 * The control API (docs/sandbox.md#the-control-api), mounted at /__sandbox. Bodies are
 * validated; a bad one gets 400 `{ errors: [{ code: 'BAD_REQUEST', message, field? }] }`.
 */
import type { ListedState, ServerState } from '../contract/serverStates';
import { Router } from 'express';
import type { Condition } from '../contract/conditions';
import { APPLICANT_STATES, isApplicantState } from './applicantStates';
import type { Auth } from './auth';
import { makeCondition } from './conditions';
import type { RecordStore } from './db';
import { clearDocuments } from './documents';
import { isValidRecordId } from './db';
import type { FaultInjector } from './faults';
import { parseFault } from './faults';
import {
  createApplicant,
  createPersonWithoutApplication,
  mergeApplication,
  ROLES,
  type Role,
} from './generate';
import { isRecord } from '../contract/isRecord';
import {
  badRequest,
  bodyObject,
  notFound,
  pathParam,
  queryString,
  rejectUnknownKeys,
} from './http';
import { deepMerge } from './merge';
import { DEFAULT_ORG, seedOrgs } from './orgs';
import type { ApplicationRecord, OrgRecord } from './records';
import type { RequestLog } from './requestLog';
import { resetRecords, SEEDED_ACCOUNTS } from './seed';
import { isUsStateCode } from '../contract/usStates';
import { applicationOf } from './views';

export interface ControlContext {
  store: RecordStore;
  auth: Auth;
  faults: FaultInjector;
  requests: RequestLog;
}

function optionalObject(
  body: Record<string, unknown>,
  key: string,
): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw badRequest(`${key} must be an object`, key);
  return value;
}

/**
 * A state set through the control API. A name outside the list is kept as sent, as a lender
 * might answer one: the status answers it, and the app reads it as unmatched
 * (docs/routing.md#server-states).
 */
function optionalState(body: Record<string, unknown>): ServerState | null | undefined {
  const { state } = body;
  if (state === undefined || state === null) return state;
  if (typeof state !== 'string' || !state.trim()) {
    throw badRequest('state must be a server state name such as OFFER_SELECTION, or null', 'state');
  }
  return state as ServerState;
}

/** The state of a new applicant: one an applicant can be made at (applicantStates.ts), or null. */
function applicantState(body: Record<string, unknown>): ListedState | null | undefined {
  const state = optionalState(body);
  if (typeof state === 'string' && !isApplicantState(state)) {
    throw badRequest(
      `state must be a server state (${Object.keys(APPLICANT_STATES).join(', ')}) or null`,
      'state',
    );
  }
  return state;
}

function conditionsOf(value: unknown): Condition[] {
  if (!Array.isArray(value) || !value.every(isRecord)) {
    throw badRequest('conditions must be a list of condition objects', 'conditions');
  }
  // Each entry is completed from its category, so `[{ categoryEnum: 'MISSING_PHONE_NUMBER' }]` is enough.
  return value.map((entry) =>
    makeCondition(
      typeof entry.categoryEnum === 'string' ? entry.categoryEnum : undefined,
      new Date(),
      entry,
    ),
  );
}

/** The organisation data fields PUT /__sandbox/orgs/{code} merges (OrgInfo, and its licences). */
const ORG_OBJECT_FIELDS = ['orgBrand', 'orgMetaData', 'publicFeatureToggles'] as const;
const ORG_FIELDS = [...ORG_OBJECT_FIELDS, 'orgPricingData', 'stateLicenses'] as const;

/** An organisation's data as the control API answers it: the injected OrgInfo and its licences. */
function orgDataOf(org: OrgRecord) {
  return { ...org.info, stateLicenses: org.licences };
}

/**
 * The organisation with `patch` deep-merged into its data: objects merge key by key, lists
 * (orgPricingData, stateLicenses) replace. Top-level shapes are checked; anything deeper is
 * taken as given, so the app's own checks of organisation data can be exercised.
 */
function mergeOrg(org: OrgRecord, patch: Record<string, unknown>): OrgRecord {
  rejectUnknownKeys(patch, ORG_FIELDS);
  for (const key of ORG_OBJECT_FIELDS) {
    if (patch[key] !== undefined && !isRecord(patch[key])) {
      throw badRequest(`${key} must be an object`, key);
    }
  }
  const pricing = patch.orgPricingData;
  if (pricing !== undefined && (!Array.isArray(pricing) || !pricing.every(isRecord))) {
    throw badRequest('orgPricingData must be a list of objects', 'orgPricingData');
  }
  const licences = patch.stateLicenses === undefined ? undefined : licencesOf(patch.stateLicenses);
  const { stateLicenses: _licences, ...infoPatch } = patch;
  return {
    ...org,
    info: deepMerge(org.info, infoPatch),
    licences: licences ?? org.licences,
  };
}

/**
 * The licences as given: each a state's 2-letter code in any case, written as the code or as the
 * state-licences answer writes it (`{ abbrev }`); kept in that case and order.
 */
function licencesOf(value: unknown): string[] {
  const abbrevs = Array.isArray(value)
    ? value.map((entry: unknown) => (isRecord(entry) ? entry.abbrev : entry))
    : [];
  if (
    !Array.isArray(value) ||
    !abbrevs.every((a) => typeof a === 'string' && isUsStateCode(a.toUpperCase()))
  ) {
    throw badRequest(
      'stateLicenses must be a list of 2-letter state codes (any case), like CA or { abbrev: "ca" }',
      'stateLicenses',
    );
  }
  return abbrevs as string[];
}

export function controlRouter({ store, auth, faults, requests }: ControlContext): Router {
  const router = Router();

  const application = (uuid: string): ApplicationRecord => {
    const record = store.get('applications', uuid);
    if (!record) throw notFound(`No application ${uuid}`);
    return record;
  };

  // Records go back to the seed; injected faults are cleared too. The request log is kept, so
  // sequence numbers keep rising.
  router.post('/reset', async (_req, res) => {
    const seededAt = await resetRecords(store);
    clearDocuments(store.dir);
    faults.clear();
    res.json({ seededAt, accounts: SEEDED_ACCOUNTS });
  });

  router.post('/applicants', async (req, res) => {
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['org', 'role', 'state', 'status', 'application', 'profile']);
    const org = body.org ?? DEFAULT_ORG;
    if (typeof org !== 'string' || !isValidRecordId(org) || !store.get('orgs', org)) {
      const known = store
        .list('orgs')
        .map((o) => o.code)
        .join(', ');
      throw badRequest(`org must be one of ${known}`, 'org');
    }
    const role = body.role ?? 'borrower';
    if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
      throw badRequest(`role must be one of ${ROLES.join(', ')}`, 'role');
    }
    // `application: null`: a borrower who has signed up and not applied yet (account setup).
    if (
      body.application === null &&
      (role !== 'borrower' || body.state !== undefined || body.status !== undefined)
    ) {
      throw badRequest(
        'application: null is a borrower without an application: no role but borrower, no state or status',
        'application',
      );
    }
    const created =
      body.application === null
        ? {
            ...(await createPersonWithoutApplication(store, {
              org,
              profile: optionalObject(body, 'profile'),
            })),
            application: null,
          }
        : await createApplicant(store, {
            org,
            role: role as Role,
            state: applicantState(body),
            status: optionalObject(body, 'status'),
            application: optionalObject(body, 'application'),
            profile: optionalObject(body, 'profile'),
          });
    res.json({
      email: created.person.email,
      password: created.password,
      jwt: auth.issue(created.person),
      applicationUuid: created.application?.uuid ?? null,
      profileUuid: created.person.uuid,
    });
  });

  // As stored (docs/journey.md): the borrower's profile, and the additional signers with
  // their e-mail. A signer's password is shown only for one the sandbox generated at an
  // invitation; signers made through POST /applicants got theirs in that answer (null here).
  router.get('/applications/:uuid', (req, res) => {
    const record = application(pathParam(req, 'uuid'));
    const complete = record.application.coDeedStatus === 'COMPLETE';
    const signers = (record.application.helocSigners ?? []).flatMap((signer) => {
      const person = signer.identityUuid ? store.get('people', signer.identityUuid) : undefined;
      const invitation = record.invitations?.find((i) => i.identityUuid === signer.identityUuid);
      const done = complete || Boolean(invitation?.doneAt);
      return person ? [{ email: person.email, password: invitation?.password ?? null, done }] : [];
    });
    res.json({
      state: record.state,
      status: record.status,
      application: applicationOf(record),
      profile: store.get('people', record.ownerUuid)?.profile ?? null,
      conditions: record.conditions,
      signers,
    });
  });

  // profile merges into the borrower's (the application owner's) profile.
  router.patch('/applications/:uuid', (req, res) => {
    const record = application(pathParam(req, 'uuid'));
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['state', 'status', 'application', 'profile', 'conditions']);
    const profilePatch = optionalObject(body, 'profile');
    let updated = mergeApplication(record, {
      state: optionalState(body),
      status: optionalObject(body, 'status'),
      application: optionalObject(body, 'application'),
    });
    if (body.conditions !== undefined)
      updated = { ...updated, conditions: conditionsOf(body.conditions) };

    const owner = store.get('people', record.ownerUuid);
    if (profilePatch && !owner) throw notFound('The application has no borrower to update');
    if (owner && profilePatch) {
      if (profilePatch.uuid !== undefined && profilePatch.uuid !== owner.uuid) {
        throw badRequest('profile.uuid cannot be changed', 'profile.uuid');
      }
      const profile = deepMerge(owner.profile, profilePatch);
      const email = typeof profile.email === 'string' ? profile.email.toLowerCase() : owner.email;
      if (store.list('people').some((p) => p.email === email && p.uuid !== owner.uuid)) {
        throw badRequest(`The e-mail ${email} is already taken`, 'profile.email');
      }
      store.put('people', owner.uuid, {
        ...owner,
        email,
        profile: { ...profile, email },
        updatedAt: new Date().toISOString(),
      });
    }
    store.put('applications', updated.uuid, updated);
    res.json({
      applicationUuid: updated.uuid,
      state: updated.state,
      status: updated.status,
      application: applicationOf(updated),
      profile: store.get('people', record.ownerUuid)?.profile ?? null,
      conditions: updated.conditions,
    });
  });

  // An empty list removes the script (the status endpoint answers the stored state again).
  router.put('/applications/:uuid/script', (req, res) => {
    const record = application(pathParam(req, 'uuid'));
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['states']);
    const { states } = body;
    if (
      !Array.isArray(states) ||
      !states.every((s) => s === null || (typeof s === 'string' && s.trim()))
    ) {
      throw badRequest('states must be a list of server state names (or null)', 'states');
    }
    const script = states.length > 0 ? { states: states as (string | null)[], position: 0 } : null;
    store.put('applications', record.uuid, {
      ...record,
      script,
      updatedAt: new Date().toISOString(),
    });
    res.json({ applicationUuid: record.uuid, states, position: 0 });
  });

  router.get('/requests', (req, res) => {
    const raw = queryString(req, 'since') ?? '0';
    if (!/^\d+$/.test(raw))
      throw badRequest('since must be a sequence number (0 or more)', 'since');
    res.json(requests.since(Number(raw)));
  });

  router.get('/faults', (_req, res) => {
    res.json(faults.list());
  });

  router.post('/faults', (req, res) => {
    res.json(faults.add(parseFault(bodyObject(req))));
  });

  router.delete('/faults', (_req, res) => {
    res.json({ cleared: faults.clear() });
  });

  router.put('/flags/:key', (req, res) => {
    const key = pathParam(req, 'key');
    if (!isValidRecordId(key))
      throw badRequest('The flag key may hold letters, digits, ".", "_", "-"');
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['flagEnabled', 'variables']);
    const { flagEnabled, variables = {} } = body;
    if (typeof flagEnabled !== 'boolean')
      throw badRequest('flagEnabled must be true or false', 'flagEnabled');
    if (!isRecord(variables)) throw badRequest('variables must be an object', 'variables');
    // ?org=CODE sets that organisation's own value; without it the flag is set for every
    // organisation (their own values dropped), as the contract's call always did.
    const org = typeof req.query.org === 'string' ? req.query.org : null;
    if (org !== null) {
      if (!store.get('orgs', org)) throw notFound(`No organization ${org}`);
      const current = store.get('flags', key) ?? { key, flagEnabled: false, variables: {} };
      store.put('flags', key, {
        ...current,
        orgs: { ...current.orgs, [org]: { flagEnabled, variables } },
      });
      res.json({ featureKey: key, org, flagEnabled, variables });
      return;
    }
    store.put('flags', key, { key, flagEnabled, variables });
    res.json({ featureKey: key, flagEnabled, variables });
  });

  // Organisation data, persisted until DELETE (its seed again) or a reset.
  router.put('/orgs/:code', (req, res) => {
    const code = pathParam(req, 'code');
    const org = isValidRecordId(code) ? store.get('orgs', code) : undefined;
    if (!org) throw notFound(`No organization ${code}`);
    const merged = mergeOrg(org, bodyObject(req));
    store.put('orgs', code, merged);
    res.json(orgDataOf(merged));
  });

  router.delete('/orgs/:code', (req, res) => {
    const code = pathParam(req, 'code');
    const seed = seedOrgs().find((org) => org.code === code);
    if (!seed) throw notFound(`No seeded organization ${code}`);
    store.put('orgs', code, seed);
    res.json(orgDataOf(seed));
  });

  router.put('/hours', (req, res) => {
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['chatOpen']);
    const { chatOpen } = body;
    if (chatOpen !== true && chatOpen !== false && chatOpen !== null) {
      throw badRequest(
        'chatOpen must be true, false or null (null follows the schedule)',
        'chatOpen',
      );
    }
    store.put('controls', 'hours', { chatOpen });
    res.json({ chatOpen });
  });

  return router;
}
