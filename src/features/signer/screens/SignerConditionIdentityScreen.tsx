import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { APPLICATION_SERVICE } from '../../application';
import { ConditionPage, conditionParam, useRefreshConditions } from '../../conditions';
import { IdentityUploadForm } from '../../identity';
import { appPath, push, selectLocation } from '../../navigation';
import { SignerConditionsFrame, signerConditionsPath } from '../SignerConditionsFrame';

export { titles } from '../titles';

export const SIGNER_ID_AGAIN_TEXT = msg`The lender asks for your ID again. Upload a clear photo or scan of a valid ID that has not expired.`;

/**
 * /account/heloc/heloc-signer/conditions/identity?condition={uuid}: the signer's ID again for
 * their identity condition, with the borrower's ID form (IdentityUploadForm: ID type, front,
 * back unless a passport, previews, retry of a failed side), each side sent with the condition's
 * `conditionUuid`; then their conditions are read again and they are back on their tasks.
 */
export default function SignerConditionIdentityScreen() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectLocation);
  const refresh = useRefreshConditions();
  const dashboard = signerConditionsPath();
  return (
    <SignerConditionsFrame>
      {({ applicationUuid, load }) => (
        <ConditionPage load={load} conditionUuid={conditionParam(search)} dashboard={dashboard}>
          {(condition) => (
            <IdentityUploadForm
              documentsUrl={`${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/documents`}
              fields={{ conditionUuid: condition.uuid }}
              onSubmit={async (upload) => {
                await upload();
                await refresh(applicationUuid);
                dispatch(push(appPath(dashboard)));
              }}
            >
              <p>{condition.commentsToBorrower?.trim() || t(SIGNER_ID_AGAIN_TEXT)}</p>
            </IdentityUploadForm>
          )}
        </ConditionPage>
      )}
    </SignerConditionsFrame>
  );
}
