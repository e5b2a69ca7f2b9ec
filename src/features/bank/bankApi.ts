import { baseApi } from '../../api/baseApi';
import type { AccountType } from '../../lib/bankAccount';
import { APPLICATION_SERVICE, decodeApplication } from '../application';
import type { HelocApplication } from '../application';

/** The account automatic payments are taken from, typed by hand. */
export interface AutopayAccountInput {
  routingNumber: string;
  accountNumber: string;
  accountType: AccountType;
}

/** The bank steps' calls (contract/journey.md). */
export const bankApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sets the autopay account; answers the application (the account number only masked). */
    setAutopayAccount: build.mutation<
      HelocApplication,
      { applicationUuid: string; account: AutopayAccountInput }
    >({
      query: ({ applicationUuid, account }) => ({
        url: `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/autopay-account`,
        method: 'PUT',
        body: account,
      }),
      extraOptions: { decode: decodeApplication },
    }),
  }),
});

export const { useSetAutopayAccountMutation } = bankApi;
