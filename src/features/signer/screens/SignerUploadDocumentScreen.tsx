import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/conditions/upload-document */
export default function SignerUploadDocumentScreen() {
  return <Screen />;
}
