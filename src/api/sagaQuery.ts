import { call, put } from 'redux-saga/effects';
import type { ApiError } from './errors';

/** What an endpoint's initiate() gives back: a promise of the result. */
type QueryRequest<T> = PromiseLike<{ data?: T; error?: unknown }>;

interface QueryEndpoint<Arg> {
  initiate(arg: Arg, options?: { subscribe?: boolean; forceRefetch?: boolean }): unknown;
}

export type QueryOutcome<T> =
  { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/**
 * A saga reads through an endpoint's initiate() without keeping a subscription, so nothing is
 * left to release. A cancelled saga leaves its request to finish: RTK Query shares an in-flight
 * request between callers, and aborting it would fail the others.
 */
export function* query<Arg, T>(
  endpoint: QueryEndpoint<Arg>,
  arg: Arg,
  forceRefetch: boolean,
): Generator<unknown, QueryOutcome<T>, unknown> {
  const request = (yield put(
    endpoint.initiate(arg, { subscribe: false, forceRefetch }) as never,
  )) as unknown as QueryRequest<T>;
  const result = (yield call(() => request)) as { data?: T; error?: unknown };
  if (result.error !== undefined || result.data === undefined) {
    return { error: (result.error ?? { status: 'FETCH_ERROR', message: '' }) as ApiError };
  }
  return { data: result.data };
}
