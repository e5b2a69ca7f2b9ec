/** POST /service-optimize/external/api/v1/feature answers one of these for a featureKey. */
export interface FeatureFlag {
  flagEnabled: boolean;
  variables: Record<string, unknown>;
}
