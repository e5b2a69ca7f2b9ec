import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { REQUEST_TIMEOUT_MS } from './constants';
import { serviceUrl } from './serviceBase';
import { SESSION_REPLAY_HEADER, sessionReplayId } from '../lib/sessionReplay';
import {
  answeredFailure,
  type ApiError,
  failure,
  isStepClosedError,
  noAnswer,
  notJson,
  UNEXPECTED_ERROR_MESSAGE,
} from './errors';
import { AnswerError, type UnknownValue, type UnknownValueReport } from '../contract/schema';
import { i18n } from '../lib/i18n';
import { acceptLanguageOf } from '../lib/language';
import { log } from '../lib/logger';
import { isStillStored, keepFreshToken, readToken } from './session';
import { sessionEnded, sessionTokenRefreshed } from './sessionEvents';
import { stepClosed } from './stepEvents';

/** The part of the store the request layer reads. */
interface RequestContextState {
  organisation?: { orgCode?: string };
}

export interface RequestArgs extends FetchArgs {
  /** Extra headers for one call (the hours calls send x-org themselves, for instance). */
  headers?: Record<string, string>;
}

/**
 * Absolute URLs: relative URLs cannot be parsed outside a browser (Node's fetch, in the tests). Services
 * live on the page's origin unless the relative-URL flag chose another base (./serviceBase.ts).
 */
export const absoluteUrl = serviceUrl;

const fetchWithDefaults = fetchBaseQuery({
  baseUrl: '',
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  prepareHeaders(headers, { getState, arg }) {
    const state = getState() as RequestContextState;
    // The header's value is given nowhere; the page's origin is sent (docs/requests.md#what-every-call-carries).
    headers.set('X-With-Origin', window.location.origin);
    const orgCode = state.organisation?.orgCode;
    if (orgCode && !headers.has('x-org')) headers.set('x-org', orgCode);
    headers.set('Accept', 'application/json');
    // The lender answers its messages in the page's language (docs/language.md#the-lenders-words).
    headers.set('Accept-Language', acceptLanguageOf(i18n.locale));
    // A FormData body (chat attachments) gets its multipart type and boundary from fetch.
    if (!headers.has('Content-Type') && !((arg as { body?: unknown }).body instanceof FormData))
      headers.set('Content-Type', 'application/json');
    const token = readToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    const replayId = sessionReplayId();
    if (replayId) headers.set(SESSION_REPLAY_HEADER, replayId);
    return headers;
  },
});

/** Every failure as an ApiError, and whether the lender's answer ends the session. */
function toApiError(
  error: FetchBaseQueryError,
  url: string,
  statusText: string,
): { error: ApiError; endsSession: boolean } {
  switch (error.status) {
    case 'PARSING_ERROR':
      // A 200 whose body is not JSON lands here too (originalStatus 200).
      return {
        error: failure('PARSING_ERROR', notJson(url), error.data, statusText),
        endsSession: false,
      };
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      // No answer at all (connection dropped, or nothing within 30 s): "not defined" (docs/requests.md#errors).
      return {
        error: failure(error.status, noAnswer(url), null, statusText),
        endsSession: false,
      };
    case 'CUSTOM_ERROR':
      return {
        error: failure('FETCH_ERROR', error.error, error.data, statusText),
        endsSession: false,
      };
    default:
      // The lender's error answer, read once (docs/architecture.md#the-error-answer).
      return answeredFailure(error.status, statusText, error.data);
  }
}

/** Serializable request facts; the Request and Response objects never reach actions. */
export interface RequestMeta {
  status: number | null;
}

export interface RequestOptions {
  /** The login calls answer 401 for bad credentials; that must not end a session. */
  skipSessionHandling?: boolean;
  /**
   * Reads the answer through its schema (a reader of src/contract, docs/architecture.md#the-lenders-contract);
   * a refused answer fails the call with the reader's message, and a value a closed list does not
   * hold is logged (docs/architecture.md#how-an-answer-is-read).
   */
  decode?: (answer: unknown, report: UnknownValueReport) => unknown;
}

/**
 * The request layer (docs/requests.md): 30 s timeout, cookies,
 * X-With-Origin and x-org, JSON, Authorization from the stored jwt; a Bearer token returned on a
 * 200 is saved and a session-ending answer raises `sessionEnded`, each only while the token stored
 * when the call left is still stored; every failure becomes an ApiError.
 */
export const baseQuery: BaseQueryFn<
  string | RequestArgs,
  unknown,
  ApiError,
  RequestOptions,
  RequestMeta
> = async (args, api, extraOptions = {}) => {
  const request: RequestArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = absoluteUrl(request.url);
  // The session the call is made in: the stored token as it leaves, which it carries unless it
  // brings its own (the chat provider's calls carry the chat's).
  const sent = readToken();
  const result = await fetchWithDefaults(request, api, extraOptions);
  const response = result.meta?.response;
  const meta: RequestMeta = { status: response?.status ?? null };

  if (!result.error) {
    if (response?.status === 200 && keepFreshToken(sent, response.headers.get('Authorization'))) {
      api.dispatch(sessionTokenRefreshed());
    }
    if (!extraOptions.decode) return { data: result.data, meta };
    try {
      const report = (unknown: UnknownValue) =>
        log('warn', 'unlisted value in an answer', {
          endpoint: api.endpoint,
          ...unknown,
        });
      return { data: extraOptions.decode(result.data, report), meta };
    } catch (error) {
      const words = error instanceof AnswerError ? error.said : UNEXPECTED_ERROR_MESSAGE;
      return {
        error: failure('PARSING_ERROR', words, null, response?.statusText ?? ''),
        meta,
      };
    }
  }

  const { error: apiError, endsSession } = toApiError(
    result.error,
    request.url,
    response?.statusText ?? '',
  );
  if (
    !extraOptions.skipSessionHandling &&
    endsSession &&
    typeof apiError.status === 'number' &&
    isStillStored(sent)
  ) {
    api.dispatch(sessionEnded({ status: apiError.status, endpoint: api.endpoint }));
  }
  if (isStepClosedError(apiError)) api.dispatch(stepClosed({ endpoint: api.endpoint }));
  return { error: apiError, meta };
};
