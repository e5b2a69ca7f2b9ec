/**
 * The experiment calls (docs/telemetry.md#flags-and-experiments): decisions and the user's flags
 * from the decision service, recording a variation on the application, the optimize profile's
 * tracker, and the session-replay link. Only the experiments saga (its own chunk) imports this.
 * The request bodies are the lender's (docs/sandbox.md#other-request-bodies).
 */
import { baseApi } from '../../api/baseApi';
import type {
  DecisionRequestBody,
  ExperimentRecord,
  ExperimentsBody,
  FeaturesRequestBody,
  OptimizeProfileBody,
  OptimizeUser,
} from '../../contract/featureFlagRequests';
import { HELOC_PATH, OPTIMIZE_PATH } from '../../contract/paths';
import { HELOC_V3_PATH } from '../../contract/supportPaths';
import {
  type Decision,
  type OptimizeProfile,
  readDecision,
  readOptimizeProfile,
  readUserFeatures,
  type UserFeature,
} from '../../contract/featureFlags';
import type { SessionReplayLinkBody } from '../../contract/telemetryRequests';

export const experimentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserFeatures: build.query<UserFeature[], { optimizeUser: OptimizeUser }>({
      query: ({ optimizeUser }) => ({
        url: `${OPTIMIZE_PATH}/v1/features`,
        method: 'POST',
        body: { optimizeUser } satisfies FeaturesRequestBody,
      }),
      extraOptions: { decode: readUserFeatures },
    }),
    getDecision: build.query<Decision, { flagKey: string; optimizeUser: OptimizeUser }>({
      query: ({ flagKey, optimizeUser }) => ({
        url: `${OPTIMIZE_PATH}/v2/decision`,
        method: 'POST',
        body: { flagKey, optimizeUser } satisfies DecisionRequestBody,
      }),
      extraOptions: { decode: readDecision },
    }),
    recordExperimentVariation: build.mutation<
      unknown,
      { applicationUuid: string; experiments: ExperimentRecord[] }
    >({
      query: ({ applicationUuid, experiments }) => ({
        url: `${HELOC_V3_PATH}/${applicationUuid}/experiments`,
        method: 'PATCH',
        body: { experiments } satisfies ExperimentsBody,
      }),
    }),
    getOptimizeProfile: build.query<OptimizeProfile, void>({
      query: () => `${HELOC_V3_PATH}/optermizerly-profile`,
      extraOptions: { decode: readOptimizeProfile },
    }),
    sendTrackerUuid: build.mutation<unknown, { identityUuid: string; trackerUuid: string }>({
      query: ({ identityUuid, trackerUuid }) => ({
        url: `${HELOC_V3_PATH}/optermizerly-profile`,
        method: 'PATCH',
        params: { identityUuid },
        body: { optimizelyProfileUuid: trackerUuid } satisfies OptimizeProfileBody,
      }),
    }),
    sendSessionReplayLink: build.mutation<unknown, { applicationUuid: string; link: string }>({
      query: ({ applicationUuid, link }) => ({
        url: `${HELOC_PATH}/${applicationUuid}/full-story-link`,
        method: 'PUT',
        body: { link } satisfies SessionReplayLinkBody,
      }),
    }),
  }),
});
