/**
 * The experiment calls of spec 1 section 7 and spec 2 section 7: decisions and the user's flags
 * from the decision service, recording a variation on the application, the optimize profile's
 * tracker, and the session-replay link. Only the experiments saga (its own chunk) imports this.
 */
import { baseApi } from '../../api/baseApi';
import {
  type Decision,
  type OptimizeProfile,
  readDecision,
  readOptimizeProfile,
  readUserFeatures,
  type UserFeature,
} from '../../contract/featureFlags';
import type { OptimizeUser } from './featureFlagsApi';

const OPTIMIZE = '/service-optimize/external/api';
const HELOC_V1 = '/service-application/api/v1/application/heloc';
const HELOC_V3 = '/service-application/api/v3/application/heloc';

/** Spec 1 section 7: "control or variation". */
export type Variation = 'control' | 'variation';

export interface ExperimentRecord {
  experimentName: string;
  variation: Variation;
}

export const experimentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserFeatures: build.query<UserFeature[], { optimizeUser: OptimizeUser }>({
      query: ({ optimizeUser }) => ({
        url: `${OPTIMIZE}/v1/features`,
        method: 'POST',
        body: { optimizeUser },
      }),
      extraOptions: { decode: readUserFeatures },
    }),
    getDecision: build.query<Decision, { flagKey: string; optimizeUser: OptimizeUser }>({
      query: ({ flagKey, optimizeUser }) => ({
        url: `${OPTIMIZE}/v2/decision`,
        method: 'POST',
        body: { flagKey, optimizeUser },
      }),
      extraOptions: { decode: readDecision },
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
      extraOptions: { decode: readOptimizeProfile },
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
