import { baseApi } from '../../api/baseApi';
import { arrayOf, bool, type Decoder, num, record, required, str } from '../../api/decode';
import type { OperatingHours, OperatingHoursEntry } from './types';

export type Department = 'OPS_PHONE' | 'OPS_CHAT';

const decodeOperatingHours: Decoder<OperatingHours> = required(
  record<OperatingHours>({
    department: str(),
    weekdays: (v) =>
      arrayOf(
        record<OperatingHoursEntry>({
          weekday: str(),
          weekdayValue: num(),
          isOpen: bool(),
          startTime: str<string | null>(null),
          endTime: str<string | null>(null),
        }),
      )(v)
        .filter((d) => d.weekdayValue >= 1 && d.weekdayValue <= 7)
        .sort((a, b) => a.weekdayValue - b.weekdayValue),
  }),
  'operating hours',
);

export const operatingHoursApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends x-org like every call (spec 2 section 7 names it for this one explicitly). */
    getOperatingHours: build.query<OperatingHours, Department>({
      query: (department) => ({
        url: `/service-operating-hours/external/api/v1/hours/${department}`,
        params: { display: true },
      }),
      extraOptions: { decode: decodeOperatingHours },
    }),
  }),
});

export const { useGetOperatingHoursQuery } = operatingHoursApi;
