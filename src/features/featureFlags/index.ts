/** The featureFlags feature's public entry: what other features may import from it. */
export { featureFlagsApi, MAINTENANCE_FLAG, useGetFeatureFlagQuery } from './featureFlagsApi';
export type { FeatureFlag } from './types';
