import { arrayOf, type Decoder, isRecord, required, str } from '../../api/decode';
import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE, decodeApplication } from '../application';
import type { HelocApplication } from '../application';

/** How the borrower meets the notary (notary/intro). */
export type NotaryMode = 'REMOTE' | 'MANUAL';
export const NOTARY_MODES: readonly NotaryMode[] = ['REMOTE', 'MANUAL'];

/** `GET .../notary/slots`: the times a manual notary can come, in the property's zone. */
export interface NotarySlots {
  /** The property's IANA zone (e.g. America/Chicago), or null when the answer names none. */
  timeZone: string | null;
  /** ISO 8601 date-times with their offset (2026-11-30T09:00:00-06:00). */
  slots: string[];
}

/** A date and time with an offset (or Z), as the lender writes slots. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const slot: Decoder<string | null> = (value) =>
  typeof value === 'string' && ISO_WITH_OFFSET.test(value.trim()) ? value.trim() : null;

/** The answer must be an object; odd slots are left out, a missing zone is null. */
export const decodeNotarySlots: Decoder<NotarySlots> = required((value) => {
  if (!isRecord(value)) return null;
  const timeZone = str()(value.timeZone).trim();
  return { timeZone: timeZone || null, slots: arrayOf(slot)(value.slots) };
}, 'notary slots');

const applicationUrl = (applicationUuid: string, path: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${path}`;

/** The notary steps' calls (issue 12's shared plan); the writes answer the application. */
export const notaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** notary/intro: remote eNotary now, or a manual notary. */
    chooseNotary: build.mutation<HelocApplication, { applicationUuid: string; mode: NotaryMode }>({
      query: ({ applicationUuid, mode }) => ({
        url: applicationUrl(applicationUuid, 'notary'),
        method: 'PUT',
        body: { mode },
      }),
      extraOptions: { decode: decodeApplication },
    }),
    /** notary/session: the (simulated) eNotary session is over. */
    finishNotarySession: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: applicationUrl(applicationUuid, 'notary/session'),
        method: 'POST',
        body: {},
      }),
      extraOptions: { decode: decodeApplication },
    }),
    /** notary/schedule-manual: the times a manual notary can come. */
    getNotarySlots: build.query<NotarySlots, string>({
      query: (applicationUuid) => applicationUrl(applicationUuid, 'notary/slots'),
      extraOptions: { decode: decodeNotarySlots },
    }),
    /** notary/schedule-manual: reserves one of the slots (sent as the lender wrote it). */
    reserveManualNotary: build.mutation<
      HelocApplication,
      { applicationUuid: string; requestedManualNotaryTime: string }
    >({
      query: ({ applicationUuid, requestedManualNotaryTime }) => ({
        url: applicationUrl(applicationUuid, 'notary/manual'),
        method: 'PUT',
        body: { requestedManualNotaryTime },
      }),
      extraOptions: { decode: decodeApplication },
    }),
  }),
});

export const {
  useChooseNotaryMutation,
  useFinishNotarySessionMutation,
  useGetNotarySlotsQuery,
  useReserveManualNotaryMutation,
} = notaryApi;
