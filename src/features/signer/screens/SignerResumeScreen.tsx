import { useEffect } from 'react';
import { messageOfError } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { log } from '../../../lib/logger';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Loader } from '../../../ui/Loader';
import { useGetApplicationsQuery } from '../../application';
import { appPath, navigationRequested, SIGNER_AREA } from '../../navigation';
import { isAdditionalSigner, useGetProfileQuery } from '../../profile';
import { signerPlace } from '../signerPlace';

/**
 * /account/heloc/heloc-signer/resume: where an additional signer picks up. It reads who they are
 * and the applications they sign for, then replaces itself with their step (signerPlace). A
 * person who signs for no application is no additional signer: they go to the root, which opens
 * their own application.
 */
export default function SignerResumeScreen() {
  const dispatch = useAppDispatch();
  const profile = useGetProfileQuery();
  const applications = useGetApplicationsQuery();
  const person = profile.data;
  const signing = applications.data;

  useEffect(() => {
    if (!person || !signing) return;
    if (!signing.some((application) => isAdditionalSigner(person, application))) {
      dispatch(navigationRequested({ method: 'replace', to: appPath() }));
      return;
    }
    const place = signerPlace(signing, person.uuid);
    log('info', 'signer: resumed', place);
    dispatch(
      navigationRequested({ method: 'replace', to: appPath(`${SIGNER_AREA}/${place.step}`) }),
    );
  }, [dispatch, person, signing]);

  const failed = profile.isError ? profile : applications.isError ? applications : null;
  if (failed) {
    return (
      <LoadFailed
        title="Failed to fetch your signing"
        detail={messageOfError(failed.error)}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  }
  return <Loader label="Opening your signing" />;
}
