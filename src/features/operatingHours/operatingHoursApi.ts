import { baseApi } from '../../api/baseApi';
import { type OperatingHours, readOperatingHours } from '../../contract/operatingHours';

export type Department = 'OPS_PHONE' | 'OPS_CHAT';

export const operatingHoursApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends x-org like every call (spec 2 section 7 names it for this one explicitly). */
    getOperatingHours: build.query<OperatingHours, Department>({
      query: (department) => ({
        url: `/service-operating-hours/external/api/v1/hours/${department}`,
        params: { display: true },
      }),
      extraOptions: { decode: readOperatingHours },
    }),
  }),
});

export const { useGetOperatingHoursQuery } = operatingHoursApi;
