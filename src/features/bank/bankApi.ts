import { baseApi } from '../../api/baseApi';
import { type ApiError, failure, UNEXPECTED_ERROR_MESSAGE } from '../../api/errors';
import type {
  AutopayAccountBody,
  AutopayAuthorizationBody,
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

/** bank/autopay-manual's call: the account by its handle, and the authorization of payments from it. */
export interface AutopayAccountArgs extends BankAccountArgs {
  autopayAuthorization: AutopayAuthorizationBody;
}

/** How the monthly payments are made (bank/autopay): taken automatically, or paid by hand. */
export type { PayType };

/** bank/autopay's call: AUTOPAY only with its authorization, MANUAL without one. */
export type SetPayTypeArgs = { applicationUuid: string } & (
  | { payType: 'AUTOPAY'; autopayAuthorization: AutopayAuthorizationBody }
  | { payType: 'MANUAL'; autopayAuthorization?: never }
);

const stepUrl = (applicationUuid: string, step: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${step}`;

/** A handle whose account is gone (sent once already): fail rather than send no account. */
const lostAccount: ApiError = failure('FETCH_ERROR', UNEXPECTED_ERROR_MESSAGE);

/** The bank steps' calls (docs/journey.md); each answers the updated application. */
export const bankApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /**
     * `PUT .../{step}` with the held account in its body (the account read only here), made by
     * `bodyOf` from the account and the call's arguments.
     */
    const putAccount = <Args extends BankAccountArgs>(
      step: string,
      bodyOf: (account: BankAccountBody, args: Args) => BankAccountBody,
    ) =>
      build.mutation<HelocApplication, Args>({
        async queryFn(args, _api, _extra, send) {
          const account = bankAccountHandoff.take(args.accountHandle);
          if (!account) return { error: lostAccount };
          const result = await send({
            url: stepUrl(args.applicationUuid, step),
            method: 'PUT',
            body: bodyOf(account, args),
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
      setDisburseAccount: putAccount<BankAccountArgs>('disburse-account', (account) => account),
      /** bank/confirm: the borrower confirms the account (its last 4 digits) as theirs. */
      confirmDisburseAccount: build.mutation<HelocApplication, { applicationUuid: string }>({
        query: ({ applicationUuid }) => ({
          url: stepUrl(applicationUuid, 'disburse-account/confirm'),
          method: 'POST',
          body: {} satisfies ConfirmDisburseAccountBody,
        }),
        extraOptions: { decode: readApplication },
      }),
      /**
       * bank/autopay: AUTOPAY takes the payments from the disbursement account, with their
       * authorization; MANUAL does not, and has none.
       */
      setPayType: build.mutation<HelocApplication, SetPayTypeArgs>({
        query: ({ applicationUuid, payType, autopayAuthorization }) => ({
          url: stepUrl(applicationUuid, 'autopay'),
          method: 'PUT',
          body: (payType === 'AUTOPAY'
            ? { payType, autopayAuthorization }
            : { payType }) satisfies AutopayBody,
        }),
        extraOptions: { decode: readApplication },
      }),
      /**
       * bank/autopay-manual: the account automatic payments come from, typed by hand, and their
       * authorization.
       */
      setAutopayAccount: putAccount<AutopayAccountArgs>(
        'autopay-account',
        (account, { autopayAuthorization }) =>
          ({ ...account, autopayAuthorization }) satisfies AutopayAccountBody,
      ),
    };
  },
});

export const {
  useSetDisburseAccountMutation,
  useConfirmDisburseAccountMutation,
  useSetPayTypeMutation,
  useSetAutopayAccountMutation,
} = bankApi;
