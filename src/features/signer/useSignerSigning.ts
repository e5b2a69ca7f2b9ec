import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { log } from '../../lib/logger';
import { type HelocApplication, useGetApplicationsQuery } from '../application';
import { navigationRequested, SIGNER_RESUME_PATH } from '../navigation';
import { isAdditionalSigner, type Profile, useGetProfileQuery } from '../profile';
import { type SignerProgress, useGetCoDeedStatusQuery } from './signerApi';
import {
  type SignerPlace,
  signerPlace,
  signerPageOpen,
  type SignerStep,
  signerStepPath,
} from './signerPlace';

/** A read the page could not do: what failed and how to try again. */
export interface SignerLoadFailure {
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

export interface SignerSigning {
  /** The page asking. */
  page: SignerStep;
  /** Where the signer stands; null until the reads are in. */
  place: SignerPlace | null;
  /** The signer's page now, when it is not this one (signerPageOpen); null when this is it. */
  outOfStep: SignerStep | null;
  /** Whether the person signs for the application (else the signer pages are not for them). */
  isSigner: boolean;
  /** The application they sign for. */
  application: HelocApplication | null;
  profile: Profile | null;
  /** Their own progress on it, as the lender records it. */
  progress: SignerProgress | null;
  failure: SignerLoadFailure | null;
  /**
   * After one of the signer's writes: reads their progress again and opens the page it calls for
   * (signerPlace), the signer area's counterpart of the borrower's routing/requested. Staying on
   * the same page re-renders it from the new progress, unless `onward` names the page that
   * follows it (the intro's consent given, with nothing else done yet: the identity).
   */
  moveOn: (onward?: SignerStep) => Promise<void>;
}

/**
 * What every signer page reads: who they are, the applications they can see, and their own
 * progress (fresh on each page), with where they stand (signerPlace) and whether this page is
 * theirs now.
 */
export function useSignerSigning(page: SignerStep): SignerSigning {
  const dispatch = useAppDispatch();
  const profile = useGetProfileQuery();
  const applications = useGetApplicationsQuery();
  const person = profile.data ?? null;
  const seen = applications.data;
  // Their progress is read only for someone who signs for one of the applications.
  const signs = Boolean(person && seen?.some((candidate) => isAdditionalSigner(person, candidate)));
  const coDeed = useGetCoDeedStatusQuery(signs ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const status = signs ? coDeed.data : null;

  const place = useMemo(
    () => (person && seen && status !== undefined ? signerPlace(seen, person.uuid, status) : null),
    [person, seen, status],
  );

  const { refetch: refetchStatus } = coDeed;
  const { refetch: refetchApplications } = applications;
  const moveOn = useCallback(
    async (onward?: SignerStep) => {
      let next: SignerPlace;
      try {
        const [fresh, list] = await Promise.all([
          refetchStatus().unwrap(),
          refetchApplications().unwrap(),
        ]);
        next = signerPlace(list, person?.uuid ?? null, fresh);
      } catch {
        // The step was recorded; only the reads after it failed: the resume page reads again
        // (and offers to try again), rather than this form asking to send the step twice.
        dispatch(navigationRequested({ method: 'push', to: SIGNER_RESUME_PATH }));
        return;
      }
      const to = next.step === page && onward ? onward : next.step;
      log('info', 'signer: moved on', { from: page, to, rule: next.rule });
      if (to !== page) {
        dispatch(navigationRequested({ method: 'push', to: signerStepPath(to) }));
      }
    },
    [dispatch, page, person, refetchApplications, refetchStatus],
  );

  const failing = [profile, applications, coDeed].find((read) => read.isError && !read.data);
  const failure: SignerLoadFailure | null = failing
    ? { error: failing.error, retry: () => void failing.refetch(), retrying: failing.isFetching }
    : null;

  const application = place?.applicationUuid
    ? (seen?.find((candidate) => candidate.uuid === place.applicationUuid) ?? null)
    : null;
  const progress =
    status?.applications.find((entry) => entry.applicationUuid === place?.applicationUuid)
      ?.signer ?? null;
  return {
    page,
    place,
    outOfStep: place ? signerPageOpen(page, place) : null,
    isSigner: isAdditionalSigner(person, application),
    application,
    profile: person,
    progress,
    failure,
    moveOn,
  };
}
