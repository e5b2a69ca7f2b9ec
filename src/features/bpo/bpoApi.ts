import { baseApi } from '../../api/baseApi';
import type { BpoBody, HomeValueBody } from '../../contract/requests';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

const stepUrl = (applicationUuid: string, step: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${step}`;

/**
 * The valuation steps' calls (docs/journey.md); the bodies are the contract's
 * (docs/architecture.md#the-lenders-contract), and each answers the updated application.
 */
export const bpoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** bpo/condition and bpo/order-bpo: the borrower orders the property valuation (BPO). */
    orderBpo: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: stepUrl(applicationUuid, 'bpo'),
        method: 'POST',
        body: {} satisfies BpoBody,
      }),
      extraOptions: { decode: readApplication },
    }),
    /** bpo/estimate-value: the borrower's estimate of the home's value, in whole dollars. */
    submitHomeValue: build.mutation<HelocApplication, { applicationUuid: string } & HomeValueBody>({
      query: ({ applicationUuid, estimatedValue }) => ({
        url: stepUrl(applicationUuid, 'home-value'),
        method: 'PUT',
        body: { estimatedValue } satisfies HomeValueBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useOrderBpoMutation, useSubmitHomeValueMutation } = bpoApi;
