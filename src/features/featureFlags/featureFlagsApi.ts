import { OPTIMIZE_PATH } from '../../contract/paths';
import { baseApi } from '../../api/baseApi';
import type { FeatureRequestBody } from '../../contract/featureFlagRequests';
import { type FeatureFlag, readFeatureFlag } from '../../contract/featureFlags';

/** The remote maintenance flag (docs/supporting-areas.md#maintenance-page). */
export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';

export const featureFlagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A flag for the optimize user (docs/telemetry.md#flags-and-experiments: the attributes the decision service is
     * called with), the body as the lender takes it (docs/sandbox.md#other-request-bodies).
     */
    getFeatureFlag: build.query<FeatureFlag, FeatureRequestBody>({
      query: ({ featureKey, optimizeUser }) => ({
        url: `${OPTIMIZE_PATH}/v1/feature`,
        method: 'POST',
        body: { featureKey, optimizeUser } satisfies FeatureRequestBody,
      }),
      extraOptions: { decode: readFeatureFlag },
      providesTags: (_result, _error, { featureKey }) => [{ type: 'FeatureFlag', id: featureKey }],
    }),
  }),
});

export const { useGetFeatureFlagQuery } = featureFlagsApi;
