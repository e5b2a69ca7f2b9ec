/**
 * The experiment and feature-flag service (spec 2 section 7). Flags are answered per
 * organisation (the optimize user's organization, else x-org): an organisation's own setting
 * where it has one, else the default. v1/feature is the call the spec describes; v1/features
 * answers every flag for the user, and v2/decision the user's variation: a flag that is on and
 * names a `percentage` puts that share of users in its variation, by a stable hash of the flag
 * and the user (identity, else tracker, else application), as a decision service buckets them.
 */
import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import type { FeatureFlag } from '../../contract/featureFlags';
import { badRequest, bodyObject, isPlainObject } from '../http';
import type { FlagRecord } from '../records';
import type { RouteContext } from './context';

interface OptimizeUserBody {
  organization?: unknown;
  identityUuid?: unknown;
  trackerId?: unknown;
  applicationUuid?: unknown;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The flag as the organisation sees it. */
export function flagFor(record: FlagRecord | undefined, org: string): FeatureFlag {
  if (!record) return { flagEnabled: false, variables: {} };
  const own = record.orgs?.[org];
  return own
    ? { flagEnabled: own.flagEnabled, variables: own.variables }
    : { flagEnabled: record.flagEnabled, variables: record.variables };
}

/** Whether the user is in the flag's variation (pure: the same user always gets the same). */
export function inVariation(flagKey: string, flag: FeatureFlag, user: OptimizeUserBody): boolean {
  if (!flag.flagEnabled) return false;
  const percentage = flag.variables.percentage;
  if (typeof percentage !== 'number') return true;
  const who = text(user.identityUuid) ?? text(user.trackerId) ?? text(user.applicationUuid) ?? '';
  const bucket = createHash('sha256').update(`${flagKey}:${who}`).digest().readUInt32BE(0) % 100;
  return bucket < percentage;
}

export function optimizeRouter({ store }: RouteContext): Router {
  const router = Router();

  const userOf = (req: Request): { user: OptimizeUserBody; org: string } => {
    const body = bodyObject(req);
    const user = (isPlainObject(body.optimizeUser) ? body.optimizeUser : {}) as OptimizeUserBody;
    const org = text(user.organization) ?? req.get('x-org') ?? 'main';
    return { user, org };
  };

  router.post('/service-optimize/:context/api/v1/feature', (req, res) => {
    const { featureKey } = bodyObject(req);
    if (typeof featureKey !== 'string' || !featureKey)
      throw badRequest('featureKey is required', 'featureKey');
    res.json(flagFor(store.get('flags', featureKey), userOf(req).org));
  });

  router.post('/service-optimize/:context/api/v1/features', (req, res) => {
    const { user, org } = userOf(req);
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
    const body = bodyObject(req);
    const key = body.flagKey ?? body.featureKey;
    if (typeof key !== 'string' || !key) throw badRequest('flagKey is required', 'flagKey');
    const { user, org } = userOf(req);
    const flag = flagFor(store.get('flags', key), org);
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
