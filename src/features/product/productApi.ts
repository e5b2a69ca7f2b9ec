import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

const stepUrl = (applicationUuid: string, step: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${step}`;

/** The product steps' calls (contract/journey.md); each answers the updated application. */
export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** product/select: the chosen line, in whole dollars, over `term` months. */
    selectOffer: build.mutation<
      HelocApplication,
      { applicationUuid: string; amount: number; term: number }
    >({
      query: ({ applicationUuid, amount, term }) => ({
        url: stepUrl(applicationUuid, 'offer'),
        method: 'PUT',
        body: { amount, term },
      }),
      extraOptions: { decode: readApplication },
    }),
    /** product/assets: the borrower's savings and investments, in dollars. */
    setAssetDepletion: build.mutation<
      HelocApplication,
      { applicationUuid: string; assets: number }
    >({
      query: ({ applicationUuid, assets }) => ({
        url: stepUrl(applicationUuid, 'asset-depletion'),
        method: 'PUT',
        body: { assets },
      }),
      extraOptions: { decode: readApplication },
    }),
    /** product/prequal-winback: the borrower accepts the lower prequalified offer. */
    acceptPrequalWinback: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: stepUrl(applicationUuid, 'prequal-winback'),
        method: 'POST',
        body: { accept: true },
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const {
  useSelectOfferMutation,
  useSetAssetDepletionMutation,
  useAcceptPrequalWinbackMutation,
} = productApi;
