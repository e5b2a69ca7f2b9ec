/** POST /service-optimize/external/api/v1/feature answers one of these for a featureKey. */
export type { FeatureFlag } from '../../contract/featureFlags';
