/**
 * The experiment and feature-flag service (docs/sandbox.md#telemetry-and-the-decision-service). Flags are answered per
 * organisation (the optimize user's organization, else x-org): an organisation's own setting
 * where it has one, else the default. v1/feature answers one flag; v1/features
 * answers every flag for the user, and v2/decision the user's variation: a flag that is on and
 * names a `percentage` puts that share of users in its variation, by a stable hash of the flag
 * and the user (identity, else tracker, else application), as a decision service buckets them.
 * Their bodies are read through the contract's (docs/sandbox.md#other-request-bodies).
 */
import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import type { InferOutput } from 'valibot';
import type { FeatureFlag } from '../../contract/featureFlags';
import {
  decisionRequestBody,
  featureRequestBody,
  featuresRequestBody,
} from '../../contract/featureFlagRequests';
import { parseBody } from '../bodies';
import { bodyObject } from '../http';
import type { FlagRecord } from '../records';
import type { RouteContext } from './context';

/** The optimize user as read (each attribute null when not given), or none. */
type OptimizeUserRead = InferOutput<typeof featuresRequestBody>['optimizeUser'];

/** The flag as the organisation sees it. */
export function flagFor(record: FlagRecord | undefined, org: string): FeatureFlag {
  if (!record) return { flagEnabled: false, variables: {} };
  const own = record.orgs?.[org];
  return own
    ? { flagEnabled: own.flagEnabled, variables: own.variables }
    : { flagEnabled: record.flagEnabled, variables: record.variables };
}

/** Whether the user is in the flag's variation (pure: the same user always gets the same). */
export function inVariation(flagKey: string, flag: FeatureFlag, user: OptimizeUserRead): boolean {
  if (!flag.flagEnabled) return false;
  const percentage = flag.variables.percentage;
  if (typeof percentage !== 'number') return true;
  const who = user?.identityUuid ?? user?.trackerId ?? user?.applicationUuid ?? '';
  const bucket = createHash('sha256').update(`${flagKey}:${who}`).digest().readUInt32BE(0) % 100;
  return bucket < percentage;
}

export function optimizeRouter({ store }: RouteContext): Router {
  const router = Router();

  /** The user's organisation: the optimize user's, else the call's x-org, else the main one. */
  const orgOf = (req: Request, user: OptimizeUserRead): string =>
    user?.organization ?? req.get('x-org') ?? 'main';

  router.post('/service-optimize/:context/api/v1/feature', (req, res) => {
    const { featureKey, optimizeUser } = parseBody(featureRequestBody, bodyObject(req));
    res.json(flagFor(store.get('flags', featureKey), orgOf(req, optimizeUser)));
  });

  router.post('/service-optimize/:context/api/v1/features', (req, res) => {
    const { optimizeUser: user } = parseBody(featuresRequestBody, bodyObject(req));
    const org = orgOf(req, user);
    res.json(
      store.list('flags').map((record) => {
        const flag = flagFor(record, org);
        return {
          featureKey: record.key,
          flagEnabled: inVariation(record.key, flag, user),
          variables: flag.variables,
        };
      }),
    );
  });

  router.post('/service-optimize/:context/api/v2/decision', (req, res) => {
    const { flagKey: key, optimizeUser: user } = parseBody(decisionRequestBody, bodyObject(req));
    const flag = flagFor(store.get('flags', key), orgOf(req, user));
    const enabled = inVariation(key, flag, user);
    res.json({
      flagKey: key,
      enabled,
      variationKey: enabled ? 'on' : 'off',
      variables: flag.variables,
    });
  });

  return router;
}
