/**
 * The application service: the person's applications, one application, co-deed status, the
 * experiment and tracker records the app sends, the session-replay link, and state licences. The
 * records' bodies are read through the contract's (docs/sandbox.md#other-request-bodies).
 */
import { Router } from 'express';
import { HELOC_PATH } from '../../contract/paths';
import { HELOC_V3_PATH, STATE_LICENCES_PATH } from '../../contract/supportPaths';
import { experimentsBody, optimizeProfileBody } from '../../contract/featureFlagRequests';
import { sessionReplayLinkBody } from '../../contract/telemetryRequests';
import { readableApplication, visibleApplications } from '../access';
import { currentPerson } from '../auth';
import { parseBody } from '../bodies';
import { isRecord } from '../../contract/isRecord';
import { bodyObject, forbidden, notFound, pathParam, queryString } from '../http';
import { DEFAULT_ORG } from '../orgs';
import type { ApplicationRecord } from '../records';
import { isSignerOf, signerProgressOf } from '../signers';
import { applicationOf } from '../views';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';

export function applicationsRouter({ store, auth }: RouteContext): Router {
  const router = Router();
  const save = (record: ApplicationRecord) =>
    store.put('applications', record.uuid, { ...record, updatedAt: new Date().toISOString() });

  router.get(`${HELOC_PATH}/all`, auth.requireAuth, (_req, res) => {
    res.json(visibleApplications(store, currentPerson(res)).map(applicationOf));
  });

  // The co-deed status (its shape is the sandbox's own) of each application the person can see,
  // and, where they are its additional signer, their own progress (signers.ts: identity, signed,
  // notarized, and the step open to them), which the signer's resume page follows.
  router.get(`${HELOC_PATH}/co-deed/status`, auth.requireAuth, (_req, res) => {
    const person = currentPerson(res);
    res.json({
      isCoDeeder: person.profile.type === 'CO_DEEDER',
      applications: visibleApplications(store, person).map((record) => {
        const isSigner = Boolean(
          record.application.helocSigners?.some((s) => s.identityUuid === person.uuid),
        );
        return {
          applicationUuid: record.uuid,
          loanNumber: record.application.loanNumber,
          coDeedStatus: record.application.coDeedStatus,
          isSigner,
          signer: isSignerOf(record, person.uuid) ? signerProgressOf(record, person.uuid) : null,
        };
      }),
    });
  });

  router.get(`${HELOC_PATH}/:uuid`, auth.requireAuth, (req, res) => {
    res.json(applicationOf(readableApplication(store, currentPerson(res), pathParam(req, 'uuid'))));
  });

  router.put(`${HELOC_PATH}/:uuid/full-story-link`, auth.requireAuth, (req, res) => {
    const record = readableApplication(store, currentPerson(res), pathParam(req, 'uuid'));
    const { link } = parseBody(sessionReplayLinkBody, bodyObject(req));
    save({ ...record, fullStoryLink: link });
    res.json({ applicationUuid: record.uuid, link });
  });

  router.get(`${HELOC_V3_PATH}/optermizerly-profile`, auth.requireAuth, (_req, res) => {
    const person = currentPerson(res);
    res.json({
      identityUuid: person.uuid,
      optimizelyProfileUuid: person.profile.optimizelyProfileUuid ?? null,
    });
  });

  router.patch(`${HELOC_V3_PATH}/optermizerly-profile`, auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const identityUuid = queryString(req, 'identityUuid') ?? person.uuid;
    if (identityUuid !== person.uuid) throw forbidden(msg`You can only set your own tracker`);
    const { optimizelyProfileUuid } = parseBody(optimizeProfileBody, bodyObject(req));
    store.put('people', person.uuid, {
      ...person,
      profile: { ...person.profile, optimizelyProfileUuid },
      updatedAt: new Date().toISOString(),
    });
    res.json({ identityUuid: person.uuid, optimizelyProfileUuid });
  });

  router.patch(`${HELOC_V3_PATH}/:uuid/experiments`, auth.requireAuth, (req, res) => {
    const record = readableApplication(store, currentPerson(res), pathParam(req, 'uuid'));
    const { experiments } = parseBody(experimentsBody, bodyObject(req));
    // One entry per experiment name: a later variation replaces the earlier one (entries kept
    // from before may name theirs `name`).
    const nameOf = (entry: unknown): unknown =>
      isRecord(entry) ? (entry.experimentName ?? entry.name) : undefined;
    const incoming = new Set<unknown>(experiments.map((entry) => entry.experimentName));
    const kept = record.experiments.filter((entry) => !incoming.has(nameOf(entry)));
    const saved = save({ ...record, experiments: [...kept, ...experiments] });
    res.json({ applicationUuid: record.uuid, experiments: saved.experiments });
  });

  router.get(STATE_LICENCES_PATH, (req, res) => {
    const code = queryString(req, 'orgCode') ?? req.get('x-org') ?? DEFAULT_ORG;
    const org = store.get('orgs', code);
    if (!org) throw notFound(msg`No organization ${code}`);
    res.json(org.licences.map((abbrev) => ({ abbrev })));
  });

  return router;
}
