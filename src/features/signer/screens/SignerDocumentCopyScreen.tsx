import { useParams } from 'react-router-dom';
import { DocumentCopyView, SIGNER_COPIES_PATH } from '../../copies';
import { SignerFrame } from '../SignerFrame';
import { useSignerSigning } from '../useSignerSigning';

export { titles } from '../titles';

/**
 * /account/heloc/heloc-signer/documents/{copy}: one of the signer's own copies (their consent,
 * what they signed, their notice of right to cancel), to read and print
 * (docs/journey.md#copies-of-what-was-signed). Until the signer has finished, or for someone who
 * signs for nothing, the signer area's frame says where to go, as on its other pages.
 */
export default function SignerDocumentCopyScreen() {
  const signing = useSignerSigning('documents');
  const { copyUuid } = useParams();
  const applicationUuid = signing.place?.applicationUuid ?? null;
  if (!applicationUuid || !signing.isSigner || signing.outOfStep) {
    return <SignerFrame signing={signing}>{() => null}</SignerFrame>;
  }
  return (
    <DocumentCopyView
      applicationUuid={applicationUuid}
      copyUuid={copyUuid}
      listPath={SIGNER_COPIES_PATH}
      propertyState={signing.application?.property?.state}
    />
  );
}
