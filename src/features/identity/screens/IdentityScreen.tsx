import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../../app/hooks';
import { Screen } from '../../../ui/Screen';
import { APPLICATION_SERVICE, useApplicationUuid } from '../../application';
import { selectConditions } from '../../conditions';
import { useStepSubmit } from '../../routing';
import { selectStatusObject } from '../../status';
import { IdentityUploadForm } from '../IdentityUploadForm';
import { REUPLOAD_DEFAULT_TEXT, REUPLOAD_HEADING, reuploadRequest } from '../reupload';

export { titles } from '../titles';

export const IDENTITY_INTRO = msg`Upload a photo or scan of your ID so we can confirm that you are the person applying.`;
export const IDENTITY_TIPS = [
  msg`Lay the ID on a plain, dark surface in good light.`,
  msg`Make sure all four corners show and every word can be read, with no glare.`,
];

/**
 * /account/heloc/{uuid}/identity: the borrower's ID (type, front, back unless a passport), each
 * side sent as a document of its type (`POST .../documents`); then the routing decides (the lender
 * moves on once an ID front is on file, docs/journey.md#identity-documents). When the lender could
 * not verify an earlier upload (a pending ID verification failure), the page says so first.
 */
export default function IdentityScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const conditions = useAppSelector(selectConditions);
  const status = useAppSelector(selectStatusObject);
  const reupload = reuploadRequest(conditions, status);
  const submit = useStepSubmit((_uuid, upload: () => Promise<void>) => upload());
  const documentsUrl = `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid ?? '')}/documents`;

  return (
    <Screen>
      {reupload ? (
        <div className="id-reupload">
          <h2 className="id-reupload__heading">{t(REUPLOAD_HEADING)}</h2>
          <p>{reupload.comments ?? t(REUPLOAD_DEFAULT_TEXT)}</p>
        </div>
      ) : null}
      <IdentityUploadForm documentsUrl={documentsUrl} onSubmit={submit}>
        <p>{t(IDENTITY_INTRO)}</p>
        <ul className="id-tips">
          {IDENTITY_TIPS.map((tip) => (
            <li key={tip.id}>{t(tip)}</li>
          ))}
        </ul>
      </IdentityUploadForm>
    </Screen>
  );
}
