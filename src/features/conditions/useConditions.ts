import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useState } from 'react';
import { messageOfError } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CONDITIONS_POLL_MS } from '../routing';
import { conditionsApi, useGetConditionsQuery } from './conditionsApi';
import { selectConditionsState } from './conditionsSlice';
import type { Condition } from './types';

/** An application's conditions as a page reads them. */
export interface ConditionsLoad {
  /** Null until the lender's first answer. */
  conditions: Condition[] | null;
  /** The last read's failure, in words. */
  error: string | null;
  retry: () => void;
  retrying: boolean;
}

/**
 * Reads an application's conditions again now (after an upload or a phone number): resolves once
 * the answer is in, whether or not it succeeded, so a page can move on either way. Every reader
 * of the same application (the conditions slice, a signer's page) gets the new answer.
 */
export function useRefreshConditions(): (applicationUuid: string) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (applicationUuid: string) => {
      await dispatch(
        conditionsApi.endpoints.getConditions.initiate(applicationUuid, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
    },
    [dispatch],
  );
}

/**
 * The borrower's: the conditions slice, which conditionsPollSaga feeds for the open application
 * (now, every 60 s and on window focus).
 */
export function useApplicationConditions(applicationUuid: string | null): ConditionsLoad {
  const state = useAppSelector(selectConditionsState);
  const refresh = useRefreshConditions();
  const [retrying, setRetrying] = useState(false);
  const current = applicationUuid !== null && state.applicationUuid === applicationUuid;
  const retry = () => {
    if (!applicationUuid) return;
    setRetrying(true);
    void refresh(applicationUuid).finally(() => setRetrying(false));
  };
  return {
    conditions: current && state.fetchedAt !== null ? state.items : null,
    error: current ? state.error : null,
    retry,
    retrying,
  };
}

/**
 * An additional signer's: their application is not one the app opens (no uuid in the signer's
 * paths), so its conditions are read here, as the poll does for a borrower: now, every 60 s and
 * on window focus.
 */
export function useSignerConditions(applicationUuid: string | null): ConditionsLoad {
  const read = useGetConditionsQuery(applicationUuid ?? skipToken, {
    pollingInterval: CONDITIONS_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  const { refetch } = read;
  const reading = applicationUuid !== null;
  useEffect(() => {
    if (!reading) return undefined;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [reading, refetch]);
  return {
    conditions: read.data ?? null,
    error: read.isError ? messageOfError(read.error) : null,
    retry: () => void refetch(),
    retrying: read.isFetching,
  };
}
