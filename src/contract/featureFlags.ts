/**
 * The decision service's answers: a feature flag, the user's flags, a decision, and the optimize
 * profile the lender keeps for an identity (docs/architecture.md#the-lenders-contract).
 */
import { isRecord } from './isRecord';
import { answerOf, type Answer, flag, listOf, readWith, record, text, v } from './schema';

/** A flag's variables: any object, kept whole; anything else reads as none. */
const variables = readWith((value) => (isRecord(value) ? value : {}));

/** POST .../api/v1/feature: the flag for one featureKey. */
export const featureFlagSchema = record({ flagEnabled: flag(), variables });

export type FeatureFlag = Answer<typeof featureFlagSchema>;

export const readFeatureFlag = answerOf(featureFlagSchema, 'feature flag');

/** One flag of POST .../api/v1/features; a flag without its key is left out. */
export const userFeatureSchema = record({ featureKey: v.string(), flagEnabled: flag(), variables });

export type UserFeature = Answer<typeof userFeatureSchema>;

export const userFeaturesSchema = listOf(userFeatureSchema);

export const readUserFeatures = answerOf(userFeaturesSchema, 'features');

/** POST .../api/v2/decision: whether the flag is on for this user, and its variation. */
export const decisionSchema = record({
  flagKey: v.string(),
  enabled: flag(),
  variationKey: text(null),
  variables,
});

export type Decision = Answer<typeof decisionSchema>;

export const readDecision = answerOf(decisionSchema, 'decision');

/** GET .../optermizerly-profile: the tracker the lender keeps for this identity. */
export const optimizeProfileSchema = record({
  identityUuid: text(null),
  /** An empty tracker is none. */
  optimizelyProfileUuid: v.pipe(
    text(null),
    v.transform((tracker) => tracker || null),
  ),
});

export type OptimizeProfile = Answer<typeof optimizeProfileSchema>;

export const readOptimizeProfile = answerOf(optimizeProfileSchema, 'optimize profile');
