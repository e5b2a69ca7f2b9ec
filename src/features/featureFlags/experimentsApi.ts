/**
 * The experiment calls of spec 1 section 7 and spec 2 section 7: decisions and the user's flags
 * from the decision service, recording a variation on the application, the optimize profile's
 * tracker, and the session-replay link. Only the experiments saga (its own chunk) imports this.
 */
import { baseApi } from '../../api/baseApi';
import { arrayOf, type Decoder, isRecord, required } from '../../api/decode';
import type { OptimizeUser } from './featureFlagsApi';
import type { FeatureFlag } from './types';

const OPTIMIZE = '/service-optimize/external/api';
const HELOC_V1 = '/service-application/api/v1/application/heloc';
const HELOC_V3 = '/service-application/api/v3/application/heloc';

/** One flag of POST .../api/v1/features. */
export interface UserFeature extends FeatureFlag {
  featureKey: string;
}

/** POST .../api/v2/decision: whether the flag is on for this user, and its variation. */
export interface Decision {
  flagKey: string;
  enabled: boolean;
  variationKey: string | null;
  variables: Record<string, unknown>;
}

/** Spec 1 section 7: "control or variation". */
export type Variation = 'control' | 'variation';

export interface ExperimentRecord {
  experimentName: string;
  variation: Variation;
}

/** GET .../optermizerly-profile: the tracker the lender keeps for this identity. */
export interface OptimizeProfile {
  identityUuid: string | null;
  optimizelyProfileUuid: string | null;
}

const variablesOf = (v: unknown) => (isRecord(v) ? v : {});

const decodeFeatures: Decoder<UserFeature[]> = arrayOf((v) =>
  isRecord(v) && typeof v.featureKey === 'string'
    ? {
        featureKey: v.featureKey,
        flagEnabled: v.flagEnabled === true,
        variables: variablesOf(v.variables),
      }
    : null,
);

const decodeDecision: Decoder<Decision> = required(
  (v) =>
    isRecord(v) && typeof v.flagKey === 'string'
      ? {
          flagKey: v.flagKey,
          enabled: v.enabled === true,
          variationKey: typeof v.variationKey === 'string' ? v.variationKey : null,
          variables: variablesOf(v.variables),
        }
      : null,
  'decision',
);

const decodeOptimizeProfile: Decoder<OptimizeProfile> = required(
  (v) =>
    isRecord(v)
      ? {
          identityUuid: typeof v.identityUuid === 'string' ? v.identityUuid : null,
          optimizelyProfileUuid:
            typeof v.optimizelyProfileUuid === 'string' && v.optimizelyProfileUuid
              ? v.optimizelyProfileUuid
              : null,
        }
      : null,
  'optimize profile',
);

export const experimentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserFeatures: build.query<UserFeature[], { optimizeUser: OptimizeUser }>({
      query: ({ optimizeUser }) => ({
        url: `${OPTIMIZE}/v1/features`,
        method: 'POST',
        body: { optimizeUser },
      }),
      extraOptions: { decode: decodeFeatures },
    }),
    getDecision: build.query<Decision, { flagKey: string; optimizeUser: OptimizeUser }>({
      query: ({ flagKey, optimizeUser }) => ({
        url: `${OPTIMIZE}/v2/decision`,
        method: 'POST',
        body: { flagKey, optimizeUser },
      }),
      extraOptions: { decode: decodeDecision },
    }),
    recordExperimentVariation: build.mutation<
      unknown,
      { applicationUuid: string; experiments: ExperimentRecord[] }
    >({
      query: ({ applicationUuid, experiments }) => ({
        url: `${HELOC_V3}/${applicationUuid}/experiments`,
        method: 'PATCH',
        body: { experiments },
      }),
    }),
    getOptimizeProfile: build.query<OptimizeProfile, void>({
      query: () => `${HELOC_V3}/optermizerly-profile`,
      extraOptions: { decode: decodeOptimizeProfile },
    }),
    sendTrackerUuid: build.mutation<unknown, { identityUuid: string; trackerUuid: string }>({
      query: ({ identityUuid, trackerUuid }) => ({
        url: `${HELOC_V3}/optermizerly-profile`,
        method: 'PATCH',
        params: { identityUuid },
        body: { optimizelyProfileUuid: trackerUuid },
      }),
    }),
    sendSessionReplayLink: build.mutation<unknown, { applicationUuid: string; link: string }>({
      query: ({ applicationUuid, link }) => ({
        url: `${HELOC_V1}/${applicationUuid}/full-story-link`,
        method: 'PUT',
        body: { link },
      }),
    }),
  }),
});
