import { baseApi } from '../../api/baseApi';
import type { ApiError } from '../../api/errors';
import { UNEXPECTED_ERROR_MESSAGE } from '../../api/errors';
import type {
  AutopayBody,
  BankAccountBody,
  ConfirmDisburseAccountBody,
  PayType,
} from '../../contract/requests';
import { createHandoff } from '../../lib/handoff';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

/**
 * A bank account as the lender takes it (the contract's body of `PUT .../disburse-account` and
 * `PUT .../autopay-account`): digits only, the full account number included.
 */
export type BankAccountInput = BankAccountBody;

/**
 * Bank accounts on their way to the lender. A call that sends one takes a handle from here (never
 * the numbers: RTK Query keeps a mutation's arguments in the store and its actions); the endpoint
 * takes the account back once, into the request body, and nothing keeps it after the call.
 */
export const bankAccountHandoff = createHandoff<BankAccountInput>('bank-account');

/** The arguments of a call that sends a bank account: the account only by its handle. */
export interface BankAccountArgs {
  applicationUuid: string;
  accountHandle: string;
}

/** How the monthly payments are made (bank/autopay): taken automatically, or paid by hand. */
export type { PayType };

const stepUrl = (applicationUuid: string, step: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${step}`;

/** A handle whose account is gone (sent once already): fail rather than send no account. */
const lostAccount: ApiError = {
  status: 'FETCH_ERROR',
  statusText: '',
  data: null,
  message: UNEXPECTED_ERROR_MESSAGE,
};

/** The bank steps' calls (docs/journey.md); each answers the updated application. */
export const bankApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** `PUT .../{step}` with the held account as its body (the account read only here). */
    const putAccount = (step: string) =>
      build.mutation<HelocApplication, BankAccountArgs>({
        async queryFn({ applicationUuid, accountHandle }, _api, _extra, send) {
          const account = bankAccountHandoff.take(accountHandle);
          if (!account) return { error: lostAccount };
          const result = await send({
            url: stepUrl(applicationUuid, step),
            method: 'PUT',
            body: account satisfies BankAccountBody,
          });
          return result.error
            ? { error: result.error as ApiError }
            : { data: result.data as HelocApplication };
        },
        extraOptions: { decode: readApplication },
      });
    return {
      /**
       * bank/disburse and bank/manual-disburse: the account the funds are paid into. The lender
       * answers `disburseAccount { uuid, routingNumber, mask, accountType }`, never the number.
       */
      setDisburseAccount: putAccount('disburse-account'),
      /** bank/confirm: the borrower confirms the account (its last 4 digits) as theirs. */
      confirmDisburseAccount: build.mutation<HelocApplication, { applicationUuid: string }>({
        query: ({ applicationUuid }) => ({
          url: stepUrl(applicationUuid, 'disburse-account/confirm'),
          method: 'POST',
          body: {} satisfies ConfirmDisburseAccountBody,
        }),
        extraOptions: { decode: readApplication },
      }),
      /** bank/autopay: AUTOPAY takes the payments from the disbursement account; MANUAL does not. */
      setPayType: build.mutation<HelocApplication, { applicationUuid: string } & AutopayBody>({
        query: ({ applicationUuid, payType }) => ({
          url: stepUrl(applicationUuid, 'autopay'),
          method: 'PUT',
          body: { payType } satisfies AutopayBody,
        }),
        extraOptions: { decode: readApplication },
      }),
      /** bank/autopay-manual: the account automatic payments come from, typed by hand. */
      setAutopayAccount: putAccount('autopay-account'),
    };
  },
});

export const {
  useSetDisburseAccountMutation,
  useConfirmDisburseAccountMutation,
  useSetPayTypeMutation,
  useSetAutopayAccountMutation,
} = bankApi;
