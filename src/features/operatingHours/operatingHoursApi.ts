import { baseApi } from '../../api/baseApi';
import { type OperatingHours, readOperatingHours } from '../../contract/operatingHours';
import { OPERATING_HOURS_PATH } from '../../contract/supportPaths';

export type Department = 'OPS_PHONE' | 'OPS_CHAT';

export const operatingHoursApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends x-org like every call (named for this one explicitly: docs/supporting-areas.md#the-operating-hours-line). */
    getOperatingHours: build.query<OperatingHours, Department>({
      query: (department) => ({
        url: `${OPERATING_HOURS_PATH}/${department}`,
        params: { display: true },
      }),
      extraOptions: { decode: readOperatingHours },
    }),
  }),
});

export const { useGetOperatingHoursQuery } = operatingHoursApi;
