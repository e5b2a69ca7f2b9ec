import { baseApi } from '../../api/baseApi';
import { type FeatureFlag, readFeatureFlag } from '../../contract/featureFlags';

/** The remote maintenance flag (spec 1 section 8). */
export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';

/** The attributes the decision service is called with (spec 2 section 7). */
export interface OptimizeUser {
  organization: string;
  applicationUuid?: string | null;
  /** The application's creation date (its auditFields.createdDate). */
  createdAt?: string | null;
  identityUuid?: string | null;
  /** This browser's telemetry tracker. */
  trackerId?: string | null;
}

export const featureFlagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeatureFlag: build.query<FeatureFlag, { featureKey: string; optimizeUser: OptimizeUser }>({
      query: ({ featureKey, optimizeUser }) => ({
        url: '/service-optimize/external/api/v1/feature',
        method: 'POST',
        body: { featureKey, optimizeUser },
      }),
      extraOptions: { decode: readFeatureFlag },
      providesTags: (_result, _error, { featureKey }) => [{ type: 'FeatureFlag', id: featureKey }],
    }),
  }),
});

export const { useGetFeatureFlagQuery } = featureFlagsApi;
