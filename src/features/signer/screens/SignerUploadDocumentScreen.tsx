import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { APPLICATION_SERVICE } from '../../application';
import {
  ConditionPage,
  conditionParam,
  ConditionUploadForm,
  useRefreshConditions,
} from '../../conditions';
import { appPath, push, selectLocation } from '../../navigation';
import { SignerConditionsFrame, signerConditionsPath } from '../SignerConditionsFrame';

export { titles } from '../titles';

/**
 * /account/heloc/heloc-signer/conditions/upload-document?condition={uuid}: the borrower's upload
 * page for the signer's own condition (ConditionUploadForm: each file `POST .../documents` of the
 * application they sign for, with `type` and `conditionUuid`); once every file is in, their
 * conditions are read again and they are back on their tasks.
 */
export default function SignerUploadDocumentScreen() {
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectLocation);
  const refresh = useRefreshConditions();
  const dashboard = signerConditionsPath();
  return (
    <SignerConditionsFrame>
      {({ applicationUuid, load }) => (
        <ConditionPage load={load} conditionUuid={conditionParam(search)} dashboard={dashboard}>
          {(condition) => (
            <ConditionUploadForm
              condition={condition}
              documentsUrl={`${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/documents`}
              onUploaded={async () => {
                await refresh(applicationUuid);
                dispatch(push(appPath(dashboard)));
              }}
            />
          )}
        </ConditionPage>
      )}
    </SignerConditionsFrame>
  );
}
