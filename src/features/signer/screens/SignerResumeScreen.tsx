import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { messageOfError } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { log } from '../../../lib/logger';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Loader } from '../../../ui/Loader';
import { useGetApplicationsQuery } from '../../application';
import { appPath, navigationRequested } from '../../navigation';
import { isAdditionalSigner, useGetProfileQuery } from '../../profile';
import { useGetCoDeedStatusQuery } from '../signerApi';
import { signerPlace, signerStepPath } from '../signerPlace';

export { titles } from '../titles';

/**
 * /account/heloc/heloc-signer/resume: where an additional signer picks up. It reads who they are,
 * the applications they sign for and their own progress (co-deed status), then replaces itself
 * with their step (signerPlace). A person who signs for no application is no additional signer:
 * they go to the root, which opens their own application.
 */
export default function SignerResumeScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const profile = useGetProfileQuery();
  const applications = useGetApplicationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const person = profile.data;
  const signing = applications.data;
  const signs = Boolean(
    person && signing?.some((application) => isAdditionalSigner(person, application)),
  );
  // The signer's own progress; nobody else's is read.
  const coDeed = useGetCoDeedStatusQuery(signs ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const progress = coDeed.data;
  // Decided on fresh reads only (an earlier page's may be cached).
  const fetching = applications.isFetching || coDeed.isFetching;
  const failedRead = applications.isError || coDeed.isError;

  useEffect(() => {
    if (!person || !signing || fetching || failedRead) return;
    if (!signs) {
      dispatch(navigationRequested({ method: 'replace', to: appPath() }));
      return;
    }
    if (!progress) return;
    const place = signerPlace(signing, person.uuid, progress);
    log('info', 'signer: resumed', place);
    dispatch(navigationRequested({ method: 'replace', to: signerStepPath(place.step) }));
  }, [dispatch, person, signing, signs, progress, fetching, failedRead]);

  const failed = [profile, applications, coDeed].find((read) => read.isError);
  if (failed) {
    return (
      <LoadFailed
        title={t`Failed to fetch your signing`}
        detail={messageOfError(failed.error)}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  return <Loader label={t`Opening your signing`} />;
}
