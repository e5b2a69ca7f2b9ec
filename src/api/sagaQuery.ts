import type { SerializedError, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type {
  ApiEndpointMutation,
  ApiEndpointQuery,
  EndpointDefinitions,
  MutationDefinition,
  QueryArgFrom,
  QueryDefinition,
  ResultTypeFrom,
} from '@reduxjs/toolkit/query';
import { put as putEffect, type PutEffect } from 'redux-saga/effects';
import { call, type SagaGenerator } from 'typed-redux-saga';
import { type ApiError, failure } from './errors';

/* eslint-disable @typescript-eslint/no-explicit-any -- RTK Query's own bound for "any endpoint" */
type AnyQueryDefinition = QueryDefinition<any, any, any, any, any>;
type AnyMutationDefinition = MutationDefinition<any, any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type QueryOutcome<T> =
  { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/**
 * Dispatches an endpoint's initiate() thunk and gives back what dispatch returned. redux-saga's
 * put cannot know a thunk's result type, so the generator's next type says it: the one place a
 * saga's yield is typed by hand.
 */
function* dispatchThunk<R>(
  thunk: ThunkAction<R, unknown, unknown, UnknownAction>,
): Generator<PutEffect, R, R> {
  // A thunk is not an Action to redux-saga's types; the thunk middleware runs it.
  return yield putEffect(thunk as unknown as UnknownAction);
}

/** Every failure as the request layer's ApiError; a thrown thunk (SerializedError) included. */
function toApiError(error: ApiError | SerializedError | undefined): ApiError {
  if (error && 'status' in error) return error;
  return failure('FETCH_ERROR', error?.message ?? '', undefined);
}

/** A mutation's answer: RTK Query resolves with `{ data }` or `{ error }`. */
function failed<T, E>(
  result: { data: T; error?: undefined } | { data?: undefined; error: E },
): result is { data?: undefined; error: E } {
  return result.error !== undefined;
}

/**
 * A saga reads through a query endpoint's initiate() without keeping a subscription, so nothing
 * is left to release. A cancelled saga leaves its request to finish: RTK Query shares an
 * in-flight request between callers, and aborting it would fail the others.
 */
export function* query<D extends AnyQueryDefinition, Definitions extends EndpointDefinitions>(
  endpoint: ApiEndpointQuery<D, Definitions>,
  arg: QueryArgFrom<D>,
  forceRefetch: boolean,
): SagaGenerator<QueryOutcome<ResultTypeFrom<D>>> {
  const request = yield* dispatchThunk(endpoint.initiate(arg, { subscribe: false, forceRefetch }));
  const result = yield* call(() => request);
  if (result.error !== undefined || result.data === undefined) {
    return { error: toApiError(result.error) };
  }
  return { data: result.data };
}

/**
 * The same for a mutation: initiate it, wait for its answer, and release its cache entry
 * (`reset`) when done or cancelled. A cancelled saga leaves the request itself to finish, as
 * `query` does: a mutation sent cannot be taken back.
 */
export function* mutate<D extends AnyMutationDefinition, Definitions extends EndpointDefinitions>(
  endpoint: ApiEndpointMutation<D, Definitions>,
  arg: QueryArgFrom<D>,
): SagaGenerator<QueryOutcome<ResultTypeFrom<D>>> {
  const request = yield* dispatchThunk(endpoint.initiate(arg));
  try {
    const result = yield* call(() => request);
    return failed(result) ? { error: toApiError(result.error) } : { data: result.data };
  } finally {
    request.reset();
  }
}
