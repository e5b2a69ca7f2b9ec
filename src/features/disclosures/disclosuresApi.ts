import { arrayOf, bool, type Decoder, isRecord, required, str } from '../../api/decode';
import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE, decodeApplication } from '../application';
import type { HelocApplication } from '../application';

/** A document the lender asks the borrower to read and accept. */
export interface Disclosure {
  uuid: string;
  title: string;
  /** Plain text, paragraphs separated by a blank line; never HTML. */
  body: string;
  accepted: boolean;
}

/** `GET .../disclosures` */
export interface DisclosuresAnswer {
  documents: Disclosure[];
}

/** A document without a uuid cannot be accepted: it is left out. Other odd fields take defaults. */
const disclosure: Decoder<Disclosure | null> = (value) => {
  if (!isRecord(value)) return null;
  const uuid = str()(value.uuid);
  if (!uuid) return null;
  return {
    uuid,
    title: str()(value.title).trim(),
    body: str()(value.body),
    accepted: bool()(value.accepted),
  };
};

/** The answer must be an object; a missing or malformed list is read as no documents. */
export const decodeDisclosures: Decoder<DisclosuresAnswer> = required((value) => {
  if (!isRecord(value)) return null;
  return { documents: arrayOf(disclosure)(value.documents) };
}, 'disclosures');

const disclosuresUrl = (applicationUuid: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/disclosures`;

/** document/disclosures' calls (issue 11's shared plan). */
export const disclosuresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The documents the lender asks the borrower to read, with whether each is accepted. */
    getDisclosures: build.query<DisclosuresAnswer, string>({
      query: (applicationUuid) => disclosuresUrl(applicationUuid),
      extraOptions: { decode: decodeDisclosures },
    }),
    /** The borrower accepts the documents named (each read to the end); answers the application. */
    acceptDisclosures: build.mutation<
      HelocApplication,
      { applicationUuid: string; documents: string[] }
    >({
      query: ({ applicationUuid, documents }) => ({
        url: `${disclosuresUrl(applicationUuid)}/accept`,
        method: 'POST',
        body: { documents },
      }),
      extraOptions: { decode: decodeApplication },
    }),
  }),
});

export const { useGetDisclosuresQuery, useAcceptDisclosuresMutation } = disclosuresApi;
