import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/conditions/upload-document */
export default function SignerUploadDocumentScreen() {
  return <Screen title="Upload a document" />;
}
