import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE } from '../application';
import {
  type documentCopiesSchema,
  type DocumentCopy,
  readDocumentCopies,
} from '../../contract/documents';
import type { Answer } from '../../contract/schema';

export type { DocumentCopy };
export type DocumentCopies = Answer<typeof documentCopiesSchema>;

/** `GET .../document-copies`: the reader's own copies (docs/journey.md#copies-of-what-was-signed). */
export const copiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDocumentCopies: build.query<DocumentCopies, string>({
      query: (applicationUuid) =>
        `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/document-copies`,
      extraOptions: { decode: readDocumentCopies },
    }),
  }),
});

export const { useGetDocumentCopiesQuery } = copiesApi;
