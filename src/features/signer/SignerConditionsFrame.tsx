import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { messageOfError } from '../../api/errors';
import { Link } from '../../ui/Link';
import { Loader } from '../../ui/Loader';
import { Screen } from '../../ui/Screen';
import { useGetApplicationsQuery } from '../application';
import { type ConditionsLoad, useSignerConditions } from '../conditions';
import { SIGNER_AREA } from '../navigation';
import { useGetProfileQuery } from '../profile';
import { LoadProblem } from '../signing';
import { GO_TO_APPLICATION_TEXT, NOT_A_SIGNER_TEXT, SIGNING_LOAD_FAILED_TEXT } from './SignerFrame';
import { signedApplication } from './signedApplication';
import { signerPlace } from './signerPlace';

export const NO_APPLICATION_TEXT = msg`We could not find an application for you to sign.`;

/**
 * `/heloc-signer/conditions` or one of its pages (`conditions/upload-document`), relative to the
 * router's base path as links take it (navigation requests take it through appPath).
 */
export const signerConditionsPath = (location = 'conditions') =>
  `/${SIGNER_AREA}/${location.replace(/^\/+/, '')}`;

/** A signer's conditions page, once it knows whose. */
export interface SignerConditionsReady {
  applicationUuid: string;
  load: ConditionsLoad;
}

/**
 * The frame of the signer's conditions pages (heloc-signer/conditions, its upload-document and
 * identity pages). Unlike the steps of the signing (SignerFrame), a task is open whatever step the
 * signer is at, so no page is out of step here. It reads who they are and the applications they
 * can see, picks the one they sign for as the resume page does (signerPlace), and reads that
 * application's conditions for them (theirs only: the lender answers each applicant their own),
 * every 60 s and on focus. Until then a loader; a failed read, its retry; someone who signs for
 * no application, a word and the way to their own.
 */
export function SignerConditionsFrame({
  children,
}: {
  children: (ready: SignerConditionsReady) => ReactNode;
}) {
  const { t } = useLingui();
  const profile = useGetProfileQuery();
  const applications = useGetApplicationsQuery();
  const person = profile.data ?? null;
  const seen = applications.data ?? null;
  const place = person && seen ? signerPlace(seen, person.uuid) : null;
  const applicationUuid = person && seen ? signedApplication(person, seen) : null;
  const load = useSignerConditions(applicationUuid);
  const failing = [profile, applications].find((read) => read.isError && !read.data);

  let content: ReactNode;
  if (failing) {
    content = (
      <LoadProblem
        what={t(SIGNING_LOAD_FAILED_TEXT)}
        detail={messageOfError(failing.error)}
        onRetry={() => void failing.refetch()}
        retrying={failing.isFetching}
      />
    );
  } else if (!place) {
    content = <Loader label={t`Loading your tasks`} />;
  } else if (!place.applicationUuid) {
    content = <p>{t(NO_APPLICATION_TEXT)}</p>;
  } else if (!applicationUuid) {
    content = (
      <>
        <p>{t(NOT_A_SIGNER_TEXT)}</p>
        <p>
          <Link to="/">{t(GO_TO_APPLICATION_TEXT)}</Link>
        </p>
      </>
    );
  } else {
    content = children({ applicationUuid, load });
  }
  return <Screen>{content}</Screen>;
}
