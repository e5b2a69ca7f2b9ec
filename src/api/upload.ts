import type { Store, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { DocumentUploadFields } from '../contract/documentRequests';
import { absoluteUrl } from './baseQuery';
import { SESSION_REPLAY_HEADER, sessionReplayId } from '../lib/sessionReplay';
import { REQUEST_TIMEOUT_MS } from './constants';
import {
  answeredFailure,
  type ApiError,
  failure,
  isStepClosedError,
  noAnswer,
  notJson,
} from './errors';
import { isStillStored, keepFreshToken, readToken } from './session';
import { sessionEnded, sessionTokenRefreshed } from './sessionEvents';
import { stepClosed } from './stepEvents';

/** The endpoint named in a sessionEnded raised by an upload. */
export const UPLOAD_ENDPOINT = 'uploadFile';

export interface UploadOptions {
  /** Where to POST (relative to the page's origin, or absolute). */
  url: string;
  file: Blob;
  /** The form part's name for the file (default "file"). */
  fileField?: string;
  /** The file's name as sent (default: the File's own name). */
  filename?: string;
  /**
   * The upload's text parts, sent before the file (e.g. `{ type: 'PAYSTUB' }`), as the lender
   * takes them (docs/sandbox.md#other-request-bodies).
   */
  fields?: DocumentUploadFields;
  /** Upload progress, 0 to 1 (1 once the answer has arrived). */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with a DOMException named "AbortError". */
  signal?: AbortSignal;
  /** Default 30 s (docs/requests.md#what-every-call-carries). */
  timeoutMs?: number;
  /** Sent as `x-org` (useUploadFile fills it from the store). */
  orgCode?: string;
  /** Raises sessionEnded / sessionTokenRefreshed as baseQuery does (useUploadFile fills it). */
  dispatch?: (action: UnknownAction) => unknown;
}

/** JSON as RTK Query's json handler reads it: empty text is null. */
function parseBody(text: string): { ok: true; data: unknown } | { ok: false } {
  if (!text) return { ok: true, data: null };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const abortError = () => new DOMException('The upload was canceled', 'AbortError');

/**
 * Sends one file as multipart/form-data with XMLHttpRequest (fetch reports no upload progress),
 * with the request layer's headers and rules (src/api/baseQuery.ts): cookies, X-With-Origin,
 * x-org, Accept JSON, the stored jwt as Bearer; a Bearer token returned on a 200 is saved; a
 * session-ending answer raises sessionEnded. Resolves with the parsed answer; rejects with an
 * ApiError (its problems read from the lender's error answer, as RTK Query's `.unwrap()` does),
 * so the form kit's mapServerErrors and messageOfError read it.
 */
export function uploadFile({
  url,
  file,
  fileField = 'file',
  filename,
  fields,
  onProgress,
  signal,
  timeoutMs = REQUEST_TIMEOUT_MS,
  orgCode,
  dispatch,
}: UploadOptions): Promise<unknown> {
  const target = absoluteUrl(url);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const body = new FormData();
    Object.entries(fields ?? {}).forEach(([key, value]) => {
      if (value !== undefined) body.append(key, value);
    });
    const ownName = (file as Partial<File>).name;
    const name = filename ?? (typeof ownName === 'string' && ownName ? ownName : 'file');
    body.append(fileField, file, name);

    const xhr = new XMLHttpRequest();
    // Settled once: the first of the answer, an abort, the timeout or a network failure wins.
    // The abort and the timeout are kept here rather than left to the XHR's own events, which
    // some implementations (test doubles among them) fire late or not at all.
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const unanswered = (status: 'FETCH_ERROR' | 'TIMEOUT_ERROR'): ApiError =>
      failure(status, noAnswer(target));
    const onAbort = () =>
      settle(() => {
        xhr.abort();
        reject(abortError());
      });
    const timer = setTimeout(
      () =>
        settle(() => {
          xhr.abort();
          reject(unanswered('TIMEOUT_ERROR'));
        }),
      timeoutMs,
    );
    signal?.addEventListener('abort', onAbort);

    xhr.open('POST', target);
    xhr.withCredentials = true;
    // The header's value is given nowhere; the page's origin is sent (docs/requests.md#what-every-call-carries).
    xhr.setRequestHeader('X-With-Origin', window.location.origin);
    if (orgCode) xhr.setRequestHeader('x-org', orgCode);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const replayId = sessionReplayId();
    if (replayId) xhr.setRequestHeader(SESSION_REPLAY_HEADER, replayId);

    xhr.upload.addEventListener('progress', (event) => {
      if (!settled && event.lengthComputable && event.total > 0) {
        onProgress?.(event.loaded / event.total);
      }
    });
    xhr.addEventListener('error', () => settle(() => reject(unanswered('FETCH_ERROR'))));
    xhr.addEventListener('abort', () => settle(() => reject(abortError())));
    xhr.addEventListener('load', () => settle(() => answer(xhr, resolve, reject)));

    const answer = (
      done: XMLHttpRequest,
      ok: (data: unknown) => void,
      failed: (error: ApiError) => void,
    ) => {
      const { status, statusText, responseText } = done;
      const parsed = parseBody(responseText);
      if (status >= 200 && status < 300) {
        if (!parsed.ok) {
          failed(failure('PARSING_ERROR', notJson(target), responseText, statusText));
          return;
        }
        if (status === 200 && keepFreshToken(token, done.getResponseHeader('Authorization'))) {
          dispatch?.(sessionTokenRefreshed());
        }
        onProgress?.(1);
        ok(parsed.data);
        return;
      }
      // The lender's error answer, read once (docs/architecture.md#the-error-answer), as baseQuery reads it.
      const { error, endsSession } = answeredFailure(
        status,
        statusText,
        parsed.ok ? parsed.data : responseText,
      );
      if (endsSession && isStillStored(token)) {
        dispatch?.(sessionEnded({ status, endpoint: UPLOAD_ENDPOINT }));
      }
      if (isStepClosedError(error)) dispatch?.(stepClosed({ endpoint: UPLOAD_ENDPOINT }));
      failed(error);
    };

    xhr.send(body);
  });
}

/** The store's part an upload reads. */
interface UploadState {
  organisation?: { orgCode?: string };
}

/**
 * The store as an upload sees it. The request layer sits below the app, so it types the store by
 * the part it reads rather than through the app's typed hooks (as baseQuery reads `getState()`).
 */
const useUploadStore = useStore.withTypes<Store<UploadState, UnknownAction>>();

/**
 * uploadFile with the organisation's x-org and the store's dispatch (for a refreshed or ended
 * session), as every other call has them. Use this in screens.
 */
export function useUploadFile(): (
  options: Omit<UploadOptions, 'orgCode' | 'dispatch'>,
) => Promise<unknown> {
  const store = useUploadStore();
  return useCallback(
    (options) =>
      uploadFile({
        ...options,
        orgCode: store.getState().organisation?.orgCode,
        dispatch: store.dispatch,
      }),
    [store],
  );
}
