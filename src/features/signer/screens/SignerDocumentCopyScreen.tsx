import { useParams } from 'react-router-dom';
import { DocumentCopyView, SIGNER_COPIES_PATH } from '../../copies';
import { useSignerSigning } from '../useSignerSigning';

/**
 * /account/heloc/heloc-signer/documents/{copy}: one of the signer's own copies (their consent,
 * what they signed, their notice of right to cancel), to read and print
 * (docs/journey.md#copies-of-what-was-signed).
 */
export default function SignerDocumentCopyScreen() {
  const signing = useSignerSigning('documents');
  const { copyUuid } = useParams();
  return (
    <DocumentCopyView
      applicationUuid={signing.place?.applicationUuid ?? null}
      copyUuid={copyUuid}
      listPath={SIGNER_COPIES_PATH}
      propertyState={signing.application?.property?.state}
    />
  );
}
