import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Screen } from '../../../ui/Screen';
import { APPLICATION_SERVICE, useApplicationUuid } from '../../application';
import { appPath, push, selectLocation } from '../../navigation';
import { ConditionPage } from '../ConditionPage';
import { ConditionUploadForm } from '../ConditionUploadForm';
import { conditionParam } from '../conditionView';
import { useApplicationConditions, useRefreshConditions } from '../useConditions';

export { titles } from '../titles';

/**
 * /account/heloc/{uuid}/conditions/upload-document?condition={uuid}: what the condition asks for
 * (the lender's note, the documents in words, how many files) and the upload (ConditionUploadForm:
 * each file `POST .../documents` with `type` and `conditionUuid`, progress and retry). Once every
 * file is in, the conditions are read again and the borrower is back on the dashboard.
 */
export default function ConditionUploadDocumentScreen() {
  const dispatch = useAppDispatch();
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  const load = useApplicationConditions(applicationUuid);
  const refresh = useRefreshConditions();
  const dashboard = `/${applicationUuid ?? ''}/conditions`;
  return (
    <Screen>
      <ConditionPage load={load} conditionUuid={conditionParam(search)} dashboard={dashboard}>
        {(condition) => (
          <ConditionUploadForm
            condition={condition}
            documentsUrl={`${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid ?? '')}/documents`}
            onUploaded={async () => {
              if (applicationUuid) await refresh(applicationUuid);
              dispatch(push(appPath(dashboard)));
            }}
          />
        )}
      </ConditionPage>
    </Screen>
  );
}
