import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentApplication, useApplicationUuid } from '../../application';
import { DocumentCopyView } from '../DocumentCopyView';
import { copiesPath } from '../paths';

export { titles } from '../titles';

/** /account/heloc/{uuid}/document/copies/{copy}: one of the borrower's copies, to read and print. */
export default function DocumentCopyScreen() {
  const applicationUuid = useApplicationUuid();
  const application = useAppSelector(selectCurrentApplication);
  const { copyUuid } = useParams();
  return (
    <DocumentCopyView
      applicationUuid={applicationUuid}
      copyUuid={copyUuid}
      listPath={applicationUuid ? copiesPath(applicationUuid) : '/'}
      propertyState={application?.property?.state}
    />
  );
}
