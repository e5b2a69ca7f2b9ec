import { baseApi } from '../../api/baseApi';
import type { AssetDepletionBody, OfferBody, PrequalWinbackBody } from '../../contract/requests';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

const stepUrl = (applicationUuid: string, step: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${step}`;

/**
 * The product steps' calls (docs/journey.md); the bodies are the contract's
 * (docs/architecture.md#the-lenders-contract), and each answers the updated application.
 */
export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** product/select: the chosen line, in whole dollars, over `term` months. */
    selectOffer: build.mutation<HelocApplication, { applicationUuid: string } & OfferBody>({
      query: ({ applicationUuid, amount, term }) => ({
        url: stepUrl(applicationUuid, 'offer'),
        method: 'PUT',
        body: { amount, term } satisfies OfferBody,
      }),
      extraOptions: { decode: readApplication },
    }),
    /** product/assets: the borrower's savings and investments, in dollars. */
    setAssetDepletion: build.mutation<
      HelocApplication,
      { applicationUuid: string } & AssetDepletionBody
    >({
      query: ({ applicationUuid, assets }) => ({
        url: stepUrl(applicationUuid, 'asset-depletion'),
        method: 'PUT',
        body: { assets } satisfies AssetDepletionBody,
      }),
      extraOptions: { decode: readApplication },
    }),
    /** product/prequal-winback: the borrower accepts the lower prequalified offer. */
    acceptPrequalWinback: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: stepUrl(applicationUuid, 'prequal-winback'),
        method: 'POST',
        body: { accept: true } satisfies PrequalWinbackBody,
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
