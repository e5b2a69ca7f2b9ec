/**
 * The experiment and feature-flag service. v1/feature is the call the spec describes; the other
 * two it names without a response, so they answer the same flags in the simplest useful form.
 */
import { Router } from 'express';
import type { FeatureFlag } from '../../features/featureFlags/types';
import { badRequest, bodyObject } from '../http';
import type { RouteContext } from './context';

export function optimizeRouter({ store }: RouteContext): Router {
  const router = Router();

  const flag = (key: string): FeatureFlag => {
    const record = store.get('flags', key);
    return record
      ? { flagEnabled: record.flagEnabled, variables: record.variables }
      : { flagEnabled: false, variables: {} };
  };

  router.post('/service-optimize/:context/api/v1/feature', (req, res) => {
    const { featureKey } = bodyObject(req);
    if (typeof featureKey !== 'string' || !featureKey)
      throw badRequest('featureKey is required', 'featureKey');
    res.json(flag(featureKey));
  });

  router.post('/service-optimize/:context/api/v1/features', (_req, res) => {
    res.json(
      store
        .list('flags')
        .map((f) => ({ featureKey: f.key, flagEnabled: f.flagEnabled, variables: f.variables })),
    );
  });

  router.post('/service-optimize/:context/api/v2/decision', (req, res) => {
    const body = bodyObject(req);
    const key = body.flagKey ?? body.featureKey;
    if (typeof key !== 'string' || !key) throw badRequest('flagKey is required', 'flagKey');
    const { flagEnabled, variables } = flag(key);
    res.json({
      flagKey: key,
      enabled: flagEnabled,
      variationKey: flagEnabled ? 'on' : 'off',
      variables,
    });
  });

  return router;
}
